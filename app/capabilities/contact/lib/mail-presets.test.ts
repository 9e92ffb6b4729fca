import { expect, test } from "vitest";
import { MAIL_PRESETS, fillFromPreset, presetById, presetForHost } from "./mail-presets.ts";

test("the issue's providers are all offered, each once, with a server, port and security (Other SMTP last, blank)", () => {
  expect(MAIL_PRESETS.map((p) => p.id)).toEqual([
    "gmail",
    "google-workspace",
    "outlook",
    "microsoft-365",
    "icloud",
    "fastmail",
    "proton-bridge",
    "ionos",
    "strato",
    "ovh",
    "brevo",
    "mailgun",
    "postmark",
    "amazon-ses",
    "resend",
    "other",
  ]);
  for (const p of MAIL_PRESETS.slice(0, -1)) {
    expect(p.host, p.id).toMatch(/^[a-z0-9.-]+$/);
    expect([465, 587, 1025], p.id).toContain(p.port);
    // Port 465 is implicit TLS; 587 and Bridge's 1025 upgrade with STARTTLS.
    expect(p.security, p.id).toBe(p.port === 465 ? "tls" : "starttls");
    expect(p.spf?.include, p.id).toMatch(/^[a-z0-9._-]+$/);
    if (p.passwordUrl) expect(new URL(p.passwordUrl).protocol, p.id).toBe("https:");
  }
  expect(presetById("other")).toMatchObject({ host: "" });
});

test("a saved server finds its preset again; Gmail's shared server picks Gmail, an unknown one none", () => {
  expect(presetForHost("SMTP.fastmail.com ")?.id).toBe("fastmail");
  expect(presetForHost("smtp.gmail.com")?.id).toBe("gmail");
  expect(presetForHost("mail.band.example")).toBeUndefined();
  // Bridge's 127.0.0.1 is any local relay's too.
  expect(presetForHost("127.0.0.1")).toBeUndefined();
  expect(presetForHost("")).toBeUndefined();
});

test("without JavaScript, blank fields take the preset's values and typed ones win", () => {
  const blank = { smtp_host: "", smtp_port: "", smtp_security: "starttls" as const, smtp_user: "" };
  expect(fillFromPreset(blank, presetById("fastmail"))).toEqual({
    smtp_host: "smtp.fastmail.com",
    smtp_port: "465",
    smtp_security: "tls",
    smtp_user: "",
  });
  expect(fillFromPreset(blank, presetById("resend"))).toMatchObject({ smtp_user: "resend", smtp_port: "465" });
  const typed = { smtp_host: "127.0.0.1", smtp_port: "2525", smtp_security: "none" as const, smtp_user: "me" };
  expect(fillFromPreset(typed, presetById("fastmail"))).toEqual(typed);
  expect(fillFromPreset(blank, presetById("other"))).toEqual(blank);
  expect(fillFromPreset(blank, undefined)).toEqual(blank);
});

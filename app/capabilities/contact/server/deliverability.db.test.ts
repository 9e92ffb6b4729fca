/**
 * The e-mail page's server side of presets and the DNS check (issue 25 §2),
 * on both databases: a form posted without JavaScript gets the preset's
 * server filled in; the check reads the sender's domain from From (or the
 * user name) and the provider from the posted preset or the saved server.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { startDnsServer, type DnsFixture } from "~tests/fixtures/dns-server.ts";
import { readEmailSettingsForm } from "./email-settings.server.ts";
import { deliverabilityAfterTest } from "./deliverability.server.ts";
import type { EmailSettingsValues } from "~/core/mail/data/email-settings.server.ts";

const getDb = useTestDatabase();
let dns: DnsFixture;
beforeAll(async () => {
  dns = await startDnsServer({ "owls.example": { txt: ["v=spf1 include:_spf.google.com ~all"] } });
});
afterAll(async () => {
  await dns?.close();
});
beforeEach(() => {
  dns.asked.length = 0;
  setTestEnv({ DATA_DIR: getDb().dataDir, DNS_SERVERS: dns.server });
});

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

test("without JavaScript the chosen preset fills a blank server, port and security; typed values win", async () => {
  const blank = await readEmailSettingsForm(
    form({
      transport: "smtp",
      smtp_preset: "resend",
      smtp_host: "",
      smtp_port: "",
      smtp_security: "starttls",
      smtp_user: "",
      smtp_password: "re_key",
      mail_from: "Owls <web@owls.example>",
    }),
  );
  expect(blank.ok && blank.values).toMatchObject({
    smtp_host: "smtp.resend.com",
    smtp_port: 465,
    smtp_security: "tls",
    smtp_user: "resend",
  });
  const typed = await readEmailSettingsForm(
    form({
      transport: "smtp",
      smtp_preset: "fastmail",
      smtp_host: "127.0.0.1",
      smtp_port: "2525",
      smtp_security: "none",
      smtp_user: "web@owls.example",
    }),
  );
  expect(typed.ok && typed.values).toMatchObject({ smtp_host: "127.0.0.1", smtp_port: 2525, smtp_security: "none" });
  // A preset never hides a bad value typed beside it.
  const bad = await readEmailSettingsForm(
    form({ transport: "smtp", smtp_preset: "fastmail", smtp_host: "127.0.0.1", smtp_security: "carrier-pigeon" }),
  );
  expect(bad.ok ? {} : bad.errors).toHaveProperty("smtp_security");
});

const values = (over: Partial<EmailSettingsValues>): EmailSettingsValues => ({
  transport: "smtp",
  smtp_host: "smtp.gmail.com",
  smtp_port: null,
  smtp_security: "starttls",
  smtp_user: "web@owls.example",
  smtp_password: "",
  mail_from: "",
  mail_to: "",
  emailjs_public_key: "",
  emailjs_private_key: "",
  emailjs_service_id: "",
  emailjs_template_id: "",
  emailjs_autoreply_template_id: "",
  ...over,
});

test("the sender domain comes from From, else the user name; the provider from the preset, else the server", async () => {
  const byHost = await deliverabilityAfterTest(values({}), "");
  expect(byHost).toMatchObject({ domain: "owls.example", state: "checked" });
  expect(byHost?.state === "checked" && byHost.checks[0]).toEqual({ kind: "spf", state: "ok" });
  const byPreset = await deliverabilityAfterTest(values({ mail_from: "Owls <hi@owls.example>" }), "fastmail");
  expect(byPreset?.state === "checked" && byPreset.checks[0]).toMatchObject({ kind: "spf", state: "replace" });
  expect(dns.asked).toContain("CNAME fm1._domainkey.owls.example");
  expect(await deliverabilityAfterTest(values({ smtp_user: "web" }), "gmail")).toEqual({ state: "no-domain" });
  expect(await deliverabilityAfterTest(values({ smtp_user: "someone@gmail.com" }), "gmail")).toEqual({
    domain: "gmail.com",
    state: "own-domain",
  });
  expect(await deliverabilityAfterTest(values({ transport: "emailjs" }), "")).toBeUndefined();
});

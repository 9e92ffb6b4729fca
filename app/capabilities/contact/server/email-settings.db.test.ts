/**
 * E-mail delivery set in the studio (issue 11), on both databases, against a
 * real SMTP server that asks for a password: saved settings apply without a
 * restart; secrets are sealed at rest and never leave the server (not in the
 * page's data, the audit log or a re-shown form); "Send test e-mail" tries
 * unsaved settings; environment variables win, field by field.
 */
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { startSmtpServer, type SmtpFixture } from "~tests/fixtures/smtp-server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { readEmailSettings } from "~/core/mail/data/email-settings.server.ts";
import { getDelivery } from "~/core/mail/data/deliveries.server.ts";
import { queueOne } from "~/core/mail/outbox.test-helpers.ts";
import { currentMail, setTransport } from "~/core/mail/transport.server.ts";
import {
  emailSettingsView,
  readEmailSettingsForm,
  saveEmailSettings,
  testEmailSettings,
} from "./email-settings.server.ts";
import { emailStatus } from "./email-status.server.ts";
import { runDeliveryRound } from "~/core/mail/worker.server.ts";
import { emptyOutbox } from "./outbox.test-helpers.ts";

const getDb = useTestDatabase();
const PASSWORD = "correct-horse-battery-staple";
const owner = { id: "owner-1", email: "owner@example.com" };

let smtp: SmtpFixture;
beforeAll(async () => {
  smtp = await startSmtpServer({ auth: { user: "web@owls.example", pass: PASSWORD } });
});
afterAll(async () => {
  await setTransport(undefined);
  await smtp?.close();
});
beforeEach(async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
  await emptyOutbox();
  smtp.messages.length = 0;
  await updateSettings({ contact_email: "band@owls.example" });
});

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

const smtpForm = (over: Record<string, string> = {}) =>
  form({
    transport: "smtp",
    smtp_host: "127.0.0.1",
    smtp_port: String(smtp.port),
    smtp_security: "none",
    smtp_user: "web@owls.example",
    smtp_password: PASSWORD,
    mail_from: "Owls <web@owls.example>",
    ...over,
  });

async function save(f: FormData) {
  const r = await readEmailSettingsForm(f);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  await saveEmailSettings(owner, r.values, r.before);
}

test("saved SMTP settings apply without a restart; the password is sealed at rest and never sent back", async () => {
  expect((await currentMail()).transport.name).toBe("log");
  await save(smtpForm());

  // The worker's next round uses them (no restart): a queued notification reaches the SMTP server.
  const { transport } = await currentMail();
  expect(transport.name).toBe("smtp");
  expect(transport.problem()).toBeNull();
  const id = await queueOne({ kind: "test", recipient: "band@owls.example" });
  expect(await runDeliveryRound()).toBe(1);
  expect((await getDelivery(id))?.state).toBe("sent");
  expect(smtp.messages.map((m) => m.envelope.to)).toEqual([["band@owls.example"]]);

  // At rest: sealed. In the page's data, the audit log: never.
  const row = await readEmailSettings();
  expect(row?.smtp_password).toMatch(/^v1\./);
  expect(row?.smtp_password).not.toContain(PASSWORD);
  const view = await emailSettingsView();
  expect(JSON.stringify(view)).not.toContain(PASSWORD);
  expect(JSON.stringify(view)).not.toContain(row!.smtp_password);
  expect(view.secrets.smtp_password).toBe("set");
  expect(view.values).toMatchObject({
    transport: "smtp",
    smtp_host: "127.0.0.1",
    smtp_user: "web@owls.example",
    mail_from: "Owls <web@owls.example>",
  });
  const audit = (await listAudit({ limit: 5 })).find((a) => a.action === "email.settings")!;
  expect(audit.detail).not.toContain(PASSWORD);
  expect(JSON.parse(audit.detail!)).toMatchObject({
    transport: "smtp",
    changed: expect.arrayContaining(["transport", "smtp_host", "smtp_password"]),
  });

  // An empty password field keeps it; "Replace" with an empty field removes it.
  await save(smtpForm({ smtp_password: "", mail_from: "The Owls <web@owls.example>" }));
  expect((await readEmailSettings())?.smtp_password).toBe(row!.smtp_password);
  await save(smtpForm({ smtp_password: "", smtp_password_replace: "on", smtp_user: "" }));
  expect((await readEmailSettings())?.smtp_password).toBe("");
});

test("'Send test e-mail' tries the settings in the form before they are saved, and saves nothing", async () => {
  await save(form({ transport: "none" }));
  const before = await readEmailSettings();
  const wrong = await readEmailSettingsForm(smtpForm({ smtp_password: "wrong-password" }));
  if (!wrong.ok) throw new Error("form refused");
  const refused = await testEmailSettings(owner, wrong.values);
  expect(refused.ok).toBe(false);
  expect(refused.message).toMatch(
    /^Test e-mail to band@owls\.example failed: SMTP sign-in failed \(check the user and password in Settings → E-mail\)/,
  );
  expect(refused.message).not.toContain("wrong-password");

  const right = await readEmailSettingsForm(smtpForm());
  if (!right.ok) throw new Error("form refused");
  expect(await testEmailSettings(owner, right.values)).toEqual({
    ok: true,
    message: "Test e-mail sent to band@owls.example.",
  });
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]!.subject).toMatch(/^Test e-mail from /);
  // Nothing was saved by either test.
  expect(await readEmailSettings()).toEqual(before);
  const tests = (await listAudit({ limit: 10 }))
    .filter((a) => a.action === "email.test")
    .map((a) => JSON.parse(a.detail!));
  expect(tests.slice(0, 2)).toEqual([
    { ok: true, unsaved: true, transport: "smtp" },
    { ok: false, unsaved: true, transport: "smtp" },
  ]);
});

test("each transport's missing settings are messages under their fields; secrets never come back in the input", async () => {
  const smtpMissing = await readEmailSettingsForm(
    form({ transport: "smtp", smtp_password: "typed-secret", smtp_port: "70000" }),
  );
  expect(smtpMissing).toMatchObject({
    ok: false,
    errors: {
      smtp_host: "Enter the SMTP server's host name, e.g. smtp.example.com.",
      smtp_port: "Enter a port from 1 to 65535, or leave it empty.",
      smtp_user: "Enter the user name that goes with the password.",
      mail_from: "Enter the address e-mails come from, e.g. Band <hello@example.com>.",
    },
  });
  expect(JSON.stringify(smtpMissing)).not.toContain("typed-secret");
  const ejs = await readEmailSettingsForm(
    form({ transport: "emailjs", emailjs_private_key: "pk-secret", emailjs_template_id: "bad id!" }),
  );
  expect(ejs).toMatchObject({
    ok: false,
    errors: {
      emailjs_public_key: expect.stringMatching(/^Enter the account's public key/),
      emailjs_service_id: expect.stringMatching(/^Enter the service ID/),
      emailjs_template_id: "The template ID is letters, digits, - and _ only, as EmailJS shows it.",
    },
  });
  expect(JSON.stringify(ejs)).not.toContain("pk-secret");
  expect(
    await readEmailSettingsForm(form({ transport: "smtp", smtp_host: "smtp.example.com\r\nRCPT TO:<x@evil.example>" })),
  ).toMatchObject({ ok: false, errors: { smtp_host: expect.any(String) } });
  expect(await readEmailSettingsForm(form({ transport: "pigeon" }))).toMatchObject({
    ok: false,
    errors: { transport: "Choose how e-mail is sent." },
  });
  // In the owner's studio language, the fields named inside the messages.
  expect(await readEmailSettingsForm(form({ transport: "pigeon" }), studioTranslatorFor("de"))).toMatchObject({
    ok: false,
    errors: { transport: "Wählen Sie, wie E-Mails gesendet werden." },
  });
  expect(
    await readEmailSettingsForm(
      form({ transport: "smtp", smtp_host: "smtp.example.com", smtp_user: "a\u0007b" }),
      studioTranslatorFor("de"),
    ),
  ).toMatchObject({ ok: false, errors: { smtp_user: "Der Benutzername darf keine Zeilenumbrüche enthalten." } });
});

test("environment variables win, field by field, and show as set by the server (a secret's value never)", async () => {
  await save(smtpForm({ mail_to: "studio@owls.example" }));
  setTestEnv({
    DATA_DIR: getDb().dataDir,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: `smtp://web%40owls.example:${PASSWORD}@127.0.0.1:${smtp.port}`,
    MAIL_TO: "env@owls.example",
  });
  const view = await emailSettingsView();
  expect(view.fromServer).toEqual({
    transport: { variable: "MAIL_TRANSPORT", value: "smtp" },
    smtp_server: { variable: "SMTP_URL", value: null },
    mail_to: { variable: "MAIL_TO", value: "env@owls.example" },
  });
  expect(JSON.stringify(view)).not.toContain(PASSWORD);
  expect(view.secrets.smtp_password).toBe("env");
  const { config } = await currentMail();
  expect([config.to, config.from, config.sources.smtp_server]).toEqual([
    "env@owls.example",
    "Owls <web@owls.example>",
    "env",
  ]);
  // The form can't require what the server sets: a studio form with no SMTP fields is fine.
  expect((await readEmailSettingsForm(form({ transport: "none", mail_from: "Owls <web@owls.example>" }))).ok).toBe(
    true,
  );
  expect((await emailStatus()).source).toBe("env");
});

test("a sealed secret that no longer opens (SESSION_SECRET changed) asks to be entered again; nothing is sent with it", async () => {
  await save(smtpForm());
  setTestEnv({ DATA_DIR: getDb().dataDir, SESSION_SECRET: "a-different-session-secret-0123456789" });
  expect((await emailSettingsView()).secrets.smtp_password).toBe("unreadable");
  const { transport } = await currentMail();
  expect(transport.problem()).toMatch(
    /^The saved SMTP password can no longer be read \(the server's SESSION_SECRET changed\): enter it again in Settings → E-mail$/,
  );
  expect((await emailStatus()).problems.join(" ")).toMatch(/enter it again/);
});

/**
 * "Can this site send e-mail now, and was the last real send accepted?" (issue 25 §1), on both
 * databases, against a real SMTP server: the log transport's "recorded" is never an acceptance,
 * a refusal makes the status fail until the server accepts again, and a change of settings
 * starts from "not tried yet".
 */
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { startSmtpServer, type SmtpFixture } from "~tests/fixtures/smtp-server.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { sendTestEmail, sendingStatus as mailStatus } from "~/core/mail/index.server.ts";
import { queueOne } from "~/core/mail/outbox.test-helpers.ts";
import { runDeliveryRound } from "~/core/mail/worker.server.ts";
import { emptyOutbox } from "./outbox.test-helpers.ts";
import { testMailDone } from "./onboarding.server.ts";

const getDb = useTestDatabase();
let smtp: SmtpFixture;

const smtpEnv = (from = "Owls <web@owls.example>") => ({
  DATA_DIR: getDb().dataDir,
  MAIL_TRANSPORT: "smtp",
  SMTP_URL: smtp.url,
  MAIL_FROM: from,
  MAIL_TO: "band@owls.example",
});

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
  await smtp?.close();
});
beforeEach(async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
  await emptyOutbox();
  smtp.acceptAll();
  smtp.messages.length = 0;
  await updateSettings({ contact_email: "band@owls.example" });
});

test("with no e-mail set up nothing can be sent, and a test the log transport recorded is no acceptance", async () => {
  expect(await mailStatus()).toEqual({
    transport: "log",
    canSend: false,
    lastAccepted: null,
    lastFailure: null,
    testAcceptedAt: null,
    working: false,
  });
  const o = await sendTestEmail();
  expect(o.ok).toBe(true);
  const s = await mailStatus();
  expect(s.lastAccepted).toBeNull();
  expect(s.testAcceptedAt).toBeNull();
  expect(s.working).toBe(false);
  // The launch checklist's e-mail step is not ticked by "Test recorded, not sent" (issue 25 §3).
  expect(await testMailDone()).toBe(false);
});

test("SMTP set: a test the server accepted counts; a refusal makes it fail until the server accepts again", async () => {
  setTestEnv(smtpEnv());
  const before = await mailStatus();
  expect(before).toMatchObject({ transport: "smtp", canSend: true, working: true, lastAccepted: null });
  expect(before.testAcceptedAt).toBeNull();
  expect(await testMailDone()).toBe(false);

  expect((await sendTestEmail()).ok).toBe(true);
  expect(await testMailDone()).toBe(true);
  const tested = await mailStatus();
  expect(tested.testAcceptedAt).not.toBeNull();
  expect(tested.lastAccepted?.at).toBe(tested.testAcceptedAt);

  smtp.rejectNext(1, 550, "5.7.1 Relaying denied");
  await queueOne({ kind: "test", recipient: "band@owls.example", transport: "smtp" });
  expect(await runDeliveryRound()).toBe(1);
  const refused = await mailStatus();
  expect(refused.working).toBe(false);
  expect(refused.canSend).toBe(true);
  expect(refused.lastFailure?.error).toContain("Relaying denied");
  // The checklist's step comes back while the server refuses, and is ticked again once it accepts.
  expect(await testMailDone()).toBe(false);

  await queueOne({ kind: "test", recipient: "band@owls.example", transport: "smtp" });
  expect(await runDeliveryRound()).toBe(1);
  const again = await mailStatus();
  expect(again.working).toBe(true);
  expect(again.lastAccepted!.at > refused.lastFailure!.at).toBe(true);
  expect(await testMailDone()).toBe(true);
});

test("a change of settings starts from 'not tried yet'", async () => {
  setTestEnv(smtpEnv());
  expect((await sendTestEmail()).ok).toBe(true);
  expect((await mailStatus()).testAcceptedAt).not.toBeNull();
  setTestEnv(smtpEnv("Owls <news@owls.example>"));
  const s = await mailStatus();
  expect(s).toMatchObject({ canSend: true, lastAccepted: null, testAcceptedAt: null, working: true });
});

test("a server that cannot be reached is a failure, not an acceptance", async () => {
  setTestEnv({ ...smtpEnv(), SMTP_URL: "smtp://127.0.0.1:9" });
  const o = await sendTestEmail();
  expect(o.ok).toBe(false);
  const s = await mailStatus();
  expect(s.working).toBe(false);
  expect(s.lastFailure).not.toBeNull();
  expect(s.testAcceptedAt).toBeNull();
});

/**
 * Nothing is ever e-mailed to the demo act's address (core/mail): not
 * while the demo is on the site, not after "Remove demo content", not for a
 * delivery queued to it earlier. Where that leaves no recipient, the
 * dashboard and the delivery say so and the notification waits for one.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { emptyOutbox } from "./outbox.test-helpers.ts";
import { startSmtpServer, type SmtpFixture } from "~tests/fixtures/smtp-server.ts";
import { capabilities } from "~/core/capability.server.ts";
import { env } from "~/core/env.server.ts";
import { getSettings, updateSettings } from "~/core/settings/settings.server.ts";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, TOKEN_FIELD } from "~/capabilities/contact/lib/fields.ts";
import { deliveriesForMessage } from "~/capabilities/contact/server/data/deliveries.server.ts";
import { getDelivery } from "~/core/mail/data/deliveries.server.ts";
import { queueOne } from "~/core/mail/outbox.test-helpers.ts";
import { createSmtpTransport } from "~/core/mail/transports/smtp.server.ts";
import { setTransport } from "~/core/mail/transport.server.ts";
import type { Transport } from "~/core/mail/types.server.ts";
import { loadDashboardInbox } from "./dashboard.server.ts";
import { sendTestEmail } from "~/core/mail/test-mail.server.ts";
import { drainDeliveries } from "~/core/mail/worker.server.ts";
import { buildMail } from "~/core/mail/build.server.ts";
import { demoRecipient, NO_RECIPIENT } from "~/core/mail/inbox.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { submitContact } from "./submit.server.ts";

// No MAIL_TO: notifications go to the site's contact e-mail, which the demo sets.
const getDb = useTestDatabase();
const DEMO_ADDRESS = "hello@velvet-lanterns.example";
let smtp: SmtpFixture;
let transport: Transport;

beforeAll(async () => {
  smtp = await startSmtpServer();
  transport = createSmtpTransport({ url: smtp.url, from: "web@owls.example", timeoutMs: 1500 });
  await setTransport(transport);
});
afterAll(async () => {
  await setTransport(undefined);
  await smtp?.close();
});
beforeEach(async () => {
  await emptyOutbox();
  smtp.messages.length = 0;
});

/** The site capability's part of the demo, through its manifest (as "Remove demo content" runs it). */
const siteDemo = () => {
  const demo = capabilities().find((c) => c.name === "site")?.demo;
  if (!demo) throw new Error("the site capability has no demo");
  return demo;
};

async function send(name: string) {
  const fields = new URLSearchParams({
    name,
    email: "visitor@example.com",
    topic: "general",
    message: "Hello, is anybody reading this?",
    consent: "on", // the demo's privacy notice asks for it
    [HONEYPOT_FIELD]: "",
    [TOKEN_FIELD]: issueFormToken(env().SESSION_SECRET, Date.now() - 10_000),
    [IDEMPOTENCY_FIELD]: randomBytes(16).toString("base64url"),
  });
  const r = await submitContact({
    form: { fields, file: null, fileProblem: null },
    ip: `10.4.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    userAgent: null,
  });
  if (r.kind !== "stored") throw new Error(JSON.stringify(r));
  await drainDeliveries({ transport: () => transport });
  return (await deliveriesForMessage(r.message.id))[0];
}

test("with the demo's contact e-mail, a message is stored but not e-mailed to it, and the dashboard says why", async () => {
  await siteDemo().seed({ now: new Date(), dataDir: getDb().dataDir, timeZone: "UTC" });
  expect((await getSettings()).contact_email).toBe(DEMO_ADDRESS);
  const d = await send("During Demo");
  expect(d).toMatchObject({
    kind: "contact.notification",
    recipient: "",
    state: "queued",
    attempts: 0,
    last_error: demoRecipient(DEMO_ADDRESS),
  });
  expect(smtp.messages).toEqual([]);
  expect((await loadDashboardInbox()).email.problems).toContain(demoRecipient(DEMO_ADDRESS));
  expect(await sendTestEmail()).toEqual({ ok: false, message: demoRecipient(DEMO_ADDRESS) });
  await siteDemo().remove();
});

test("after the owner renamed the site and removed the demo, a message goes nowhere near the demo address: no recipient, said so", async () => {
  await siteDemo().seed({ now: new Date(), dataDir: getDb().dataDir, timeZone: "UTC" });
  await updateSettings({ name: "Owls of the Night" });
  await siteDemo().remove();
  expect((await getSettings()).contact_email).toBe("");
  const d = await send("After Removal");
  expect(d?.recipient).not.toBe(DEMO_ADDRESS);
  expect(d).toMatchObject({ recipient: "", state: "queued", last_error: NO_RECIPIENT });
  expect((await loadDashboardInbox()).email.problems).toContain(NO_RECIPIENT);
  expect(smtp.messages).toEqual([]);
  // The owner sets an address of their own: the waiting notification goes there.
  await updateSettings({ contact_email: "hello@owls.example" });
  await drainDeliveries({ transport: () => transport, now: () => new Date(Date.now() + 61_000) });
  expect(smtp.messages.map((m) => m.envelope.to)).toEqual([["hello@owls.example"]]);
  expect((await loadDashboardInbox()).email.problems).toEqual([]);
});

test("a delivery queued to the demo address earlier goes to the contact e-mail now set; an auto-reply to it is never sent", async () => {
  await updateSettings({ contact_email: "hello@owls.example" });
  const built = (id: string) =>
    getDelivery(id).then((d) => buildMail(d!, { configuredTo: undefined, transport: "smtp" }));
  expect(await built(await queueOne({ kind: "test", recipient: DEMO_ADDRESS }))).toMatchObject({
    mail: { to: "hello@owls.example" },
  });
  const m = (await send("Demo Visitor"))!;
  const reply = await queueOne({
    kind: "contact.autoreply",
    ref: m.message_id!,
    recipient: "Lanterns <bookings@mail.velvet-lanterns.example>",
  });
  expect(await built(reply)).toEqual({
    skip: { status: "failed", error: expect.stringContaining("demo content") },
  });
  await updateSettings({ contact_email: "" });
});

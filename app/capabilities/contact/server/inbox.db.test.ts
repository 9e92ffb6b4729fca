/** The studio inbox's operations on both databases: states, search, spam release, resend, test e-mail, demo. */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { emptyOutbox } from "./outbox.test-helpers.ts";
import { startSmtpServer, type SmtpFixture } from "~tests/fixtures/smtp-server.ts";
import { db } from "~/core/db/client.server.ts";
import {
  countByStatus,
  iterateMessages,
  listMessages,
  moveMessage,
  storeMessage,
  type NewMessage,
} from "~/capabilities/contact/server/data/messages.server.ts";
import { deliveriesForMessage } from "~/capabilities/contact/server/data/deliveries.server.ts";
import { latestTest } from "~/core/mail/data/deliveries.server.ts";
import { setTransport } from "~/core/mail/transport.server.ts";
import { createLogTransport } from "~/core/mail/transports/log.server.ts";
import { createSmtpTransport } from "~/core/mail/transports/smtp.server.ts";
import { createEmailjsTransport } from "~/core/mail/transports/emailjs.server.ts";
import { drainDeliveries } from "~/core/mail/worker.server.ts";
import { seedMessages, removeDemoMessages } from "~/capabilities/contact/demo.server.ts";
import { emailStatus } from "./email-status.server.ts";
import { createHoldEvent, moveMessageAs, notSpam, resendMessage } from "./message.server.ts";
import { sendTestEmail } from "~/core/mail/test-mail.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { getEventSummary } from "~/capabilities/events/index.server.ts";
import { getMessage } from "~/capabilities/contact/server/data/messages.server.ts";
import { getSettings, updateSettings } from "~/core/settings/settings.server.ts";
import { env } from "~/core/env.server.ts";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, TOKEN_FIELD } from "~/capabilities/contact/lib/fields.ts";
import { NO_RECIPIENT } from "~/core/mail/inbox.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { submitContact } from "./submit.server.ts";

const getDb = useTestDatabase({ MAIL_TO: "inbox@owls.example" });
const actor = { id: "u1", email: "owner@example.com" };
let smtp: SmtpFixture;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await setTransport(undefined);
  await smtp?.close();
});
beforeEach(async () => {
  await emptyOutbox();
  smtp.messages.length = 0;
  await setTransport(createLogTransport({ quiet: true }));
});

function msg(over: Partial<NewMessage> = {}): NewMessage {
  return {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: null,
    topic: "general",
    dateWanted: null,
    body: "Hello there, a plain message.",
    consent: false,
    spamReasons: [],
    ipHash: null,
    userAgent: null,
    idempotencyKey: randomBytes(16).toString("base64url"),
    ...over,
  };
}

test("status moves follow SPEC §4 and refuse the rest", async () => {
  const { message: m } = await storeMessage(msg(), () => []);
  expect(await moveMessage(m.id, "archived")).toBeNull(); // new → archived is not a move
  expect((await moveMessage(m.id, "read"))?.status).toBe("read");
  expect((await moveMessage(m.id, "archived"))?.status).toBe("archived");
  expect((await moveMessage(m.id, "read"))?.status).toBe("read");
  expect((await moveMessage(m.id, "spam"))?.status).toBe("spam");
  expect(await moveMessage(m.id, "read")).toBeNull();
  expect((await moveMessage(m.id, "new"))?.status).toBe("new");
  expect(await moveMessage("nope", "read")).toBeNull();
});

test("filters, counts and search (case-insensitive, wildcards taken literally)", async () => {
  await storeMessage(msg({ name: "Maya Okafor", body: "Festival booking for 100% fun" }), () => []);
  await storeMessage(msg({ name: "Jonas", email: "jonas@press.example", body: "Interview request" }), () => []);
  const { message: spam } = await storeMessage(
    msg({ name: "Bot", body: "cheap pills", spamReasons: ["honeypot"] }),
    () => [],
  );
  expect(spam.status).toBe("spam");
  expect(await countByStatus()).toEqual({ new: 2, read: 0, archived: 0, spam: 1 });
  expect((await listMessages()).total).toBe(2);
  expect((await listMessages({ filter: "spam" })).rows.map((r) => r.name)).toEqual(["Bot"]);
  expect((await listMessages({ filter: "all" })).total).toBe(3);
  expect((await listMessages({ q: "FESTIVAL" })).rows.map((r) => r.name)).toEqual(["Maya Okafor"]);
  expect((await listMessages({ q: "press.example" })).rows.map((r) => r.name)).toEqual(["Jonas"]);
  expect((await listMessages({ q: "100%" })).total).toBe(1);
  expect((await listMessages({ q: "%" })).total).toBe(1);
  expect((await listMessages({ q: "w_r" })).total).toBe(0); // "_" is not a wildcard
  expect((await listMessages({ q: "'; drop table messages; --" })).total).toBe(0);
  const exported = [];
  for await (const r of iterateMessages({ filter: "all" }, 2)) exported.push(r.name);
  expect(exported.sort()).toEqual(["Bot", "Jonas", "Maya Okafor"]);
});

test("not spam — deliver: back to new with a notification that goes out", async () => {
  const { message: m } = await storeMessage(msg({ spamReasons: ["too_fast"] }), () => []);
  expect((await deliveriesForMessage(m.id)).length).toBe(0);
  expect(await notSpam(actor, m.id)).toMatchObject({ ok: true });
  expect(await notSpam(actor, m.id)).toMatchObject({ ok: false });
  // One audit entry: for the release, none for the refusal.
  expect((await listAudit({ entityId: m.id })).map((a) => [a.action, a.user_email])).toEqual([
    ["message.not_spam", actor.email],
  ]);
  const t = createSmtpTransport({ url: smtp.url, from: "web@owls.example", timeoutMs: 1500 });
  await drainDeliveries({ transport: () => t });
  await t.close();
  expect(smtp.messages.map((x) => x.envelope.to)).toEqual([["inbox@owls.example"]]);
  expect((await deliveriesForMessage(m.id)).map((d) => d.state)).toEqual(["sent"]);
  expect((await countByStatus()).new).toBe(1);
});

test("resend queues a new notification (a new e-mail); spam cannot be resent", async () => {
  const { message: m } = await storeMessage(msg(), () => []);
  expect(await resendMessage(actor, m.id)).toMatchObject({ ok: true });
  expect(await resendMessage(actor, m.id)).toMatchObject({ ok: true });
  const ds = await deliveriesForMessage(m.id);
  expect(ds).toHaveLength(2);
  expect(new Set(ds.map((d) => d.id)).size).toBe(2);
  expect(await moveMessageAs(actor, m.id, "spam")).toEqual({
    ok: true,
    message: "Marked as spam. It will not be e-mailed.",
  });
  expect(await moveMessageAs(actor, m.id, "archive")).toMatchObject({ ok: false });
  expect(await resendMessage(actor, m.id)).toMatchObject({ ok: false });
  expect((await listAudit({ entityId: m.id })).map((a) => a.action).sort()).toEqual([
    "message.resend",
    "message.resend",
    "message.spam",
  ]);
});

test("send test e-mail: the exact result for log, SMTP success, SMTP refusal and a missing setting", async () => {
  expect(await sendTestEmail()).toMatchObject({
    ok: true,
    message: expect.stringContaining("Test recorded, not sent: e-mail is not set up"),
  });
  const t = createSmtpTransport({ url: smtp.url, from: "web@owls.example", timeoutMs: 1500 });
  await setTransport(t);
  expect(await sendTestEmail()).toEqual({ ok: true, message: "Test e-mail sent to inbox@owls.example." });
  expect(smtp.messages.at(-1)?.subject).toBe("Test e-mail from My Marquee site");
  smtp.rejectNext(1, 550, "5.7.1 Relaying denied");
  const refused = await sendTestEmail();
  expect(refused).toEqual({ ok: false, message: expect.stringContaining("550 5.7.1 Relaying denied") });
  expect((await latestTest())?.state).toBe("failed");
  await setTransport(createSmtpTransport({ url: undefined, from: "web@owls.example" }));
  expect(await sendTestEmail()).toEqual({ ok: false, message: expect.stringMatching(/^SMTP_URL is not set/) });
  setTestEnv({ DATA_DIR: getDb().dataDir });
  await setTransport(createLogTransport({ quiet: true }));
  expect(await sendTestEmail()).toEqual({ ok: false, message: NO_RECIPIENT });
  setTestEnv({ DATA_DIR: getDb().dataDir, MAIL_TO: "inbox@owls.example" });
});

test("the e-mail status names what is wrong", async () => {
  const log = await emailStatus();
  expect(log.transport).toBe("log");
  expect(log.problems[0]).toMatch(
    /^E-mail is not set up: nothing is e-mailed — not contact messages, RSVP confirmations, sign-up links or newsletters; messages are kept in the studio\. Choose SMTP or EmailJS in Settings → E-mail\./,
  );
  await setTransport(createSmtpTransport({ url: undefined }));
  const broken = await emailStatus();
  expect(broken.problems.join(" ")).toMatch(/SMTP_URL is not set/);
  await setTransport(createSmtpTransport({ url: smtp.url, from: "web@owls.example" }));
  expect((await emailStatus()).problems).toEqual([]);
});

test("demo messages come and go with the demo content, and are never e-mailed", async () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  await seedMessages({ now: new Date(), dataDir: getDb().dataDir, timeZone: "UTC" });
  expect((await listMessages()).total).toBe(2);
  expect(await db().selectFrom("deliveries").selectAll().execute()).toEqual([]);
  await storeMessage(msg({ name: "Real visitor" }), () => []);
  await removeDemoMessages();
  expect((await listMessages()).rows.map((r) => r.name)).toEqual(["Real visitor"]);
  log.mockRestore();
});

test("create hold event: a booking with a date wanted becomes a draft all-day event on that date, once", async () => {
  const { message: m } = await storeMessage(
    msg({ topic: "booking", dateWanted: "2099-07-01", name: "Maya Okafor" }),
    () => [],
  );
  const r = await createHoldEvent(actor, m.id);
  expect(r).toMatchObject({ ok: true, message: "Draft event created on Wed, 1 July 2099." });
  if (!r.ok) throw new Error(r.message);
  const ev = await getEventSummary(r.eventId);
  expect(ev).toMatchObject({ title: "Hold: Maya Okafor", visibility: "draft" });
  expect(ev?.startLocal).toBe("2099-07-01T00:00");
  expect((await getMessage(m.id))?.hold_event_id).toBe(r.eventId);
  expect(await createHoldEvent(actor, m.id)).toEqual({
    ok: false,
    message: "A hold event for this enquiry already exists.",
  });
  // In the acting user's studio language.
  expect(await createHoldEvent(actor, m.id, studioTranslatorFor("de"))).toEqual({
    ok: false,
    message: "Für diese Anfrage gibt es schon einen vorgemerkten Termin.",
  });
  expect(await resendMessage(actor, "no-such-message", studioTranslatorFor("de"))).toEqual({
    ok: false,
    message: "Diese Nachricht gibt es nicht mehr.",
  });
  expect((await getMessage(m.id))?.hold_event_id).toBe(r.eventId);
  const { message: press } = await storeMessage(msg({ topic: "press" }), () => []);
  expect(await createHoldEvent(actor, press.id)).toMatchObject({ ok: false });
});

test("nothing half-stored: when the outbox row fails, the message and its file are not stored either", async () => {
  const file = {
    filename: "rider.pdf",
    contentType: "application/pdf",
    sha256: "0".repeat(64),
    data: Buffer.from("%PDF-1.4\n%%EOF\n"),
  };
  // The database refuses the delivery (recipient is NOT NULL) after the message and the file went in.
  await expect(
    storeMessage(msg({ attachment: file }), () => [
      { kind: "contact.notification", recipient: null as unknown as string, transport: "log" },
    ]),
  ).rejects.toThrow();
  expect(await db().selectFrom("messages").selectAll().execute()).toEqual([]);
  expect(await db().selectFrom("message_attachments").select("message_id").execute()).toEqual([]);
  expect(await db().selectFrom("deliveries").selectAll().execute()).toEqual([]);
});

test("EmailJS without its IDs: the status the dashboard shows names each missing setting", async () => {
  await setTransport(
    createEmailjsTransport({
      apiUrl: "http://127.0.0.1:9",
      publicKey: "pk",
      serviceId: undefined,
      templateId: undefined,
    }),
  );
  const s = await emailStatus();
  expect(s.transport).toBe("emailjs");
  expect(s.problems.join(" ")).toMatch(
    /EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID are missing\. Messages wait in the queue/,
  );
  expect(s.notes.join(" ")).toMatch(/^No EmailJS private key is set/);
});

test("without MAIL_TO, notifications go to the site's contact e-mail, also one queued before that address was set", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
  const t = createSmtpTransport({ url: smtp.url, from: "web@owls.example", timeoutMs: 1500 });
  const submit = async (name: string) => {
    const fields = new URLSearchParams({
      name,
      email: "visitor@example.com",
      topic: "general",
      message: "Hello, is anybody reading this?",
      [HONEYPOT_FIELD]: "",
      [TOKEN_FIELD]: issueFormToken(env().SESSION_SECRET, Date.now() - 10_000),
      [IDEMPOTENCY_FIELD]: randomBytes(16).toString("base64url"),
    });
    const r = await submitContact({
      form: { fields, file: null, fileProblem: null },
      ip: `10.3.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      userAgent: null,
    });
    if (r.kind !== "stored") throw new Error(JSON.stringify(r));
    return r.message;
  };
  const before = (await getSettings()).contact_email;
  try {
    await updateSettings({ contact_email: "" });
    const early = await submit("Early Bird");
    await drainDeliveries({ transport: () => t });
    // Nobody to send to yet: the delivery waits, naming the setting, without using up an attempt.
    expect(await deliveriesForMessage(early.id)).toEqual([
      expect.objectContaining({ state: "queued", attempts: 0, last_error: NO_RECIPIENT }),
    ]);
    await updateSettings({ contact_email: "hello@owls.example" });
    const late = await submit("Late Comer");
    await drainDeliveries({ transport: () => t, now: () => new Date(Date.now() + 61_000) });
    expect(smtp.messages.map((m) => [m.envelope.to, m.header("reply-to")?.split(" <")[0]]).sort()).toEqual([
      [["hello@owls.example"], "Early Bird"],
      [["hello@owls.example"], "Late Comer"],
    ]);
    for (const m of [early, late])
      expect((await deliveriesForMessage(m.id))[0]).toMatchObject({ state: "sent", recipient: "hello@owls.example" });
  } finally {
    await t.close();
    await updateSettings({ contact_email: before });
    setTestEnv({ DATA_DIR: getDb().dataDir, MAIL_TO: "inbox@owls.example" });
  }
});

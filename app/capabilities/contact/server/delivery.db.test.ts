/**
 * The outbox against a real SMTP server (smtp-server on localhost), on both
 * databases: delivered with the right headers, retried after 4xx, waiting out
 * an outage, surviving a restart and a crash, failing at the SPEC §4 limit.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { emptyOutbox } from "./outbox.test-helpers.ts";
import { startSmtpServer, type SmtpFixture } from "~tests/fixtures/smtp-server.ts";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, TOKEN_FIELD } from "~/capabilities/contact/lib/fields.ts";
import { MAX_ATTEMPTS } from "~/core/mail/backoff.ts";
import { db, setDatabase, currentHandle } from "~/core/db/client.server.ts";
import { LOST_ATTEMPT, claimDue } from "~/core/mail/data/claims.server.ts";
import { retryNow, type Delivery } from "~/core/mail/data/deliveries.server.ts";
import { deliveriesForMessage } from "~/capabilities/contact/server/data/deliveries.server.ts";
import { createSmtpTransport } from "~/core/mail/transports/smtp.server.ts";
import type { Transport } from "~/core/mail/types.server.ts";
import { env } from "~/core/env.server.ts";
import { drainDeliveries, runDeliveryRound } from "~/core/mail/worker.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { submitContact } from "./submit.server.ts";

const getDb = useTestDatabase({
  MAIL_TO: "inbox@owls.example",
  MAIL_TRANSPORT: "smtp",
  MAIL_FROM: "Owls <web@owls.example>",
});

let smtp: SmtpFixture;
let transport: Transport;
const opts = () => ({ transport: () => transport, concurrency: 2 });

beforeAll(async () => {
  smtp = await startSmtpServer();
  transport = createSmtpTransport({ url: smtp.url, from: env().MAIL_FROM, timeoutMs: 1500 });
});
afterAll(async () => {
  await transport?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await emptyOutbox();
  smtp.messages.length = 0;
  smtp.acceptAll();
});

async function send(over: Record<string, string> = {}) {
  const fields = new URLSearchParams({
    name: "Ada Lovelace",
    email: `ada+${randomBytes(3).toString("hex")}@example.com`,
    topic: "booking",
    dateWanted: "2099-07-01",
    message: "We would love to book you for our summer fair.",
    [HONEYPOT_FIELD]: "",
    [TOKEN_FIELD]: issueFormToken(env().SESSION_SECRET, Date.now() - 10_000),
    [IDEMPOTENCY_FIELD]: randomBytes(16).toString("base64url"),
    ...over,
  });
  const r = await submitContact({
    form: { fields, file: null, fileProblem: null },
    ip: `10.1.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    userAgent: null,
  });
  if (r.kind !== "stored") throw new Error(`not stored: ${JSON.stringify(r)}`);
  return r.message;
}

const deliveries = async () => db().selectFrom("deliveries").selectAll().orderBy("created_at").execute();
const at = (ms: number) => () => new Date(Date.now() + ms);

test("a message arrives with the right To, Reply-To, Subject and body, and the delivery is sent", async () => {
  const m = await send({ name: "Zoë Ångström", message: "Two sets, please.\nAnd a <b>bold</b> request." });
  expect(await drainDeliveries(opts())).toBe(1);
  const [mail] = await smtp.waitFor(1);
  expect(mail!.envelope.to).toEqual(["inbox@owls.example"]);
  expect(mail!.header("reply-to")).toBe(`Zoë Ångström <${m.email}>`);
  expect(mail!.subject).toBe("[My Marquee site] Booking enquiry from Zoë Ångström");
  expect(mail!.text).toContain("Two sets, please.\nAnd a <b>bold</b> request.");
  expect(mail!.text).toContain(`/admin/inbox/${m.id}`);
  const [d] = await deliveriesForMessage(m.id);
  expect(d).toMatchObject({ state: "sent", attempts: 1, transport: "smtp", last_error: null });
  expect(d!.provider_response).toMatch(/^250/);
  expect(d!.history).toEqual([expect.objectContaining({ attempt: 1, outcome: "sent" })]);
  expect(mail!.header("message-id")).toBe(`<${d!.id}.marquee@owls.example>`);
});

test("spam is never e-mailed", async () => {
  await send({ [HONEYPOT_FIELD]: "bot was here" });
  expect(await drainDeliveries(opts())).toBe(0);
  expect(smtp.messages).toHaveLength(0);
});

test("the server answering 4xx and then accepting → delivered on retry, with both attempts in the history", async () => {
  const m = await send();
  smtp.rejectNext(1, 451, "4.7.1 Greylisted, try again later");
  await runDeliveryRound(opts());
  let [d] = await deliveriesForMessage(m.id);
  expect(d).toMatchObject({
    state: "retrying",
    attempts: 1,
    last_error: expect.stringContaining("451 4.7.1 Greylisted"),
  });
  const wait = new Date(d!.next_attempt_at).getTime() - Date.now();
  expect(wait).toBeGreaterThan(50_000);
  expect(wait).toBeLessThanOrEqual(60_000);
  // Not due yet: nothing happens.
  expect(await runDeliveryRound(opts())).toBe(0);
  // A minute later it goes through.
  expect(await runDeliveryRound({ ...opts(), now: at(61_000) })).toBe(1);
  [d] = await deliveriesForMessage(m.id);
  expect(d).toMatchObject({ state: "sent", attempts: 2, last_error: null });
  expect(d!.history.map((a) => a.outcome)).toEqual(["retry", "sent"]);
  expect(smtp.messages).toHaveLength(1);
});

test("the server down for a while → messages wait, and all arrive once it is back, each once", async () => {
  await smtp.stop();
  const sent = [await send(), await send(), await send()];
  await runDeliveryRound(opts());
  expect((await deliveries()).map((d) => d.state)).toEqual(["retrying", "retrying", "retrying"]);
  await smtp.start();
  await runDeliveryRound({ ...opts(), now: at(61_000) });
  await smtp.waitFor(3);
  expect((await deliveries()).map((d) => d.state)).toEqual(["sent", "sent", "sent"]);
  expect(smtp.messages.map((x) => x.header("reply-to")).sort()).toEqual(
    sent.map((m) => `Ada Lovelace <${m.email}>`).sort(),
  );
});

test("5xx → failed at once with the server's words; retry now → queued → sent", async () => {
  const m = await send();
  smtp.rejectNext(1, 550, "5.1.1 No such mailbox");
  await runDeliveryRound(opts());
  let [d] = await deliveriesForMessage(m.id);
  expect(d).toMatchObject({ state: "failed", last_error: expect.stringContaining("550 5.1.1 No such mailbox") });
  expect(await retryNow(d!.id)).toBe(true);
  expect(await retryNow(d!.id)).toBe(false); // already queued
  await runDeliveryRound(opts());
  [d] = await deliveriesForMessage(m.id);
  expect(d).toMatchObject({ state: "sent", attempts: 2 });
});

test("a delivery that keeps failing gives up as failed after 10 attempts", async () => {
  const m = await send();
  smtp.rejectNext(20, 421, "4.3.2 Try later");
  let offset = 0;
  for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
    await runDeliveryRound({ ...opts(), now: at(offset) });
    const [d] = await deliveriesForMessage(m.id);
    if (d!.state !== "retrying") break;
    offset = new Date(d!.next_attempt_at).getTime() - Date.now() + 1000;
  }
  const [d] = await deliveriesForMessage(m.id);
  expect(d).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS });
  expect(d!.history).toHaveLength(MAX_ATTEMPTS);
  expect(offset).toBeLessThan(72 * 3600_000);
});

test("the app restarted with a queue → nothing lost, nothing sent twice", async () => {
  await send();
  await send();
  await send();
  // "Restart": close this handle and open the same database as a new process would.
  const first = currentHandle()!;
  const second = getDb().openAnother();
  setDatabase(second);
  try {
    await drainDeliveries(opts());
    await drainDeliveries(opts());
    expect(smtp.messages).toHaveLength(3);
    expect(new Set(smtp.messages.map((x) => x.header("message-id"))).size).toBe(3);
  } finally {
    setDatabase(first);
    await second.close();
  }
});

test("a crash after claiming: the lease runs out and another worker sends it, exactly once", async () => {
  const m = await send();
  // A worker claims the delivery and dies before sending.
  const claimed: Delivery[] = await claimDue({ limit: 10 });
  expect(claimed.map((d) => d.message_id)).toEqual([m.id]);
  // While the lease holds, nobody else touches it.
  expect(await runDeliveryRound(opts())).toBe(0);
  // Three minutes later the lease has run out.
  expect(await runDeliveryRound({ ...opts(), now: at(3 * 60_000) })).toBe(1);
  expect(smtp.messages).toHaveLength(1);
  const [d] = await deliveriesForMessage(m.id);
  expect(d).toMatchObject({ state: "sent", attempts: 2 });
  // The lost attempt is in the history, so the studio shows what happened.
  expect(d!.history.map((a) => [a.attempt, a.outcome, a.detail])).toEqual([
    [1, "retry", LOST_ATTEMPT],
    [2, "sent", expect.stringMatching(/^250/)],
  ]);
});

test("a crash between sending and recording re-sends with the same Message-ID, never drops", async () => {
  const m = await send();
  const [claimed] = await claimDue({ limit: 10 });
  // The dead worker got as far as the SMTP server, then died before recording.
  const { buildMail } = await import("~/core/mail/build.server.ts");
  const built = await buildMail(claimed!, { configuredTo: env().MAIL_TO, transport: transport.name });
  if (!("mail" in built)) throw new Error("no mail");
  expect((await transport.send(built.mail)).status).toBe("sent");
  await runDeliveryRound({ ...opts(), now: at(3 * 60_000) });
  expect(smtp.messages).toHaveLength(2);
  expect(smtp.messages[0]!.header("message-id")).toBe(smtp.messages[1]!.header("message-id"));
  expect((await deliveriesForMessage(m.id))[0]!.state).toBe("sent");
});

test("two workers at once share the queue: every message goes out exactly once", async () => {
  for (let i = 0; i < 12; i++) await send();
  await Promise.all([drainDeliveries({ ...opts(), batch: 3 }), drainDeliveries({ ...opts(), batch: 3 })]);
  expect(smtp.messages).toHaveLength(12);
  expect(new Set(smtp.messages.map((x) => x.header("message-id"))).size).toBe(12);
  expect((await deliveries()).every((d) => d.state === "sent" && d.attempts === 1)).toBe(true);
});

test("a misconfigured transport sends nothing and leaves the message queued", async () => {
  await send();
  const broken = createSmtpTransport({ url: undefined, from: "web@owls.example" });
  expect(await runDeliveryRound({ transport: () => broken })).toBe(0);
  expect((await deliveries()).map((d) => [d.state, d.attempts])).toEqual([["queued", 0]]);
  await drainDeliveries(opts());
  expect(smtp.messages).toHaveLength(1);
});

test("a delivery whose worker dies every time ends as failed at the limit, each lost attempt in its history", async () => {
  const m = await send();
  // Each round: a worker claims the delivery and the process dies before recording anything.
  let offset = 0;
  for (let i = 0; i < MAX_ATTEMPTS + 3; i++) {
    await claimDue({ limit: 10, now: at(offset)() });
    offset += 3 * 60_000;
  }
  // The next worker finds the expired claim past the limit and gives up instead of sending again.
  expect(await runDeliveryRound({ ...opts(), now: at(offset) })).toBe(0);
  const [d] = await deliveriesForMessage(m.id);
  expect(d).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS, last_error: expect.stringMatching(/stopped/) });
  expect(d!.history).toHaveLength(MAX_ATTEMPTS);
  expect(d!.history.every((a) => a.outcome === "retry" || a.outcome === "failed")).toBe(true);
  expect(smtp.messages).toHaveLength(0);
});

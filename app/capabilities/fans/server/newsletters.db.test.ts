/**
 * Newsletters through the outbox against the real SMTP test server, on both
 * databases: the audience, queued once, resumed after a worker died holding a
 * batch (nothing lost, nothing twice), the report's counts, scheduling, the
 * test copy, and EmailJS refusing mailings.
 */
import { afterAll, beforeEach, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { startSmtpServer } from "~tests/fixtures/smtp-server.ts";
import { drainDeliveries } from "~/core/mail/worker.server.ts";
import { db } from "~/core/db/client.server.ts";
import { AppError } from "~/core/errors.ts";
import { newsletterSchema } from "../schemas.ts";
import { getMailing } from "./data/mailings.server.ts";
import { getSubscriber } from "./data/subscribers.server.ts";
import { addSubscriber } from "./fans.test-helpers.ts";
import { unsubscribe } from "./links.server.ts";
import { unsubscribeToken } from "./tokens.server.ts";
import * as N from "./newsletters.server.ts";

const smtp = await startSmtpServer();
useTestDatabase({
  MAIL_TRANSPORT: "smtp",
  SMTP_URL: smtp.url,
  MAIL_FROM: "Owls <web@owls.example>",
  MAIL_LEASE_SECONDS: "60",
});
afterAll(() => smtp.close());

const actor = { id: "owner-1", email: "owner@owls.example" };
const form = (over: Record<string, string> = {}) =>
  newsletterSchema.parse({ subject: "Spring tour", body: "We're **back** on the road.\n\n- Lyon\n- Paris", ...over });
const to = () => smtp.messages.flatMap((m) => m.envelope.to);
const lyon = { latitude: 45.764, longitude: 4.8357 };
const paris = { latitude: 48.8566, longitude: 2.3522 };

beforeEach(async () => {
  await db().deleteFrom("deliveries").execute();
  await db().deleteFrom("fan_subscribers").execute();
  smtp.messages.length = 0;
  smtp.acceptAll();
});

test("a newsletter goes to everyone who asked for all news (or those near a town), once each, with the unsubscribe headers", async () => {
  const all = await Promise.all([1, 2, 3].map((i) => addSubscriber({ email: `all-${i}@fanmail.net` })));
  const nearLyon = await addSubscriber({ email: "near-lyon@fanmail.net", wants: "near", ...lyon, radius_km: 50 });
  await addSubscriber({ email: "near-paris@fanmail.net", wants: "near", ...paris, radius_km: 50 });
  await addSubscriber({ email: "left@fanmail.net", status: "unsubscribed" });
  await addSubscriber({ email: "pending@fanmail.net", status: "pending" });

  const m = await N.createNewsletter(actor, form());
  expect((await N.audienceNow(m)).count).toBe(3);
  expect(await N.sendNow(actor, m.id)).toBe(3);
  await drainDeliveries();
  expect(to().sort()).toEqual(all.map((s) => s.email).sort());
  const mail = smtp.messages[0]!;
  expect(mail.subject).toBe("Spring tour");
  expect(mail.headers.get("list-unsubscribe")).toMatch(/^<https?:\/\/.+\/unsubscribe\/one-click\?t=/);
  expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(mail.html).toContain("<strong>back</strong>");
  expect(mail.text).toContain("We're **back** on the road.");

  // Near a town: the "all news" people there and the "near me" people whose distance covers it.
  await addSubscriber({ email: "all-in-lyon@fanmail.net", ...lyon });
  smtp.messages.length = 0;
  const local = await N.createNewsletter(actor, form({ subject: "Lyon!", town: "Lyon, FR", radius_km: "25" }));
  expect(await N.sendNow(actor, local.id)).toBe(2);
  await drainDeliveries();
  expect(to().sort()).toEqual(["all-in-lyon@fanmail.net", nearLyon.email]);
});

test("a mailing is queued once: a second send, or two at once, queue nothing more", async () => {
  await Promise.all([1, 2, 3, 4].map((i) => addSubscriber({ email: `once-${i}@fanmail.net` })));
  const m = await N.createNewsletter(actor, form());
  const results = await Promise.allSettled([N.sendNow(actor, m.id), N.sendNow(actor, m.id)]);
  expect(
    results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<number>).value),
  ).toEqual([4]);
  await expect(N.sendNow(actor, m.id)).rejects.toBeInstanceOf(AppError);
  const rows = await db().selectFrom("deliveries").select("source_ref").where("bulk_group", "=", m.id).execute();
  expect(rows).toHaveLength(4);
  expect(new Set(rows.map((r) => r.source_ref)).size).toBe(4);
});

test("a worker that dies holding a batch: the rest is resumed after the lease, nothing lost and nothing sent twice", async () => {
  const subs = await Promise.all(
    Array.from({ length: 30 }, (_, i) => addSubscriber({ email: `resume-${i}@fanmail.net` })),
  );
  const m = await N.createNewsletter(actor, form());
  await N.sendNow(actor, m.id);
  // A worker claimed eight and died before sending them (kill -9 between claim and send), 30 s ago.
  const ids = (
    await db().selectFrom("deliveries").select("id").where("bulk_group", "=", m.id).orderBy("id").execute()
  ).map((r) => r.id);
  const held = new Date(Date.now() - 30_000).toISOString();
  await db()
    .updateTable("deliveries")
    .set({ state: "sending", claimed_at: held, claim_token: "dead-worker", attempts: 1, window_attempts: 1 })
    .where("id", "in", ids.slice(0, 8))
    .execute();
  // While its lease (60 s here) holds, the others go and the held ones wait.
  await drainDeliveries({ batch: 10 });
  expect(smtp.messages).toHaveLength(22);
  expect((await N.mailingReport((await getMailing(m.id))!)).queued).toBe(8);
  // Once it runs out, the next worker takes them over.
  await drainDeliveries({ now: () => new Date(Date.now() + 60_000) });
  const got = to();
  expect(got).toHaveLength(30);
  expect(new Set(got)).toEqual(new Set(subs.map((s) => s.email)));
  const report = await N.mailingReport((await getMailing(m.id))!);
  expect(report).toMatchObject({ recipients: 30, queued: 0, sent: 30, failed: 0, skipped: 0 });
  await N.mailingsTick();
  expect((await getMailing(m.id))!.status).toBe("sent");
});

test("the report counts sent, failed, bounced, not sent and unsubscribed from it", async () => {
  const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map((i) => addSubscriber({ email: `r-${i}@fanmail.net` })));
  const m = await N.createNewsletter(actor, form());
  await N.sendNow(actor, m.id);
  // c leaves before it is sent; the server refuses the first message it gets for good.
  await unsubscribe(unsubscribeToken(c!.id, null));
  smtp.rejectNext(1, 550, "5.1.1 No such mailbox");
  await drainDeliveries({ concurrency: 1 });
  // One of those who got it unsubscribes through this mailing's link.
  const receiver = to()[0]!;
  const who = [a!, b!, d!].find((s) => s.email === receiver)!;
  await unsubscribe(unsubscribeToken(who.id, m.id));
  const r = await N.mailingReport((await getMailing(m.id))!);
  expect(r).toMatchObject({ recipients: 4, queued: 0, sent: 2, failed: 1, bounced: 1, skipped: 1, unsubscribed: 1 });
  const bounced = (await db().selectFrom("fan_subscribers").selectAll().where("status", "=", "bounced").execute())[0]!;
  expect(bounced.bounced_mailing_id).toBe(m.id);
  expect((await getSubscriber(who.id))!.unsubscribed_mailing_id).toBe(m.id);
});

test("scheduled: refused in the past, queued by the job once its time has come; the test copy goes to the studio user only", async () => {
  await addSubscriber({ email: "sched@fanmail.net" });
  const m = await N.createNewsletter(actor, form());
  await expect(N.schedule(actor, m.id, "2020-01-01T10:00", "Europe/Paris")).rejects.toMatchObject({ field: "send_at" });
  await N.sendTest(actor, m.id);
  await drainDeliveries();
  expect(to()).toEqual([actor.email]);
  expect(smtp.messages[0]!.subject).toBe("[Test] Spring tour");
  expect((await getMailing(m.id))!.status).toBe("draft");

  const at = await N.schedule(actor, m.id, "2099-06-01T09:30", "Europe/Paris");
  expect(at).toBe("2099-06-01T07:30:00.000Z");
  await N.mailingsTick(new Date("2099-06-01T07:29:00Z"));
  expect((await getMailing(m.id))!.status).toBe("scheduled");
  await N.mailingsTick(new Date("2099-06-01T07:30:01Z"));
  expect((await getMailing(m.id))!.status).toBe("sending");
  smtp.messages.length = 0;
  await drainDeliveries();
  expect(to()).toEqual(["sched@fanmail.net"]);
});

test("a sent newsletter cannot be changed or deleted; a subject on two lines is refused", async () => {
  await addSubscriber({});
  const m = await N.createNewsletter(actor, form());
  await N.sendNow(actor, m.id);
  await expect(N.updateNewsletter(actor, m.id, form({ subject: "Changed" }))).rejects.toBeInstanceOf(AppError);
  await expect(N.deleteNewsletter(actor, m.id)).rejects.toBeInstanceOf(AppError);
  expect(newsletterSchema.safeParse({ subject: "Hi\r\nBcc: all@evil.example", body: "x" }).success).toBe(false);
});

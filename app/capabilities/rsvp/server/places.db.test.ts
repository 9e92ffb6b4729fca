/**
 * RSVP's places (issue 13) on a real database (SQLite and PostgreSQL): exactly
 * `capacity` places whatever the concurrency — also from two handles on the
 * same database, as two app processes would be — the waitlist and its
 * promotion, one reply per address, idempotent check-in, and the mails.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { db } from "~/core/db/client.server.ts";
import { env } from "~/core/env.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { F } from "../lib/fields.ts";
import { composeRsvpMail } from "./compose.server.ts";
import { findReply, countsOf } from "./data/replies.server.ts";
import { rsvpConfig } from "./config.server.ts";
import { placeReply } from "./places.server.ts";
import { submitReply } from "./reply.server.ts";
import { cancelByLink, changeReply, managedReply } from "./manage.server.ts";
import { cancelGuest, checkInGuest, guestList, saveRsvpSettings } from "./studio.server.ts";
import { manageToken } from "./tokens.server.ts";
import { sendDueReminders } from "./jobs.server.ts";

const getDb = useTestDatabase();

const addr = (tag = "guest") => `${tag}-${randomBytes(4).toString("hex")}@mailbox.net`;
const ip = () => `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

function settings(over: Record<string, string> = {}): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    enabled: "on",
    capacity: "3",
    maxParty: "4",
    opens: "",
    closes: "",
    reminderHours: "0",
    q0: "",
    q1: "",
    q2: "",
    ...over,
  }))
    f.append(k, v);
  return f;
}

function reply(over: Record<string, string> = {}): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    [F.name]: "Ada",
    [F.email]: addr(),
    [F.party]: "1",
    [F.honeypot]: "",
    [F.token]: issueFormToken(env().SESSION_SECRET, Date.now() - 10_000),
    ...over,
  }))
    f.append(k, v);
  return f;
}

async function rsvpEvent(capacity: number, over: Record<string, string> = {}) {
  const e = await publishEvent({
    title: `Open rehearsal ${randomBytes(3).toString("hex")}`,
    startLocal: "2031-05-02T19:00",
  });
  const r = await saveRsvpSettings(null, e.id, "", settings({ capacity: String(capacity), ...over }));
  expect(r).toEqual({ ok: true });
  return { eventId: e.id, date: "2031-05-02" };
}

const mailsFor = (kind: string) =>
  db()
    .selectFrom("deliveries")
    .select(["source_ref", "recipient"])
    .where("source", "=", "rsvp")
    .where("source_ref", "like", `${kind}:%`)
    .execute();

test("200 simultaneous replies for 50 places give exactly 50 confirmed and 150 waitlisted (PostgreSQL: from two connection pools)", async () => {
  const { eventId, date } = await rsvpEvent(50, { maxParty: "1" });
  // node:sqlite is synchronous: a second handle in this one process would wait for a lock its own thread holds.
  // Two real processes on either database: tests/integration/rsvp-processes.db.test.ts.
  const other = getDb().dialect === "postgres" ? getDb().openAnother() : getDb().handle;
  try {
    const now = new Date().toISOString();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        placeReply(
          eventId,
          date,
          50,
          { email: `p${i}@crowd.net`, name: `Person ${i}`, party: 1, answers: [] },
          now,
          "log",
          i % 2 ? other.db : db(),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "confirmed")).toHaveLength(50);
    expect(results.filter((r) => r.status === "waitlisted")).toHaveLength(150);
    const c = await countsOf(eventId, date);
    expect(c).toMatchObject({ confirmed: 50, confirmedPlaces: 50, waitlisted: 150 });
    // Every reply queued its own mail in its own transaction.
    const mails = await db()
      .selectFrom("deliveries")
      .select("id")
      .where("source", "=", "rsvp")
      .where(
        "source_ref",
        "in",
        results.map((r) => `${r.status === "confirmed" ? "c" : "w"}:${r.replyId}`),
      )
      .execute();
    expect(mails).toHaveLength(200);
  } finally {
    if (other !== getDb().handle) await other.close();
  }
});

test("a full date waitlists; a cancel by the signed link promotes the first on the waitlist who fits and tells them", async () => {
  const { eventId, date } = await rsvpEvent(3);
  const people = [addr("a"), addr("b"), addr("c"), addr("d"), addr("e")];
  const parties = ["2", "1", "2", "1", "1"];
  const out = [];
  for (const [i, email] of people.entries())
    out.push(await submitReply({ eventId, date, form: reply({ [F.email]: email, [F.party]: parties[i]! }), ip: ip() }));
  // 2 + 1 = 3 places: the party of 2 (c) and the later singles wait.
  expect(out.map((o) => (o.kind === "done" ? o.status : o.kind))).toEqual([
    "confirmed",
    "confirmed",
    "waitlisted",
    "waitlisted",
    "waitlisted",
  ]);
  const b = (await findReply(db(), eventId, date, people[1]!))!;
  expect(await cancelByLink(manageToken(b.id, b.nonce))).toBe(true);
  // One place free: c (a party of 2) does not fit, d (1) is first who fits.
  const d = (await findReply(db(), eventId, date, people[3]!))!;
  expect(d.status).toBe("confirmed");
  expect((await findReply(db(), eventId, date, people[2]!))!.status).toBe("waitlisted");
  expect(await mailsFor("p")).toEqual([{ source_ref: `p:${d.id}`, recipient: people[3] }]);
  const told = await composeRsvpMail(`p:${d.id}`);
  if ("skip" in told) throw new Error(told.skip);
  expect(told.subject).toMatch(/^A place is yours/);
  expect(told.attachments?.[0]).toMatchObject({
    filename: expect.stringMatching(/\.ics$/),
    contentType: expect.stringContaining("text/calendar"),
  });
  expect(String(told.attachments?.[0]?.content)).toContain("BEGIN:VEVENT");
  expect(told.text).toContain("/rsvp/reply?t=");
  // The cancelled reply's mail is skipped if it had not gone yet; its link now says so.
  expect(await composeRsvpMail(`c:${b.id}`)).toEqual({ skip: expect.stringContaining("cancelled") });
  expect((await managedReply(manageToken(b.id, b.nonce)))?.reply.status).toBe("cancelled");
  // A forged or stale link does nothing.
  expect(await cancelByLink(manageToken(d.id, "not-the-nonce"))).toBe(false);
  expect((await findReply(db(), eventId, date, people[3]!))!.status).toBe("confirmed");
});

test("the same address replying twice changes its reply instead of taking more places; more than is left is refused with a message", async () => {
  const { eventId, date } = await rsvpEvent(4);
  await submitReply({ eventId, date, form: reply(), ip: ip() });
  const email = addr();
  expect(
    await submitReply({ eventId, date, form: reply({ [F.email]: email, [F.party]: "1" }), ip: ip() }),
  ).toMatchObject({ kind: "done", status: "confirmed" });
  expect(
    await submitReply({
      eventId,
      date,
      form: reply({
        [F.email]: email.toUpperCase().replace("MAILBOX.NET", "mailbox.net"),
        [F.party]: "3",
        [F.name]: "Ada L.",
      }),
      ip: ip(),
    }),
  ).toMatchObject({ kind: "done", status: "updated" });
  const c = await countsOf(eventId, date);
  expect(c).toMatchObject({ confirmed: 2, confirmedPlaces: 4 });
  expect((await findReply(db(), eventId, date, email))!.name).toBe("Ada L.");
  const over = await submitReply({ eventId, date, form: reply({ [F.email]: email, [F.party]: "4" }), ip: ip() });
  expect(over).toMatchObject({
    kind: "invalid",
    errors: { [F.party]: "Only 3 places are left, so your reply stays at 3." },
  });
  expect((await findReply(db(), eventId, date, email))!.party).toBe(3);
});

test("bad input gets a message per field; bots are told what people are told and nothing is stored", async () => {
  const { eventId, date } = await rsvpEvent(3, { maxParty: "2", q0: "Which voice do you sing?" });
  const bad = await submitReply({
    eventId,
    date,
    form: reply({ [F.name]: "", [F.email]: "not an address", [F.party]: "3", [F.answer(0)]: "x".repeat(250) }),
    ip: ip(),
  });
  expect(bad).toMatchObject({
    kind: "invalid",
    errors: {
      [F.name]: expect.any(String),
      [F.email]: expect.any(String),
      [F.party]: "Choose from 1 to 2 people.",
      [F.answer(0)]: expect.any(String),
    },
  });
  const email = addr("bot");
  expect(
    await submitReply({ eventId, date, form: reply({ [F.email]: email, [F.honeypot]: "http://spam" }), ip: ip() }),
  ).toMatchObject({ kind: "done" });
  expect(
    await submitReply({
      eventId,
      date,
      form: reply({ [F.email]: email, [F.token]: issueFormToken(env().SESSION_SECRET, Date.now()) }),
      ip: ip(),
    }),
  ).toMatchObject({ kind: "done" });
  expect(await findReply(db(), eventId, date, email)).toBeUndefined();
  // A header can't be smuggled in through the address.
  expect(
    await submitReply({ eventId, date, form: reply({ [F.email]: "a@b.net\r\nBcc: x@y.net" }), ip: ip() }),
  ).toMatchObject({ kind: "invalid" });
  // The answer is stored and shown with its question in the mail.
  const sung = addr();
  await submitReply({ eventId, date, form: reply({ [F.email]: sung, [F.answer(0)]: "Alto" }), ip: ip() });
  const r = (await findReply(db(), eventId, date, sung))!;
  const mail = await composeRsvpMail(`c:${r.id}`);
  if ("skip" in mail) throw new Error(mail.skip);
  expect(mail.text).toContain("Which voice do you sing? Alto");
});

test("replies are refused before the opening time, after the closing time and when RSVP is off", async () => {
  const { eventId, date } = await rsvpEvent(3, { opens: "2031-04-01T10:00", closes: "2031-05-01T12:00" });
  const cfg = (await rsvpConfig(eventId, date))!;
  expect(cfg).toMatchObject({ opensLocal: "2031-04-01T10:00", closesLocal: "2031-05-01T12:00" });
  const at = (iso: string) => submitReply({ eventId, date, form: reply(), ip: ip(), now: new Date(iso) });
  expect(await at("2031-03-31T12:00:00Z")).toMatchObject({ kind: "closed" });
  expect(await at("2031-05-01T11:00:00Z")).toMatchObject({ kind: "closed" });
  // Token issued 10 s before the real now would be "in the future" for a past `now`; the window is checked first anyway.
  await saveRsvpSettings(null, eventId, "", settings({ enabled: "" }));
  expect(await submitReply({ eventId, date, form: reply(), ip: ip() })).toMatchObject({ kind: "closed" });
});

test("check-in is idempotent: a double tap or a retried request checks in once and is audited once", async () => {
  const { eventId, date } = await rsvpEvent(5);
  const email = addr();
  await submitReply({ eventId, date, form: reply({ [F.email]: email, [F.party]: "2" }), ip: ip() });
  const r = (await findReply(db(), eventId, date, email))!;
  const taps = await Promise.all([
    checkInGuest(null, eventId, date, r.id),
    checkInGuest(null, eventId, date, r.id),
    checkInGuest(null, eventId, date, r.id),
  ]);
  expect(taps.filter((t) => t.changed)).toHaveLength(1);
  expect((await countsOf(eventId, date)).checkedInPlaces).toBe(2);
  const audits = await db()
    .selectFrom("audit_entries")
    .select("id")
    .where("action", "=", "rsvp.checkin")
    .where("entity_id", "=", r.id)
    .execute();
  expect(audits).toHaveLength(1);
  const list = await guestList(eventId, date, email.slice(0, 8));
  expect(list.replies.map((x) => x.id)).toEqual([r.id]);
  expect(list.replies[0]).not.toHaveProperty("nonce");
});

test("raising the capacity moves the waitlist up; reminders go once, only when switched on", async () => {
  const { eventId, date } = await rsvpEvent(1);
  const [a, b] = [addr("a"), addr("b")];
  await submitReply({ eventId, date, form: reply({ [F.email]: a }), ip: ip() });
  await submitReply({ eventId, date, form: reply({ [F.email]: b }), ip: ip() });
  expect((await findReply(db(), eventId, date, b))!.status).toBe("waitlisted");
  await saveRsvpSettings(null, eventId, "", settings({ capacity: "2" }));
  const rb = (await findReply(db(), eventId, date, b))!;
  expect(rb.status).toBe("confirmed");
  expect((await mailsFor("p")).map((m) => m.source_ref)).toContain(`p:${rb.id}`);
  // 19:00 Berlin (CEST) = 17:00Z; 10 hours before, with the reminder off, then on at 24 hours.
  const before = new Date("2031-05-02T07:00:00Z");
  expect(await sendDueReminders(before)).toBe(0);
  await saveRsvpSettings(null, eventId, "", settings({ capacity: "2", reminderHours: "24" }));
  const sent = await sendDueReminders(before);
  expect(sent).toBe(2);
  expect(await sendDueReminders(before)).toBe(0);
});

test("a date of a series may have settings of its own; the others keep the event's", async () => {
  const e = await publishEvent({
    title: `Weekly choir ${randomBytes(3).toString("hex")}`,
    startLocal: "2031-05-07T19:00",
    rule: { freq: "weekly", interval: 1, count: 4 },
  });
  expect(await saveRsvpSettings(null, e.id, "", settings({ capacity: "20" }))).toEqual({ ok: true });
  expect(
    await saveRsvpSettings(null, e.id, "2031-05-14", settings({ capacity: "1", q0: "Which voice do you sing?" })),
  ).toEqual({ ok: true });
  expect(await rsvpConfig(e.id, "2031-05-07")).toMatchObject({ capacity: 20, own: false, questions: [] });
  expect(await rsvpConfig(e.id, "2031-05-14")).toMatchObject({
    capacity: 1,
    own: true,
    questions: ["Which voice do you sing?"],
  });
  // A date the series does not have takes nothing.
  expect(
    await saveRsvpSettings(null, e.id, "2031-05-15", settings()).catch((x: unknown) => (x as { code?: string }).code),
  ).toBe("not_found");
  const [a, b] = [addr(), addr()];
  await submitReply({ eventId: e.id, date: "2031-05-14", form: reply({ [F.email]: a }), ip: ip() });
  expect(
    await submitReply({ eventId: e.id, date: "2031-05-14", form: reply({ [F.email]: b }), ip: ip() }),
  ).toMatchObject({ kind: "done", status: "waitlisted" });
  expect(
    await submitReply({ eventId: e.id, date: "2031-05-07", form: reply({ [F.email]: b }), ip: ip() }),
  ).toMatchObject({ kind: "done", status: "confirmed" });
});

test("the signed link changes a reply under the same rules, and a stale link after a new reply does nothing", async () => {
  const { eventId, date } = await rsvpEvent(3, { maxParty: "3" });
  const email = addr();
  await submitReply({ eventId, date, form: reply({ [F.email]: email }), ip: ip() });
  const r = (await findReply(db(), eventId, date, email))!;
  const token = manageToken(r.id, r.nonce);
  const change = new FormData();
  change.set(F.name, "Ada Lovelace");
  change.set(F.party, "2");
  expect(await changeReply(token, change)).toMatchObject({ kind: "done", status: "updated" });
  expect(await findReply(db(), eventId, date, email)).toMatchObject({
    name: "Ada Lovelace",
    party: 2,
    status: "confirmed",
  });
  const bad = new FormData();
  bad.set(F.name, "");
  bad.set(F.party, "9");
  expect(await changeReply(token, bad)).toMatchObject({
    kind: "invalid",
    errors: { [F.name]: "Enter your name.", [F.party]: "Choose from 1 to 3 people." },
  });
  // Cancelled and replied again: a new nonce, so the first link is dead.
  expect(await cancelByLink(token)).toBe(true);
  await submitReply({ eventId, date, form: reply({ [F.email]: email }), ip: ip() });
  expect(await changeReply(token, change)).toBeNull();
  expect(await managedReply(token)).toBeNull();
});

test("the owner cancels a reply from the guest list: the waitlist moves up, and it is audited once", async () => {
  const { eventId, date } = await rsvpEvent(1);
  const [a, b] = [addr("a"), addr("b")];
  await submitReply({ eventId, date, form: reply({ [F.email]: a }), ip: ip() });
  await submitReply({ eventId, date, form: reply({ [F.email]: b }), ip: ip() });
  const ra = (await findReply(db(), eventId, date, a))!;
  expect(await cancelGuest({ id: "owner", email: "owner@example.com" }, eventId, date, ra.id)).toEqual({ promoted: 1 });
  expect(await cancelGuest({ id: "owner", email: "owner@example.com" }, eventId, date, ra.id)).toEqual({ promoted: 0 });
  expect((await findReply(db(), eventId, date, b))!.status).toBe("confirmed");
  expect(
    await db()
      .selectFrom("audit_entries")
      .select("id")
      .where("action", "=", "rsvp.cancel")
      .where("entity_id", "=", ra.id)
      .execute(),
  ).toHaveLength(1);
  // Another date's reply id is not this date's to cancel.
  expect(
    await cancelGuest(null, eventId, "2031-05-03", ra.id).catch((x: unknown) => (x as { code?: string }).code),
  ).toBe("not_found");
});

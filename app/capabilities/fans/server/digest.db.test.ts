/**
 * The new-date digest on both databases, with the SMTP test server: which
 * dates are in it (published, to come; new, moved, cancelled after it was
 * announced — each once), who gets which ("near me" only within their
 * distance), and the owner's setting (ask, weekly, never).
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeEach, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { startSmtpServer } from "~tests/fixtures/smtp-server.ts";
import { drainDeliveries } from "~/core/mail/worker.server.ts";
import { db } from "~/core/db/client.server.ts";
import { writeFanSettings } from "./data/settings.server.ts";
import { addSubscriber } from "./fans.test-helpers.ts";
import { digestTick, discardDigest, pendingChanges, refreshDigest, sendDigest, WEEK_MS } from "./digest.server.ts";

const smtp = await startSmtpServer();
useTestDatabase({ MAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url, MAIL_FROM: "Owls <web@owls.example>" });
afterAll(() => smtp.close());

const actor = { id: "owner-1", email: "owner@owls.example" };
const LYON = { latitude: 45.764, longitude: 4.8357 };
const OSLO = { latitude: 59.9139, longitude: 10.7522 };
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** An event as the events capability stores it (its tables; the events door offers no writer). */
async function addEvent(
  title: string,
  o: {
    inDays: number;
    place?: { latitude: number; longitude: number } | null;
    visibility?: "published" | "draft";
    status?: string;
  },
) {
  const id = `e-${randomBytes(4).toString("hex")}`;
  const now = iso(Date.now());
  const start = iso(Date.now() + o.inDays * DAY);
  let venue: string | null = null;
  if (o.place !== null) {
    venue = `v-${id}`;
    await db()
      .insertInto("venues")
      .values({
        id: venue,
        name: `${title} Hall`,
        address: "",
        latitude: o.place?.latitude ?? LYON.latitude,
        longitude: o.place?.longitude ?? LYON.longitude,
        website: "",
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await db()
    .insertInto("events")
    .values({
      id,
      slug: id,
      title,
      description: "",
      start_local: start.slice(0, 16),
      end_local: null,
      starts_at: start,
      ends_at: null,
      all_day: 0,
      time_zone: "UTC",
      venue_id: venue,
      status: (o.status ?? "scheduled") as never,
      visibility: o.visibility ?? "published",
      image_upload_id: null,
      previous_starts_at: null,
      recurrence: null,
      night_before: 0,
      span_start_at: start,
      span_end_at: start,
      sequence: 0,
      published_at: now,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  return id;
}

const move = (id: string, inDays: number) => {
  const start = iso(Date.now() + inDays * DAY);
  return db()
    .updateTable("events")
    .set({ start_local: start.slice(0, 16), starts_at: start, span_start_at: start, span_end_at: start })
    .where("id", "=", id)
    .execute();
};
const to = (address: string) => smtp.messages.filter((m) => m.envelope.to.includes(address));

beforeEach(async () => {
  for (const t of ["deliveries", "fan_mailings", "fan_announced", "fan_subscribers", "events", "venues"] as const)
    await db().deleteFrom(t).execute();
  await writeFanSettings({ digest_mode: "ask", last_digest_at: null });
  smtp.messages.length = 0;
});

test("published dates to come are announced once: new, then moved, then cancelled; drafts and past dates never", async () => {
  const gig = await addEvent("Lyon gig", { inDays: 10 });
  await addEvent("Secret draft", { inDays: 12, visibility: "draft" });
  await addEvent("Last year", { inDays: -30 });
  expect((await pendingChanges()).map((i) => [i.title, i.change])).toEqual([["Lyon gig", "new"]]);
  await addSubscriber({ email: "all@fanmail.net" });
  expect(await sendDigest(actor)).toBe(1);
  expect(await pendingChanges()).toEqual([]);
  expect(await refreshDigest()).toBeUndefined();

  await move(gig, 11);
  const moved = await pendingChanges();
  expect(moved).toEqual([expect.objectContaining({ change: "moved", movedFrom: expect.any(String) })]);
  await sendDigest(actor);
  await db()
    .updateTable("events")
    .set({ status: "cancelled" as never })
    .where("id", "=", gig)
    .execute();
  expect((await pendingChanges()).map((i) => i.change)).toEqual(["cancelled"]);
  await sendDigest(actor);
  expect(await pendingChanges()).toEqual([]);

  await drainDeliveries();
  const mails = to("all@fanmail.net");
  expect(mails.map((m) => m.subject)).toEqual([
    expect.stringMatching(/^1 new date from /),
    expect.stringMatching(/^1 new date from /),
    expect.stringMatching(/^1 new date from /),
  ]);
  // (The outbox does not promise their order.)
  expect(mails.map((m) => /(New|Moved|Cancelled): /.exec(m.text)?.[1]).sort()).toEqual(["Cancelled", "Moved", "New"]);
  expect(
    mails.every(
      (m) => m.text.includes("Lyon gig") && !m.text.includes("Secret draft") && !m.text.includes("Last year"),
    ),
  ).toBe(true);
});

test("'near me' subscribers get only the dates within their distance; nobody near gets nothing at all", async () => {
  await addEvent("Lyon gig", { inDays: 5, place: LYON });
  await addEvent("Oslo gig", { inDays: 6, place: OSLO });
  await addEvent("Somewhere", { inDays: 7, place: null });
  await addSubscriber({ email: "all@fanmail.net" });
  await addSubscriber({ email: "lyon@fanmail.net", wants: "near", latitude: 45.75, longitude: 4.85, radius_km: 50 });
  await addSubscriber({ email: "rome@fanmail.net", wants: "near", latitude: 41.9, longitude: 12.5, radius_km: 100 });
  expect(await sendDigest(actor)).toBe(2);
  await drainDeliveries();
  expect(to("all@fanmail.net")[0]!.text).toMatch(/Lyon gig[\s\S]*Oslo gig[\s\S]*Somewhere/);
  const lyon = to("lyon@fanmail.net")[0]!;
  expect(lyon.text).toContain("Lyon gig");
  expect(lyon.text).not.toContain("Oslo gig");
  expect(lyon.text).not.toContain("Somewhere");
  expect(lyon.text).toContain("Only dates within 50 km");
  expect(to("rome@fanmail.net")).toHaveLength(0);
});

test("weekly sends once a week (nothing in a week without changes); ask waits for the owner, who may drop it; never keeps nothing", async () => {
  await addSubscriber({ email: "all@fanmail.net" });
  await addEvent("First", { inDays: 20 });
  // Ask: the job keeps a draft, sends nothing.
  expect(await digestTick()).toBeNull();
  expect((await refreshDigest())!.kind).toBe("digest");
  // Dropped: those dates count as told.
  expect(await discardDigest(actor)).toBe(1);
  expect(await refreshDigest()).toBeUndefined();

  await writeFanSettings({ digest_mode: "weekly" });
  const t0 = new Date();
  await addEvent("Second", { inDays: 21 });
  expect(await digestTick(t0)).toBe(1);
  await addEvent("Third", { inDays: 22 });
  expect(await digestTick(new Date(t0.getTime() + 3 * DAY))).toBeNull();
  expect(await digestTick(new Date(t0.getTime() + WEEK_MS + 1000))).toBe(1);
  await drainDeliveries();
  expect(
    to("all@fanmail.net")
      .map((m) => (m.text.includes("Second") ? "Second" : "") + (m.text.includes("Third") ? "Third" : ""))
      .sort(),
  ).toEqual(["Second", "Third"]);
  expect(to("all@fanmail.net").some((m) => m.text.includes("First"))).toBe(false);

  await writeFanSettings({ digest_mode: "never" });
  await addEvent("Fourth", { inDays: 23 });
  expect(await refreshDigest()).toBeUndefined();
  expect(await digestTick(new Date(t0.getTime() + 3 * WEEK_MS))).toBeNull();
});

/**
 * Outbound federation on SQLite and PostgreSQL (issue 31): a published date reaches a follower's
 * Fedify-built server as a `Create` of an `Event` it verified; cancelling it sends an `Update` whose
 * summary says so; deleting it sends a `Delete`. One delivery per server (its shared inbox). A dead
 * server's delivery waits for its retry while the others go; two workers on one database deliver
 * each activity once.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { startFanServer, type FanServer } from "~tests/fixtures/fediverse-server.ts";
import { startSiteServer, type SiteServer } from "~tests/fixtures/fediverse-site.ts";
import { db, setDatabase, type Handle } from "~/core/db/client.server.ts";
import { deleteEvent, setStatus } from "~/capabilities/events/server/events.server.ts";
import { forgetFederationState } from "~/capabilities/fediverse/server/account.server.ts";
import { publishChanges } from "~/capabilities/fediverse/server/publish.server.ts";
import { drainDeliveries } from "~/capabilities/fediverse/server/deliver.server.ts";
import { upsertFollower } from "~/capabilities/fediverse/server/data/followers.server.ts";

const getDb = useTestDatabase();
let site: SiteServer;
let fan: FanServer;
let other: FanServer;
let deadOrigin: string;

beforeAll(async () => {
  site = await startSiteServer();
  fan = await startFanServer({ people: ["ada", "bo"] });
  other = await startFanServer();
  // A port that answers nothing: listen, note it, close.
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  deadOrigin = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  await new Promise((r) => s.close(r));
  setTestEnv({
    PUBLIC_URL: site.origin,
    FEDIVERSE: "true",
    FEDIVERSE_TEST_PEERS: [fan.origin, other.origin, deadOrigin].join(" "),
  });
  forgetFederationState();
  const now = new Date().toISOString();
  let n = 0;
  const follower = (origin: string, name: string, shared: string | null) =>
    upsertFollower({
      id: `f${++n}`,
      actor_uri: `${origin}/users/${name}`,
      handle: `@${name}@${new URL(origin).host}`,
      name,
      url: null,
      inbox: `${origin}/users/${name}/inbox`,
      shared_inbox: shared,
      host: new URL(origin).host,
      state: "accepted",
      follow_uri: `${origin}/follows/${n}`,
      created_at: now,
      updated_at: now,
    });
  await follower(fan.origin, "ada", `${fan.origin}/inbox`);
  await follower(fan.origin, "bo", `${fan.origin}/inbox`);
  await follower(other.origin, "fan", `${other.origin}/inbox`);
  await follower(deadOrigin, "gone", null);
});
afterAll(async () => {
  await Promise.all([site?.close(), fan?.close(), other?.close()]);
});

const inbound = (server: FanServer, type: string, objectId: string) =>
  server.received.filter(
    (r) => r.type === type && ((r.json.object as { id?: string } | undefined)?.id ?? r.json.object) === objectId,
  );

test("a new date is a Create of an Event, delivered once per server and verified there; cancelling it says so", async () => {
  const e = await publishEvent({ title: "Harbour Show", startLocal: "2031-06-12T20:00", endLocal: "2031-06-12T23:00" });
  expect(await publishChanges()).toMatchObject({ created: 1 });
  await drainDeliveries();
  const uri = `${site.origin}/events/${e.slug}`;
  const create = await fan.waitFor((r) => r.type === "Create");
  await other.waitFor((r) => r.type === "Create");
  // Both of fan's people follow: one delivery to the shared inbox.
  expect(inbound(fan, "Create", uri)).toHaveLength(1);
  expect(create.inbox).toBe("/inbox");
  expect(create.actor).toBe(`${site.origin}/ap/actors/site`);
  expect(create.json.object).toMatchObject({ type: "Event", name: "Harbour Show", id: uri });
  expect(create.raw.object).toMatchObject({
    startTime: "2031-06-12T20:00:00+02:00",
    endTime: "2031-06-12T23:00:00+02:00",
    timezone: "Europe/Berlin",
    location: { type: "Place", name: "Club", address: { postalCode: "10115", addressLocality: "Berlin" } },
  });
  // Nothing new: nothing sent.
  expect(await publishChanges()).toMatchObject({ created: 0, updated: 0, deleted: 0 });

  await setStatus(null, e.id, "cancelled");
  expect(await publishChanges()).toMatchObject({ updated: 1 });
  await drainDeliveries();
  const update = await fan.waitFor((r) => r.type === "Update");
  expect(String((update.json.object as { summary: string }).summary)).toMatch(/^Cancelled · /);
  expect(update.raw.object).toMatchObject({ id: uri, status: "CANCELLED" });

  await deleteEvent(null, e.id);
  expect(await publishChanges()).toMatchObject({ deleted: 1 });
  await drainDeliveries();
  const del = await other.waitFor((r) => r.type === "Delete");
  expect((del.json.object as { id: string }).id).toBe(uri);
});

test("the dead server's delivery waits for its retry; the others are sent; nothing is sent twice", async () => {
  const rows = await db()
    .selectFrom("fediverse_deliveries")
    .select(["host", "state", "attempts", "next_attempt_at"])
    .execute();
  const dead = rows.filter((r) => r.host === new URL(deadOrigin).host);
  // Create, Update, Delete: the first failed once and waits for its retry; the two behind it wait their turn.
  expect(dead.map((r) => `${r.state}:${r.attempts}`).sort()).toEqual(["queued:0", "queued:0", "retrying:1"]);
  expect(rows.filter((r) => r.host !== new URL(deadOrigin).host).every((r) => r.state === "sent")).toBe(true);
  for (const server of [fan, other]) {
    const ids = server.received.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  }
});

test("two workers on one database send each delivery once", async () => {
  const e = await publishEvent({ title: "Twice Show", startLocal: "2031-07-01T20:00" });
  await publishChanges();
  const second: Handle = getDb().openAnother();
  const first = getDb().handle;
  try {
    await Promise.all([
      drainDeliveries(),
      (async () => {
        // The other "process": the same code on its own connection.
        setDatabase(second);
        try {
          await drainDeliveries();
        } finally {
          setDatabase(first);
        }
      })(),
    ]);
  } finally {
    await second.close();
  }
  const uri = `${site.origin}/events/${e.slug}`;
  await fan.waitFor((r) => r.type === "Create" && (r.json.object as { id: string }).id === uri);
  expect(inbound(fan, "Create", uri)).toHaveLength(1);
  expect(inbound(other, "Create", uri)).toHaveLength(1);
});

/**
 * The events migrations that move data, on SQLite and PostgreSQL:
 *
 * - 0016-venues on events from before saved venues (issue 11): every event's
 *   venue becomes a saved venue without loss — events at the same place share
 *   one, an event with only an address gets a venue named after it, an event
 *   with no place gets none — and the events' old columns are gone;
 * - 0027-tickets on events from before ticket links (issue 13): the one
 *   ticket URL and price text become links, and back down again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, expect, inject, test } from "vitest";
import pg from "pg";
import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { testDialect, useTestDatabase } from "~tests/setup/db.ts";
import { openDatabase, type Handle } from "~/core/db/client.server.ts";
import { allMigrations, migrate } from "~/core/db/migrate.server.ts";

useTestDatabase();

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

/** A new, empty database of the run's dialect (not the app's). */
async function freshDatabase(): Promise<Handle> {
  if (testDialect() === "postgres") {
    const url = inject("postgresUrl");
    const schema = `v_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const h = openDatabase({ url, schema, poolSize: 2 });
    cleanups.push(() => h.close());
    return h;
  }
  const dir = mkdtempSync(join(tmpdir(), "marquee-venues-"));
  const h = openDatabase({ dataDir: dir });
  cleanups.push(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return h;
}

/** Every migration before `first` (the one under test): the database as it was before it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function migrateUpTo(db: Kysely<any>, first: string) {
  const schema =
    testDialect() === "postgres"
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  const some = Object.fromEntries(Object.entries(allMigrations()).filter(([name]) => name < first));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => some },
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  if (error) throw error;
}

const legacyEvent = (
  id: string,
  place: { venue_name?: string; venue_address?: string; latitude?: number | null; longitude?: number | null },
) => ({
  id,
  slug: id,
  title: `Show ${id}`,
  description: "",
  start_local: "2030-03-14T20:00",
  starts_at: "2030-03-14T19:00:00.000Z",
  time_zone: "Europe/Berlin",
  span_start_at: "2030-03-14T19:00:00.000Z",
  span_end_at: "2030-03-14T22:00:00.000Z",
  created_at: "2030-01-01T00:00:00.000Z",
  updated_at: "2030-01-01T00:00:00.000Z",
  venue_name: "",
  venue_address: "",
  latitude: null,
  longitude: null,
  ...place,
});

test("each distinct venue of the old events becomes one saved venue; events point at it; the old columns go", async () => {
  const h = await freshDatabase();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = h.db as unknown as Kysely<any>;
  await migrateUpTo(db, "0016-venues");
  const hall = {
    venue_name: "Lantern Hall",
    venue_address: "Oranienstraße 25\n10999 Berlin",
    latitude: 52.50116,
    longitude: 13.42235,
  };
  await db
    .insertInto("events")
    .values([
      legacyEvent("a", hall),
      legacyEvent("b", hall),
      legacyEvent("c", { ...hall, latitude: null, longitude: null }), // same name, no pin: another place as stored
      legacyEvent("d", { venue_address: "Koburger Str. 3, 04277 Leipzig" }),
      legacyEvent("e", { latitude: 40.7223, longitude: -73.9886 }),
      legacyEvent("f", {}),
    ])
    .execute();

  await migrate(h.db);

  const venues = await db.selectFrom("venues").selectAll().orderBy("name").execute();
  expect(
    venues.map((v) => [
      v.name,
      v.address,
      v.latitude === null ? null : Number(v.latitude),
      v.longitude === null ? null : Number(v.longitude),
      v.website,
    ]),
  ).toEqual([
    ["Koburger Str. 3", "Koburger Str. 3, 04277 Leipzig", null, null, ""],
    ["Lantern Hall", "Oranienstraße 25\n10999 Berlin", 52.50116, 13.42235, ""],
    ["Lantern Hall", "Oranienstraße 25\n10999 Berlin", null, null, ""],
    ["Venue at 40.7223, -73.9886", "", 40.7223, -73.9886, ""],
  ]);
  const events = await db.selectFrom("events").selectAll().orderBy("id").execute();
  const venueOf = (id: string) => venues.find((v) => v.id === events.find((e) => e.id === id)?.venue_id);
  expect(venueOf("a")?.id).toBe(venueOf("b")?.id);
  expect(venueOf("a")?.latitude).not.toBeNull();
  expect(venueOf("c")?.latitude).toBeNull();
  expect(venueOf("d")?.name).toBe("Koburger Str. 3");
  expect(venueOf("e")?.name).toBe("Venue at 40.7223, -73.9886");
  expect(events.find((e) => e.id === "f")?.venue_id).toBeNull();
  for (const gone of ["venue_name", "venue_address", "latitude", "longitude"])
    expect(Object.keys(events[0]!)).not.toContain(gone);
});

test("each event's ticket URL and price text become its ticket links; the old columns go; down brings them back", async () => {
  const h = await freshDatabase();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = h.db as unknown as Kysely<any>;
  await migrateUpTo(db, "0027-tickets");
  const old = (id: string, ticket_url: string, price_text: string) => {
    const { venue_name: _n, venue_address: _a, latitude: _la, longitude: _lo, ...row } = legacyEvent(id, {});
    return { ...row, ticket_url, price_text };
  };
  await db
    .insertInto("events")
    .values([
      old("a", "https://tickets.example/a", "€15"),
      old("b", "", "€10 at the door"),
      old("c", "https://tickets.example/c", "US$20 / US$15 students"),
      old("d", "", ""),
    ])
    .execute();

  await migrate(h.db);

  const rows = await db.selectFrom("events").selectAll().orderBy("id").execute();
  const links = Object.fromEntries(
    rows.map((r) => [r.id, JSON.parse(r.tickets as string) as Record<string, unknown>[]]),
  );
  expect(links.a).toMatchObject([
    {
      kind: "tickets",
      url: "https://tickets.example/a",
      priceMin: "15",
      currency: "EUR",
      note: "",
      date: null,
      onSale: null,
    },
  ]);
  expect(links.b).toMatchObject([{ kind: "door", url: "", priceMin: "10", currency: "EUR" }]);
  expect(links.c).toMatchObject([
    { kind: "tickets", url: "https://tickets.example/c", priceMin: null, note: "US$20 / US$15 students" },
  ]);
  expect(links.d).toEqual([]);
  expect(String(links.a![0]!.id)).toMatch(/^[a-z0-9]{8}$/);
  for (const gone of ["ticket_url", "price_text"]) expect(Object.keys(rows[0]!)).not.toContain(gone);

  // Down: what the one-link form could hold comes back.
  const m = allMigrations()["0027-tickets"]!;
  await m.down!(db);
  const back = await db.selectFrom("events").select(["id", "ticket_url", "price_text"]).orderBy("id").execute();
  expect(back).toEqual([
    { id: "a", ticket_url: "https://tickets.example/a", price_text: "15 EUR" },
    { id: "b", ticket_url: "", price_text: "10 EUR" },
    { id: "c", ticket_url: "https://tickets.example/c", price_text: "US$20 / US$15 students" },
    { id: "d", ticket_url: "", price_text: "" },
  ]);
});

/**
 * An export made before saved venues (its events carry venue_name,
 * venue_address, latitude and longitude; it has no venues table) imports
 * into today's site without losing a venue: the manifest's backupUpgrade
 * makes venues of them, as migration 0016-venues does for a database.
 */
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { exportSite, importSite } from "~/core/backup/backup.server.ts";
import { tarEnd, tarHeader, tarPadding } from "~/core/backup/tar.server.ts";
import { createUser } from "~/core/auth/data/users.server.ts";
import { getEventBySlug } from "./events.server.ts";
import { listVenues } from "./data/venues.server.ts";

useTestDatabase();

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** data.json of this site's export, as an archive again after `change`. */
function archiveOf(data: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(data));
  return gzipSync(Buffer.concat([tarHeader("data.json", json.length), json, tarPadding(json.length), tarEnd()]));
}

async function currentData(): Promise<{ tables: Record<string, Record<string, unknown>[]> } & Record<string, unknown>> {
  const { gunzipSync } = await import("node:zlib");
  const tar = gunzipSync(await collect(exportSite()));
  const size = parseInt(tar.subarray(124, 136).toString("ascii"), 8);
  return JSON.parse(tar.subarray(512, 512 + size).toString("utf8")) as {
    tables: Record<string, Record<string, unknown>[]>;
  };
}

const legacyEvent = (slug: string, place: Record<string, unknown>) => ({
  id: `id-${slug}`,
  slug,
  title: slug,
  description: "",
  start_local: "2030-03-14T20:00",
  end_local: null,
  starts_at: "2030-03-14T19:00:00.000Z",
  ends_at: null,
  all_day: 0,
  time_zone: "Europe/Berlin",
  ticket_url: "",
  price_text: "",
  status: "scheduled",
  visibility: "published",
  image_upload_id: null,
  previous_starts_at: null,
  recurrence: null,
  night_before: 0,
  span_start_at: "2030-03-14T19:00:00.000Z",
  span_end_at: "2030-03-14T22:00:00.000Z",
  sequence: 0,
  published_at: "2030-01-01T00:00:00.000Z",
  created_at: "2030-01-01T00:00:00.000Z",
  updated_at: "2030-01-01T00:00:00.000Z",
  venue_name: "",
  venue_address: "",
  latitude: null,
  longitude: null,
  ...place,
});

test("an export from before venues restores every event's venue as a saved venue", async () => {
  await createUser({
    email: "owner@example.com",
    displayName: "Owner",
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$AAAA$BBBB",
    role: "owner",
  });
  const data = await currentData();
  delete data.tables.venues;
  const hall = {
    venue_name: "Lantern Hall",
    venue_address: "Oranienstraße 25\n10999 Berlin",
    latitude: 52.50116,
    longitude: 13.42235,
  };
  data.tables.events = [
    legacyEvent("one", hall),
    legacyEvent("two", hall),
    legacyEvent("three", { venue_address: "Koburger Str. 3\n04277 Leipzig" }),
    legacyEvent("four", {}),
  ];

  await importSite(Readable.from(archiveOf(data)));

  const venues = await listVenues();
  expect(venues.map((v) => [v.name, v.address, v.latitude, v.longitude])).toEqual([
    ["Koburger Str. 3", "Koburger Str. 3\n04277 Leipzig", null, null],
    ["Lantern Hall", "Oranienstraße 25\n10999 Berlin", 52.50116, 13.42235],
  ]);
  const [one, two, three, four] = await Promise.all(["one", "two", "three", "four"].map((s) => getEventBySlug(s)));
  expect(one).toMatchObject({ venueName: "Lantern Hall", latitude: 52.50116 });
  expect(two!.venueId).toBe(one!.venueId);
  expect(three).toMatchObject({ venueName: "Koburger Str. 3", venueAddress: "Koburger Str. 3\n04277 Leipzig" });
  expect(four).toMatchObject({ venueId: null, venueName: "" });

  // Today's export of that site round-trips as it is (nothing is upgraded twice).
  const again = await currentData();
  await importSite(Readable.from(archiveOf(again)));
  expect((await listVenues()).length).toBe(2);
  expect((await getEventBySlug("two"))!.venueId).toBe(two!.venueId);
});

test("an export from before ticket links restores each event's ticket URL and price as ticket links", async () => {
  await createUser({
    email: "tickets-owner@example.com",
    displayName: "Owner",
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$AAAA$BBBB",
    role: "owner",
  });
  const data = await currentData();
  const old = (slug: string, ticket_url: string, price_text: string) => {
    const { venue_name: _n, venue_address: _a, latitude: _la, longitude: _lo, ...row } = legacyEvent(slug, {});
    return { ...row, venue_id: null, ticket_url, price_text };
  };
  data.tables.events = [
    old("shop", "https://tickets.example/1", "€15 / €12 concessions"),
    old("door", "", "€10 at the door"),
    old("free", "", "Free entry"),
    old("none", "", ""),
  ];

  await importSite(Readable.from(archiveOf(data)));

  const [shop, door, free, none] = await Promise.all(["shop", "door", "free", "none"].map((s) => getEventBySlug(s)));
  expect(shop!.tickets).toMatchObject([
    { kind: "tickets", url: "https://tickets.example/1", note: "€15 / €12 concessions", priceMin: null },
  ]);
  expect(door!.tickets).toMatchObject([{ kind: "door", url: "", priceMin: "10", currency: "EUR", note: "" }]);
  expect(free!.tickets).toMatchObject([{ kind: "free", url: "", note: "" }]);
  expect(none!.tickets).toEqual([]);
  expect(shop!.tickets[0]!.id).toMatch(/^[a-z0-9]{8}$/);

  // Today's export round-trips as it is: the links and their ids stay.
  await importSite(Readable.from(archiveOf(await currentData())));
  expect((await getEventBySlug("shop"))!.tickets).toEqual(shop!.tickets);
});

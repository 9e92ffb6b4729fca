/**
 * Calendar subscriptions against a real local HTTP server standing in for
 * every host (as OEMBED_BASE_URL does for media): conditional refreshes
 * (ETag / Last-Modified, 304), new and changed dates imported by the job,
 * dates gone only counted, and the refusals — a private address, a feed that
 * never ends, one that is too large — each a clear message with nothing
 * imported.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { db } from "~/core/db/client.server.ts";
import { confirmImport, importPlan } from "./imports.server.ts";
import { previewFeed, refreshFeeds, refreshFeedNow, studioFeeds, unsubscribe } from "./subscriptions.server.ts";

useTestDatabase();
/** The studio translator the import preview is read with (English). */
const tr = studioTranslatorFor("en");
const actor = { id: "u1", email: "ed@example.com" };

let server: Server;
let base = "";
let body = "";
let etag = '"v1"';
const seen: { path: string; ifNoneMatch?: string; ifModifiedSince?: string }[] = [];

const ev = (uid: string, title: string, start: string) => [
  "BEGIN:VEVENT",
  `UID:${uid}`,
  `SUMMARY:${title}`,
  `DTSTART:${start}`,
  "END:VEVENT",
];
const cal = (...events: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//T//EN",
    "X-WR-CALNAME:Venue dates",
    ...events.flat(),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? "";
    seen.push({
      path,
      ...(req.headers["if-none-match"] ? { ifNoneMatch: String(req.headers["if-none-match"]) } : {}),
      ...(req.headers["if-modified-since"] ? { ifModifiedSince: String(req.headers["if-modified-since"]) } : {}),
    });
    if (path.endsWith("/endless-slow.ics")) {
      // A feed that never ends: a line every 50 ms, forever.
      res.writeHead(200, { "content-type": "text/calendar" });
      res.write("BEGIN:VCALENDAR\r\n");
      const t = setInterval(() => res.write("X-FILL:x\r\n"), 50);
      res.on("close", () => clearInterval(t));
      return;
    }
    if (path.endsWith("/endless-fast.ics")) {
      res.writeHead(200, { "content-type": "text/calendar" });
      const chunk = "X-FILL:" + "x".repeat(64 * 1024) + "\r\n";
      const pump = () => {
        while (res.write(chunk));
      };
      res.on("drain", pump);
      pump();
      return;
    }
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, { etag });
      return res.end();
    }
    res.writeHead(200, {
      "content-type": "text/calendar; charset=utf-8",
      etag,
      "last-modified": "Tue, 01 Jan 2030 10:00:00 GMT",
    });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));

test("subscribe: preview, import; the hourly refresh asks with If-None-Match, imports new and changed dates, only counts the gone ones", async () => {
  body = cal(ev("a", "Hamburg", "20300101T190000Z"), ev("b", "Köln", "20300102T190000Z"));
  const id = await previewFeed(actor, "webcal://cal.example/venue.ics", { baseUrl: base });
  expect(seen.at(-1)).toEqual({ path: "/cal.example/venue.ics" });
  expect((await studioFeeds()).length).toBe(0);
  expect((await importPlan(id, tr)).fresh.map((r) => r.title)).toEqual(["Hamburg", "Köln"]);
  await confirmImport(actor, id, { remove: [], publish: true });
  const [feed] = await studioFeeds();
  expect(feed).toMatchObject({
    url: "https://cal.example/venue.ics",
    label: "Venue dates",
    ok: true,
    message: "2 new, 0 changed.",
    pendingRemovals: 0,
  });

  // Nothing changed: a 304, nothing written.
  expect(await refreshFeedNow(feed!.id, { baseUrl: base })).toBe("not-modified");
  expect(seen.at(-1)).toMatchObject({ ifNoneMatch: '"v1"', ifModifiedSince: "Tue, 01 Jan 2030 10:00:00 GMT" });

  body = cal(ev("a", "Hamburg (sold out)", "20300101T190000Z"), ev("c", "Berlin", "20300103T190000Z"));
  etag = '"v2"';
  // The job leaves a subscription checked within the hour alone (several app processes run it)…
  const asked = seen.length;
  await refreshFeeds({ baseUrl: base });
  expect(seen.length).toBe(asked);
  // …and takes it an hour later, in one process only.
  const later = Date.now() + 61 * 60 * 1000;
  await Promise.all([refreshFeeds({ baseUrl: base, nowMs: later }), refreshFeeds({ baseUrl: base, nowMs: later })]);
  expect(seen.length).toBe(asked + 1);
  const titles = (await db().selectFrom("events").select(["title", "status"]).orderBy("starts_at").execute()).map(
    (e) => `${e.title}/${e.status}`,
  );
  // Köln is gone from the feed but stays until the owner removes it.
  expect(titles).toEqual(["Hamburg/sold_out", "Köln/scheduled", "Berlin/scheduled"]);
  expect((await studioFeeds())[0]).toMatchObject({ ok: true, message: "1 new, 1 changed.", pendingRemovals: 1 });
  // The status is kept as a key with values: the German studio reads it in German; one written before the catalogues shows as it was.
  expect((await studioFeeds(studioTranslatorFor("de").t))[0]?.message).toBe("1 neu, 1 geändert.");
  await db()
    .updateTable("event_import_feeds")
    .set({ message: "3 new, 0 changed." })
    .where("id", "=", feed!.id)
    .execute();
  expect((await studioFeeds(studioTranslatorFor("de").t))[0]?.message).toBe("3 new, 0 changed.");

  await unsubscribe(actor, feed!.id);
  expect(await studioFeeds()).toEqual([]);
  expect(await db().selectFrom("events").select("id").execute()).toHaveLength(3);
});

test("a private address, plain http, a feed that never ends and one that is too large are refused with their message", async () => {
  const refusal = (url: string, opts = {}) =>
    previewFeed(actor, url, opts).then(
      () => "accepted",
      (e: Error) => e.message,
    );
  // Real DNS: localhost is loopback.
  expect(await refusal("https://localhost/cal.ics")).toBe(
    "That address points into a private network; only public addresses can be fetched.",
  );
  expect(
    await refusal("https://cal.example/x.ics", { resolve: async () => [{ address: "10.0.0.5", family: 4 }] }),
  ).toBe("That address points into a private network; only public addresses can be fetched.");
  // Pasted without its scheme, the same address is asked (and refused for the same reason).
  expect(await refusal("cal.example/x.ics", { resolve: async () => [{ address: "10.0.0.5", family: 4 }] })).toBe(
    "That address points into a private network; only public addresses can be fetched.",
  );
  expect(await refusal("http://cal.example/x.ics")).toBe(
    "Only https:// (or webcal://) addresses can be subscribed to.",
  );
  expect(await refusal("not a url")).toBe("Enter the calendar's address, starting with https:// or webcal://.");
  expect(await refusal("https://cal.example/endless-slow.ics", { baseUrl: base, timeoutMs: 400 })).toBe(
    "The feed did not finish in time (it may never end); nothing was imported.",
  );
  expect(await refusal("https://cal.example/endless-fast.ics", { baseUrl: base })).toBe(
    "The feed is larger than 5 MB; it was not read.",
  );
  expect(
    await db().selectFrom("event_import_previews").select("id").where("source", "like", "%endless%").execute(),
  ).toEqual([]);
  // In the acting user's studio language; a refused check keeps the key for whoever reads the list.
  expect(await refusal("http://cal.example/x.ics", { t: studioTranslatorFor("de").t })).toBe(
    "Nur https://- (oder webcal://-)Adressen können abonniert werden.",
  );
  expect(await refusal("https://cal.example/endless-fast.ics", { baseUrl: base, t: studioTranslatorFor("de").t })).toBe(
    "Der Kalender ist größer als 5 MB; er wurde nicht gelesen.",
  );
});

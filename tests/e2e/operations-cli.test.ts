/**
 * Issue 28 from the server's shell, against a running server and the same
 * build: `npm run doctor [-- --json]` (exit 0/1/2), `npm run backup -- now |
 * list | restore`, `npm run db:migrate -- --dry-run`, and /metrics with its
 * token.
 */
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { inject, expect, test } from "vitest";
import { startApp } from "./harness.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const TOKEN = "scraper-token-0123456789abcdef";

function run(script: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [join(ROOT, "scripts", script), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", MARQUEE_BUILD_DIR: inject("buildDir"), ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test("doctor, backup and the dry run from the shell; /metrics with its token", { timeout: 180_000 }, async () => {
  const app = await startApp({ METRICS_TOKEN: TOKEN });
  try {
    const env = { DATA_DIR: app.dataDir, DEMO_CONTENT: "false" };
    // A fresh site: no backup is a failure (exit 2), and --json says the same.
    const first = run("doctor.ts", ["--json"], env);
    expect(first.code).toBe(2);
    const report = JSON.parse(first.out) as {
      exitCode: number;
      checks: { id: string; status: string; fix: string | null }[];
    };
    expect(report.exitCode).toBe(2);
    expect(report.checks.find((c) => c.id === "backups")).toMatchObject({ status: "fail" });
    // The server has answered the harness's requests straight from 127.0.0.1: no proxy, as TRUST_PROXY says.
    await fetch(`${app.url}/`);
    await expect
      .poll(
        () =>
          JSON.parse(run("doctor.ts", ["--json"], env).out).checks.find((c: { id: string }) => c.id === "proxy").status,
        {
          timeout: 45_000,
          interval: 2_000,
        },
      )
      .toBe("ok");

    const now = run("backup.ts", ["now"], env);
    expect(now.code).toBe(0);
    const id =
      /^✔ Backup (\S+) written and verified: .* at .*\/backups\/marquee-backup-\d{8}T\d{6}Z-manual-\S+\.tar\.gz$/m.exec(
        now.out,
      )?.[1];
    expect(id).toBeDefined();
    expect(run("backup.ts", ["list"], env).out).toMatch(
      new RegExp(`^✔  ${id!.replace(/[-]/g, "\\-")}\\s+\\S+ \\S+\\s+manual`, "m"),
    );
    // With a verified backup, what is left are warnings (no PUBLIC_URL, no e-mail, not scheduled): exit 1.
    const text = run("doctor.ts", [], env);
    expect(text.code).toBe(1);
    expect(text.out).toMatch(/^⚠ Backups\s+Backups are not scheduled; the newest \(.+\) was taken 0 min ago\.$/m);
    expect(text.out).toMatch(/^\s+→ Set up scheduled backups under Backups/m);

    expect(run("backup.ts", ["restore", id!], env)).toMatchObject({ code: 2, err: expect.stringMatching(/Add --yes/) });
    const restored = run("backup.ts", ["restore", id!, "--yes"], env);
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(/^✔ Restored \d+ records and \d+ files\. The site as it was is backup \S+\.$/m);
    expect(run("backup.ts", ["verify", "no-such-backup"], env)).toMatchObject({
      code: 1,
      err: "✘ There is no such backup.\n",
    });

    expect(run("migrate.ts", ["--dry-run"], env).out).toMatch(
      /^Nothing to migrate on sqlite: the database is up to date\.$/m,
    );

    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    const body = await metrics.text();
    expect(body).toMatch(/^marquee_backup_last_ok 1$/m);
    expect(body).toMatch(/^marquee_http_requests_total\{group="pages",method="GET",status="2xx"\} \d+$/m);
  } finally {
    await app.stop();
  }
});

/**
 * The launch checklist's backup step (issue 25 §3), on both databases: ticked only by a verified
 * backup of the last 7 days; a failed one does not count, and a week later the step comes back.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { finishBackup, insertBackup } from "~/core/backup/data/backups.server.ts";
import { recentBackupDone } from "./onboarding.server.ts";

useTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
async function backup(startedAt: Date, state: "verified" | "failed"): Promise<void> {
  const id = `b${++n}`;
  await insertBackup({
    id,
    target_id: null,
    location: "folder",
    object_key: `${id}.marquee`,
    kind: "scheduled",
    encrypted: false,
    key_id: null,
    app_version: "test",
    started_at: startedAt.toISOString(),
  });
  await finishBackup(id, { state, verified_at: state === "verified" ? startedAt.toISOString() : null });
}

test("no backup, a failed one, a verified one, and a week later", async () => {
  const now = new Date("2026-11-28T12:00:00Z");
  expect(await recentBackupDone(now)).toBe(false);
  await backup(new Date(now.getTime() - DAY), "failed");
  expect(await recentBackupDone(now)).toBe(false);
  await backup(new Date(now.getTime() - 2 * DAY), "verified");
  expect(await recentBackupDone(now)).toBe(true);
  expect(await recentBackupDone(new Date(now.getTime() + 6 * DAY))).toBe(false);
});

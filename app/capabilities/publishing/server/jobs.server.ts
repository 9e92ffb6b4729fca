/** Publishing by itself (issue 28): every 15 s, each target set to it is published when lib/auto.ts says it is due. */
import { contentVersion } from "~/core/db/content-version.server.ts";
import { intervalJob } from "~/core/jobs/jobs.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { autoPublishDue } from "../lib/auto.ts";
import { listTargetRows } from "./data/targets.server.ts";
import { publishTarget } from "./publish.server.ts";

const seen = new Map<string, { version: string; at: number }>();

export async function autoPublishTick(now = Date.now()): Promise<void> {
  const rows = (await listTargetRows()).filter((r) => r.auto_publish === 1);
  if (rows.length === 0) return;
  const [version, settings] = [await contentVersion(), await getSettings()];
  for (const r of rows) {
    const d = autoPublishDue(
      {
        publishedVersion: r.published_version,
        publishedAt: r.published_at,
        lastAttemptAt: r.last_attempt_at,
        lastOutcome: r.last_outcome === "ok" || r.last_outcome === "failed" ? r.last_outcome : null,
        running: r.run_id !== null && r.run_lease_until !== null && Date.parse(r.run_lease_until) > now,
      },
      version,
      now,
      settings.time_zone || "UTC",
      seen.get(r.id),
    );
    if (d.seen) seen.set(r.id, d.seen);
    else seen.delete(r.id);
    // One at a time: an export is a whole server's work.
    if (d.due) await publishTarget(null, r.id);
  }
}

export const publishingJobs = [intervalJob("publish-auto", 15_000, () => autoPublishTick())];

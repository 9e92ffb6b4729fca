/**
 * One publish of the static site to a target (issue 28, ADR 2812): claim the target (one run at a
 * time, across processes), export the site into a scratch folder (`npm run export`'s script), send
 * what changed, record the hash map the target now holds and the outcome. Progress goes to the
 * target's row, where the studio reads it. A failure leaves the published site as the transport
 * promises (untouched for SFTP and git; nothing removed from a bucket) and says why.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { contentVersion } from "~/core/db/content-version.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { env } from "~/core/env.server.ts";
import { logError } from "~/core/log.server.ts";
import type { HashMap } from "../lib/plan.ts";
import * as data from "./data/targets.server.ts";
import { runExport } from "./export-run.server.ts";
import { type Progress, SendFailed, sendSite } from "./send.server.ts";
import { configOf, savedSecret } from "./targets.server.ts";
import { transportFor } from "./transport-for.server.ts";
import type { Limits } from "./transports/types.server.ts";

const LEASE_MS = 2 * 60_000;

export interface PublishOptions {
  /** Writes the site into `out` (default: the real export; tests may pass a build of their own). */
  exportSite?: (out: string, target: { siteUrl: string; basePath: string }) => Promise<void>;
  limits?: Limits;
}

export interface PublishResult {
  ok: boolean;
  message: string;
  uploaded?: number;
  bytes?: number;
  removed?: number;
}

/** Publishes now and resolves when done; null when another run holds the target. */
export async function publishTarget(
  actor: Actor | null,
  id: string,
  opts: PublishOptions = {},
): Promise<PublishResult | null> {
  const runId = newId();
  if (!(await data.claimRun(id, runId, LEASE_MS))) return null;
  const row = (await data.targetRow(id))!;
  const previous = JSON.parse(row.hash_map) as HashMap;
  const version = await contentVersion();
  const dir = join(env().DATA_DIR, "tmp", `publish-${runId}`);
  let lastNote = 0;
  const note = (p: Progress | { phase: "export" }, force = false) => {
    if (!force && Date.now() - lastNote < 250) return;
    lastNote = Date.now();
    void data
      .noteProgress(id, runId, JSON.stringify(p), LEASE_MS)
      .catch((e: unknown) => logError(e, { job: "publish" }));
  };
  const config = configOf(row);
  let result: PublishResult;
  let map = previous;
  try {
    const secret = await savedSecret(id);
    if (!secret) throw new Error("The target's password, key or token can't be read: enter it again in its settings.");
    mkdirSync(dir, { recursive: true });
    note({ phase: "export" }, true);
    const target = { siteUrl: row.site_url, basePath: row.base_path };
    await (opts.exportSite ?? ((out, t) => runExport({ out, ...t })))(dir, target);
    // GitHub Pages runs Jekyll unless told not to, and Jekyll drops folders that start with "_" (`_marquee/`).
    if (config.kind === "git") writeFileSync(join(dir, ".nojekyll"), "");
    const transport = transportFor(id, config, secret, {
      limits: opts.limits,
      onHostKey: (fp) => void data.pinHostKey(id, fp),
    });
    try {
      const r = await sendSite(transport, {
        dir,
        previous,
        runId,
        message: `Publish from Marquee (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)`,
        liveOnPut: config.kind === "s3",
        progress: (p) => note(p, p.done === p.total),
      });
      map = r.map;
      result = { ok: true, message: "", uploaded: r.uploaded, bytes: r.bytes, removed: r.removed };
      await data.finishRun(id, runId, {
        ok: true,
        message: "",
        counts: JSON.stringify({ uploaded: r.uploaded, bytes: r.bytes, removed: r.removed, unchanged: r.unchanged }),
        hashMap: JSON.stringify(map),
        version,
      });
    } finally {
      await transport.close();
    }
  } catch (e) {
    if (e instanceof SendFailed) map = e.map;
    const message = e instanceof Error ? e.message : String(e);
    result = { ok: false, message };
    await data.finishRun(id, runId, { ok: false, message, counts: "{}", hashMap: JSON.stringify(map), version: null });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await audit(actor, "publish.run", "publish_target", id, {
    ok: result.ok,
    auto: actor === null,
    uploaded: result.uploaded ?? 0,
    removed: result.removed ?? 0,
  });
  return result;
}

/** "Publish" in the studio: starts the run and returns at once (the page shows its progress). False when one is running. */
export async function startPublish(actor: Actor | null, id: string, opts: PublishOptions = {}): Promise<boolean> {
  const row = await data.targetRow(id);
  if (!row) return false;
  if (row.run_id && row.run_lease_until && Date.parse(row.run_lease_until) > Date.now()) return false;
  void publishTarget(actor, id, opts).catch((e: unknown) => logError(e, { job: "publish" }));
  return true;
}

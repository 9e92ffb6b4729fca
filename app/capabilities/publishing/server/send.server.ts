/**
 * One publish's sending, whatever the target (ADR 2812): the export's files hashed, compared with
 * the last published hash map, the new and changed ones sent, then the switch (the transport's
 * commit: renames, one git push, or the bucket's removals last). On a failure the transport's
 * abort removes what was staged, and the error says which hash map is now true of the target:
 * the previous one — or, for a bucket, where each upload is live at once, the previous one with
 * the files that arrived — so the next publish sends exactly what is still missing.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { type HashMap, planPublish, safeSitePath } from "../lib/plan.ts";
import type { Transport } from "./transports/types.server.ts";

export interface Progress {
  phase: "upload" | "switch";
  done: number;
  total: number;
  bytes: number;
}

export interface SendReport {
  uploaded: number;
  bytes: number;
  removed: number;
  unchanged: number;
  map: HashMap;
}

export class SendFailed extends Error {
  /** What the target now holds, to record as its hash map. */
  readonly map: HashMap;
  constructor(cause: unknown, map: HashMap) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "SendFailed";
    this.map = map;
  }
}

const sha256 = (file: string) =>
  new Promise<string>((done, fail) => {
    const h = createHash("sha256");
    createReadStream(file)
      .on("data", (d) => h.update(d))
      .on("error", fail)
      .on("end", () => done(h.digest("hex")));
  });

/** Every file under `dir`: its site path, hash and size. */
export async function hashSite(dir: string): Promise<Map<string, { hash: string; size: number; file: string }>> {
  const out = new Map<string, { hash: string; size: number; file: string }>();
  for (const d of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!d.isFile()) continue;
    const file = join(d.parentPath, d.name);
    const path = safeSitePath(relative(dir, file).split(sep).join("/"));
    const { size } = await stat(file);
    out.set(path, { hash: await sha256(file), size, file });
  }
  return out;
}

export async function sendSite(
  t: Transport,
  o: {
    dir: string;
    previous: HashMap;
    runId: string;
    message: string;
    /** Whether an upload is live as soon as it is sent (a bucket) rather than at the switch. */
    liveOnPut: boolean;
    progress?: (p: Progress) => void;
  },
): Promise<SendReport> {
  const files = await hashSite(o.dir);
  const next: HashMap = Object.fromEntries([...files].map(([p, f]) => [p, f.hash]));
  const plan = planPublish(o.previous, next);
  const sent: HashMap = {};
  let bytes = 0;
  const upload = await t.begin({ dir: o.dir, runId: o.runId, message: o.message });
  try {
    o.progress?.({ phase: "upload", done: 0, total: plan.upload.length, bytes });
    for (const [i, path] of plan.upload.entries()) {
      const f = files.get(path)!;
      await upload.put({ path, file: f.file, size: f.size });
      sent[path] = f.hash;
      bytes += f.size;
      o.progress?.({ phase: "upload", done: i + 1, total: plan.upload.length, bytes });
    }
    o.progress?.({ phase: "switch", done: plan.upload.length, total: plan.upload.length, bytes });
    await upload.commit(plan.remove);
  } catch (e) {
    await upload.abort().catch(() => undefined);
    throw new SendFailed(e, o.liveOnPut ? { ...o.previous, ...sent } : o.previous);
  }
  return { uploaded: plan.upload.length, bytes, removed: plan.remove.length, unchanged: plan.unchanged, map: next };
}

/**
 * The configured store: the local data folder, or the bucket STORAGE_URL
 * names (docs/deploy.md). One per process, opened on first use and again
 * when the configuration changes (tests switch between them).
 *
 * Relative imports only: scripts/storage.ts loads this with plain Node.
 */
import { env, type Env } from "../env.server.ts";
import { LocalStore } from "./local.server.ts";
import { parseS3Url, S3Store } from "./s3.server.ts";
import type { ObjectStore } from "./store.server.ts";

type StorageEnv = Pick<
  Env,
  | "DATA_DIR"
  | "STORAGE_URL"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** Opens the store a configuration names (`where` overrides STORAGE_URL's choice: the copy command opens both). */
export function openStore(e: StorageEnv, where: "configured" | "local" | "s3" = "configured"): ObjectStore {
  const kind = where === "configured" ? (e.STORAGE_URL ? "s3" : "local") : where;
  if (kind === "local") return new LocalStore(e.DATA_DIR);
  if (!e.STORAGE_URL)
    throw new Error("STORAGE_URL is not set: there is no bucket to use (STORAGE_URL=s3://bucket/prefix)");
  return new S3Store({
    ...parseS3Url(e.STORAGE_URL),
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  });
}

let current: { config: string; store: ObjectStore } | undefined;
/** The process's store, for the configuration in force. */
export function storage(): ObjectStore {
  const e = env();
  // Secrets are part of the identity so a changed key opens a new client, but they never leave this module.
  const config = [
    e.STORAGE_URL ?? "",
    e.DATA_DIR,
    e.S3_ENDPOINT ?? "",
    e.S3_REGION,
    e.S3_ACCESS_KEY_ID ?? "",
    e.S3_SECRET_ACCESS_KEY ?? "",
    e.S3_FORCE_PATH_STYLE,
  ].join("\n");
  if (current?.config !== config) {
    current?.store.close();
    current = { config, store: openStore(e) };
  }
  return current.store;
}

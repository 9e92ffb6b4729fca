/** A target's transport from its saved settings (or a form's, for "Test" before saving). */
import { join } from "node:path";
import { env } from "~/core/env.server.ts";
import type { Kind } from "../schemas.ts";
import { gitTransport } from "./transports/git.server.ts";
import { s3Transport } from "./transports/s3.server.ts";
import { sftpTransport } from "./transports/sftp.server.ts";
import { DEFAULT_LIMITS, type Limits, type Transport } from "./transports/types.server.ts";

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  accessKeyId: string;
  forcePathStyle: boolean;
}
export interface SftpConfig {
  host: string;
  port: number;
  username: string;
  path: string;
  auth: "password" | "key";
  hostKey: string;
}
export interface GitConfig {
  url: string;
  branch: string;
  username: string;
}
export type TargetConfig =
  | { kind: "s3"; settings: S3Config }
  | { kind: "sftp"; settings: SftpConfig }
  | { kind: "git"; settings: GitConfig };

/** Where git keeps its local copy of a target's branch (what the remote already has). */
export const gitRepoDir = (id: string) => join(env().DATA_DIR, "publish", `${id.replace(/[^\w-]/g, "_")}.git`);

export function transportFor(
  id: string,
  c: TargetConfig,
  secret: string,
  opts: { limits?: Limits; onHostKey?: (fingerprint: string) => void } = {},
): Transport {
  const limits = opts.limits ?? DEFAULT_LIMITS;
  switch (c.kind) {
    case "s3":
      return s3Transport(c.settings, secret, limits);
    case "sftp":
      return sftpTransport(
        c.settings,
        c.settings.auth === "key" ? { privateKey: secret } : { password: secret },
        limits,
        opts.onHostKey,
      );
    case "git":
      return gitTransport(c.settings, secret, limits, gitRepoDir(id));
  }
}

/** A short "where" for the studio's list: the bucket, the host and folder, the repository and branch. */
export function whereOf(c: TargetConfig): string {
  switch (c.kind) {
    case "s3":
      return `${c.settings.bucket}${c.settings.prefix ? `/${c.settings.prefix}` : ""}${c.settings.endpoint ? ` · ${new URL(c.settings.endpoint).host}` : ""}`;
    case "sftp":
      return `${c.settings.username}@${c.settings.host}:${c.settings.path}`;
    case "git":
      return `${c.settings.url} · ${c.settings.branch}`;
  }
}

export const isKind = (k: string): k is Kind => k === "s3" || k === "sftp" || k === "git";

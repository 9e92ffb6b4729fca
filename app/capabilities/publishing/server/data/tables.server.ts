/** The publishing capability's table, merged into the core's Database type. */
import type { Generated } from "kysely";

export interface PublishTargetsTable {
  id: string;
  name: string;
  kind: string;
  /** JSON: the kind's settings without the secret. */
  settings: string;
  /** The kind's secret (S3 secret key, SFTP password or private key, git token), sealed. */
  secret: string;
  site_url: string;
  base_path: string;
  auto_publish: number;
  /** JSON: site path → SHA-256 of what the target holds. */
  hash_map: Generated<string>;
  published_at: string | null;
  /** The site's content version that was published (auto-publish compares it). */
  published_version: string | null;
  last_attempt_at: string | null;
  last_outcome: string | null;
  last_message: Generated<string>;
  /** JSON: { uploaded, bytes, removed, unchanged }. */
  last_counts: Generated<string>;
  /** The publish running now, and until when its process holds it. */
  run_id: string | null;
  run_lease_until: string | null;
  /** JSON: { phase, done, total, bytes }. */
  run_progress: Generated<string>;
  created_at: string;
  updated_at: string;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    publish_targets: PublishTargetsTable;
  }
}

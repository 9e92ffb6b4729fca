/** Row types of the import tables (migrations/0028-event-imports.server.ts). */

export interface EventImportOriginsTable {
  event_id: string;
  /** "file:<calendar or file name>" or "feed:<subscription id>": what "removed at the source" is measured against. */
  source: string;
  /** The iCalendar UID (or "<UID>#<date>", or a CSV key) that matches the event again. */
  uid: string;
  /** lib/import/types.ts fingerprint() of what was imported last. */
  fingerprint: string;
  imported_at: string;
}

export interface EventImportFeedsTable {
  id: string;
  url: string;
  label: string;
  publish: number;
  etag: string | null;
  last_modified: string | null;
  checked_at: string | null;
  ok: number;
  /** What the last refresh did, or why it failed. */
  message: string;
  /** Events no longer in the feed, waiting for the owner to remove or keep them. */
  pending_removals: number;
  created_at: string;
}

export interface EventImportPreviewsTable {
  id: string;
  source: string;
  label: string;
  feed_id: string | null;
  /** JSON ParsedImport. */
  payload: string;
  created_by: string | null;
  created_at: string;
}

export interface EventImportTables {
  event_import_origins: EventImportOriginsTable;
  event_import_feeds: EventImportFeedsTable;
  event_import_previews: EventImportPreviewsTable;
}

declare module "~/core/db/schema.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the import tables to the database type
  interface Database extends EventImportTables {}
}

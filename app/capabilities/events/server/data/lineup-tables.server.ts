/** Row types of the line-up tables (migration 0321, issue 32 §1), merged into the core's Database type. */

export interface EventPerformersTable {
  id: string;
  event_id: string;
  position: number;
  name: string;
  role: string; // PerformerRole
  kind: string; // PerformerKind
  self: number;
  url: string;
  image_upload_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventRunningTable {
  event_id: string;
  date: string; // the occurrence key
  doors_local: string | null;
  curfew_local: string | null;
  updated_at: string;
}

export interface EventSetsTable {
  id: string;
  event_id: string;
  date: string;
  performer_id: string | null;
  label: string;
  stage: string;
  start_local: string;
  end_local: string | null;
  created_at: string;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    event_performers: EventPerformersTable;
    event_running: EventRunningTable;
    event_sets: EventSetsTable;
  }
}

/** The press capability's tables, merged into the core's Database type. */
export interface PressKitTable {
  id: number;
  short_bio: string;
  long_bio: string;
  photos: string;
  quotes: string;
  contacts: string;
  played: string;
  visibility: string;
  token: string;
  updated_at: string;
}

export interface PressFilesTable {
  slot: string;
  mime: string;
  data: Uint8Array;
  size: number;
  width: number;
  height: number;
  updated_at: string;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    press_kit: PressKitTable;
    press_files: PressFilesTable;
  }
}

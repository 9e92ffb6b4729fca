/** The press capability's table, merged into the core's Database type. */
export interface PressKitTable {
  id: number;
  short_bio: string;
  long_bio: string;
  photos: string;
  quotes: string;
  visibility: string;
  token: string;
  updated_at: string;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    press_kit: PressKitTable;
  }
}

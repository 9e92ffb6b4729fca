/** The legal capability's table, merged into the core's Database type. */
import type { LegalField } from "~/capabilities/legal/lib/notice.ts";

export type LegalNoticeTable = Record<LegalField | "country", string> & { id: number; updated_at: string };

declare module "~/core/db/schema.server.ts" {
  interface Database {
    legal_notice: LegalNoticeTable;
  }
}

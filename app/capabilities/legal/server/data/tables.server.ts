/** The legal capability's table, merged into the core's Database type. */
import type { LegalField } from "~/capabilities/legal/lib/notice.ts";

export type LegalNoticeTable = Record<LegalField | "country", string> & { id: number; updated_at: string };

/** The published privacy notice of one language: the text shown, and the generated text it was based on. */
export interface PrivacyNoticesTable {
  locale: string;
  text: string;
  base: string;
  updated_at: string;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    legal_notice: LegalNoticeTable;
    privacy_notices: PrivacyNoticesTable;
  }
}

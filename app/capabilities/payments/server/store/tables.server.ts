/** Row types of the release's sale, its download links and codes (issue 30; migration 0300). */

export type SaleMode = "off" | "price" | "pwyw" | "free";

/** One row (id 1): how the featured release is offered. Money in minor units of the site's currency. */
export interface ReleaseSaleTable {
  id: number;
  mode: SaleMode;
  /** The price; for pay-what-you-want the suggested amount. */
  price: number;
  /** Pay what you want: the least accepted. */
  min: number;
  /** JSON string[]: the audio uploads delivered, in order. */
  tracks: string;
  updated_at: string;
}

export interface DownloadCodesTable {
  id: string;
  /** The batch's name as the owner gave it, with its date ("Spring tour · 2026-11-28"). */
  batch: string;
  /** Normalised (no dashes, upper case). */
  code: string;
  created_at: string;
  redeemed_at: string | null;
  redeemed_by: string | null;
}

export interface DownloadGrantsTable {
  id: string;
  order_id: string | null;
  code_id: string | null;
  email: string;
  language: string | null;
  expires_at: string;
  max_uses: number;
  uses: number;
  created_at: string;
  last_used_at: string | null;
}

export interface StoreTables {
  release_sale: ReleaseSaleTable;
  download_codes: DownloadCodesTable;
  download_grants: DownloadGrantsTable;
}

declare module "~/core/db/schema.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the store's tables to the database type
  interface Database extends StoreTables {}
}

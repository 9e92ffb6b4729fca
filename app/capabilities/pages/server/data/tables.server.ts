/** The pages capability's tables, merged into the core's Database type. */
export interface PagesTable {
  id: string;
  /** The address: /<slug>. Unique, never a built-in route's first segment (lib/reserved.ts). */
  slug: string;
  title: string;
  /** Markdown, rendered with the core's renderer (raw HTML off). */
  body: string;
  hero_upload_id: string | null;
  seo_title: string;
  seo_description: string;
  /** "draft" (404 to visitors, previewable in the studio) or "published". */
  status: string;
  /** 1: offered to the public navigation (the navigation editor places it). */
  in_nav: number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

/** The navigation editor's one row: the owner's arrangement (core/composition.server.ts NavChoice[] as JSON). */
export interface NavSettingsTable {
  id: number;
  items: string;
  updated_at: string;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    pages: PagesTable;
    nav_settings: NavSettingsTable;
  }
}

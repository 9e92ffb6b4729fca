/** The themes capability's one table, merged into the core's Database type. */
export interface ThemeSettingsTable {
  id: number;
  theme: string;
  scheme: string;
  accent_mode: string;
  focal_x: number;
  focal_y: number;
  home_sections: string;
  logo_type: string | null;
  logo_data: Uint8Array | null;
  logo_width: number | null;
  logo_height: number | null;
  logo_hash: string | null;
  updated_at: string;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    theme_settings: ThemeSettingsTable;
  }
}

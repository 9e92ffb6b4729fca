/**
 * Other capabilities' figures on the Insights page (issue 29: sales per event
 * and per day). A panel is data only — headline figures and tables, worded
 * and formatted by the capability that owns them in the studio user's
 * language — and Insights draws it with its own tables, so a panel looks like
 * the rest of the page and ships no component. The insights capability adds
 * the manifest field `insightsPanels` to the core's Capability by module
 * augmentation, as core/observe adds `observe`: the core knows nothing of it.
 */
import { contributions } from "~/core/capability.server.ts";
import { hasRole } from "~/core/auth/guards.server.ts";
import type { Role, User } from "~/core/auth/data/users.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";

/** What a panel is asked for: the range's days (site time zone, inclusive), its time zone, and the reader's translator. */
export interface InsightsPanelContext {
  from: string;
  to: string;
  timeZone: string;
  tr: Translator;
}

/** A table cell: text, or text that links to a studio page. */
export type InsightsCell = string | { text: string; href: string };

export interface InsightsPanelTable {
  caption: string;
  columns: { label: string; numeric?: boolean }[];
  rows: { key: string; cells: InsightsCell[] }[];
  /** Shown in the table when it has no rows. */
  empty: string;
}

/** One panel: a heading, a line under it, headline figures and tables. */
export interface InsightsPanel {
  id: string;
  title: string;
  intro?: string;
  stats: { label: string; value: string }[];
  tables: InsightsPanelTable[];
  /** A link to the capability's own page for the details. */
  more?: { text: string; href: string };
}

/** A capability's panel: its data for a range, or null to show nothing (nothing to report, feature off). */
export interface InsightsPanelPart {
  id: string;
  order: number;
  /** Who sees it (the page itself is for editors and above). */
  role: Role;
  load(ctx: InsightsPanelContext): Promise<Omit<InsightsPanel, "id"> | null>;
}

declare module "~/core/capability.server.ts" {
  interface Capability {
    /** Panels of figures on the Insights page (app/capabilities/insights/server/panels.server.ts). */
    insightsPanels?: InsightsPanelPart[];
  }
}

/** The panels `user` may see for the range, in manifest order; a panel with nothing to report is left out. */
export async function loadInsightsPanels(user: User, ctx: InsightsPanelContext): Promise<InsightsPanel[]> {
  const parts = contributions("insightsPanels").filter((p) => hasRole(user, p.role));
  const data = await Promise.all(parts.map((p) => p.load(ctx)));
  return parts.flatMap((p, i) => (data[i] ? [{ id: p.id, ...data[i] }] : []));
}

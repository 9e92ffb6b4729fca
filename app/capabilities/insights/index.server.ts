/** What other capabilities may use of Insights on the server: the Insights page's panels they fill (manifest `insightsPanels`). */
export type { InsightsPanelContext, InsightsPanelPart } from "./server/panels.server.ts";

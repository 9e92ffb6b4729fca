/** The themes step of the dashboard's "get started" checklist (issue 11): the owner has chosen the site's look. */
import { listAudit } from "~/core/audit/audit.server.ts";

const CHOICES = new Set(["theme.apply", "theme.accent", "theme.logo"]);

/** Done once a theme was applied, or the accent or logo set: the look is the owner's, not the default's. */
export async function themeChosenDone(): Promise<boolean> {
  return (await listAudit({ entity: "theme", limit: 100 })).some((e) => CHOICES.has(e.action));
}

/**
 * The line-up's part of a public event page (the events manifest's
 * `eventPage`, issue 32 §1): rendered to HTML here, so the page's JavaScript
 * carries none of it (core/ui/server-markup.server.ts); null without a line-up.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { getSettings } from "~/core/settings/settings.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { serverMarkup, type ServerMarkupData } from "~/core/ui/server-markup.server.ts";
import { Lineup } from "~/capabilities/events/components/site/Lineup.tsx";
import { getEvent } from "./data/events.server.ts";
import { dateLineup, lineupView } from "./lineup-page.server.ts";

export async function loadLineupPart(ctx: {
  eventId: string;
  date: string;
  request: Request;
}): Promise<ServerMarkupData | null> {
  const [e, l, s, tr] = await Promise.all([
    getEvent(ctx.eventId),
    dateLineup(ctx.eventId, ctx.date),
    getSettings(),
    siteI18n(),
  ]);
  if (!e) return null;
  const v = await lineupView(l, e.tz, tr.intl, { name: s.name }, ctx.date);
  return v ? serverMarkup(ctx.request, renderToStaticMarkup(<Lineup v={v} t={tr.t} />)) : null;
}

/**
 * The home page's "next events" section (SPEC §9: the next 3 dates), as finished markup: its rows travel once,
 * in the HTML, not again in the hydration data (ADR 3404).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HomeEvents } from "~/capabilities/events/components/site/HomeEvents.tsx";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { languageBase } from "~/core/i18n/request-language.server.ts";
import { serverMarkup, type ServerMarkupData } from "~/core/ui/server-markup.server.ts";
import { homeEventsData } from "./pages.server.ts";

export async function loadHomeEvents(request: Request): Promise<ServerMarkupData> {
  const [rows, tr] = await Promise.all([homeEventsData(), siteI18n()]);
  const plain = { t: tr.t, base: languageBase() };
  return serverMarkup(request, renderToStaticMarkup(createElement(HomeEvents, { data: rows, plain })));
}

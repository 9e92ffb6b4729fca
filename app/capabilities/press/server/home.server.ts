/** The press kit's home sections, as finished markup: the home page's JavaScript carries none of it. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { pressKitHasContent } from "~/capabilities/press/lib/model.ts";
import { HomePress } from "~/capabilities/press/components/site/HomePress.tsx";
import { HomePlayed, HomeQuotes } from "~/capabilities/press/components/site/HomeQuotes.tsx";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { readPressKit } from "./press.server.ts";
import { localizedKit } from "./public.server.ts";
import { serverMarkup, type ServerMarkupData } from "~/core/ui/server-markup.server.ts";

/** Shown only while the kit is public and has something in it (a private kit's address is not for every visitor). */
export async function loadHomePress(request: Request): Promise<ServerMarkupData | null> {
  const k = await readPressKit();
  if (k.visibility !== "public" || !pressKitHasContent(k)) return null;
  const tr = await siteI18n();
  const words = { heading: tr.t("press.home.heading"), text: tr.t("press.home.text"), link: tr.t("press.home.link") };
  return serverMarkup(request, renderToStaticMarkup(createElement(HomePress, { words })));
}

/** Home page quotes: the kit's first three, in the request's language; only while the kit is public (issue 34). */
export const HOME_QUOTES = 3;

export async function loadHomeQuotes(request: Request): Promise<ServerMarkupData | null> {
  const raw = await readPressKit();
  if (raw.visibility !== "public" || raw.quotes.length === 0) return null;
  const [k, tr] = await Promise.all([localizedKit(raw), siteI18n()]);
  const quotes = k.quotes.slice(0, HOME_QUOTES);
  return serverMarkup(
    request,
    renderToStaticMarkup(createElement(HomeQuotes, { quotes, heading: tr.t("press.home.quotes") })),
  );
}

/** The strip of festivals and venues played (issue 34); only while the kit is public. */
export async function loadHomePlayed(request: Request): Promise<ServerMarkupData | null> {
  const k = await readPressKit();
  if (k.visibility !== "public" || k.played.length === 0) return null;
  const tr = await siteI18n();
  return serverMarkup(
    request,
    renderToStaticMarkup(createElement(HomePlayed, { played: k.played, heading: tr.t("press.home.played") })),
  );
}

/** "/press" while the kit is public and has something in it; null otherwise (a private kit's address is not for every visitor). */
export async function publicPressPath(): Promise<string | null> {
  const k = await readPressKit();
  return k.visibility === "public" && pressKitHasContent(k) ? "/press" : null;
}

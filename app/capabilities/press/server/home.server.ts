/** The home page's press-kit link (off until the owner shows it), as finished markup: the home page's JavaScript carries none of it. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { pressKitHasContent } from "~/capabilities/press/lib/model.ts";
import { HomePress } from "~/capabilities/press/components/site/HomePress.tsx";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { readPressKit } from "./press.server.ts";
import { serverMarkup, type ServerMarkupData } from "~/core/ui/server-markup.server.ts";

/** Shown only while the kit is public and has something in it (a private kit's address is not for every visitor). */
export async function loadHomePress(request: Request): Promise<ServerMarkupData | null> {
  const k = await readPressKit();
  if (k.visibility !== "public" || !pressKitHasContent(k)) return null;
  const tr = await siteI18n();
  const words = { heading: tr.t("press.home.heading"), text: tr.t("press.home.text"), link: tr.t("press.home.link") };
  return serverMarkup(request, renderToStaticMarkup(createElement(HomePress, { words })));
}

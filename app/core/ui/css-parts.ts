/**
 * Stylesheet "parts": CSS that only some public pages use (the map, the month
 * view, an event's page, the gallery, the contact form). A route names the
 * built URLs of its parts in its handle —
 *
 *   import mapCss from "~/capabilities/location/styles.css?url";
 *   export const handle: CssPartsHandle = { css: [mapCss] };
 *
 * — the server inlines their text after the site's sheet on those pages only
 * (entry.server.tsx; ADR 0503, issue 10's 14 KB budget), and after a
 * client-side navigation the root adds a <link> for any part the document
 * does not have yet (useCssParts).
 */
import { useEffect } from "react";
import { useMatches } from "react-router";

export interface CssPartsHandle {
  css?: readonly string[];
}

/** The parts the matched routes name, in order, once each. */
export function cssPartsOf(matches: readonly { handle?: unknown }[]): string[] {
  const out = new Set<string>();
  for (const m of matches) for (const href of (m.handle as CssPartsHandle | undefined)?.css ?? []) out.add(href);
  return [...out];
}

/** After a client-side navigation: links the parts this page needs that the document lacks. */
export function useCssParts(): void {
  const parts = cssPartsOf(useMatches());
  const key = parts.join(" ");
  useEffect(() => {
    const inline = (document.getElementById("site-css")?.dataset.parts ?? "").split(" ");
    for (const href of key ? key.split(" ") : []) {
      if (inline.includes(href) || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue;
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      document.head.append(link);
    }
  }, [key]);
}

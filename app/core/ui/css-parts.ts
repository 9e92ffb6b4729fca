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
 * client-side navigation the route adds a <link> for any part the document
 * does not have yet (`useCssParts(handle)` in its component).
 */
import { useEffect } from "react";

export interface CssPartsHandle {
  css?: readonly string[];
}

/** The parts the matched routes name, in order, once each (the server's side, entry.server.tsx). */
export function cssPartsOf(matches: readonly { handle?: unknown }[]): string[] {
  const out = new Set<string>();
  for (const m of matches) for (const href of (m.handle as CssPartsHandle | undefined)?.css ?? []) out.add(href);
  return [...out];
}

/**
 * In the route that names the parts: after a client-side navigation to it, links
 * the ones the document lacks (a document load already has them inline).
 */
export function useCssParts(handle: CssPartsHandle): void {
  useEffect(() => {
    for (const href of handle.css ?? []) {
      if (
        document.getElementById("site-css")?.dataset.parts?.includes(href) ||
        document.querySelector(`link[href="${href}"]`)
      )
        continue;
      document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href }));
    }
  }, [handle]);
}

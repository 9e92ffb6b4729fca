/** The text of the CSS parts a page names (css-parts.ts), read once from the client build and kept. */
import { readFileSync } from "node:fs";
import { logWarn } from "~/core/log.server.ts";

const texts = new Map<string, string>();

/** `clientDir`: the build's client folder. A part that cannot be read is left to the browser's <link> (useCssParts). */
export function cssPartsText(hrefs: readonly string[], clientDir: URL): { css: string; inlined: string[] } {
  let css = "";
  const inlined: string[] = [];
  for (const href of hrefs) {
    let text = texts.get(href);
    if (text === undefined) {
      try {
        if (!/^\/assets\/[\w.-]+\.css$/.test(href)) throw new Error("not a built stylesheet");
        text = readFileSync(new URL(`.${href}`, clientDir), "utf8");
        texts.set(href, text);
      } catch (e) {
        logWarn(`css part ${href}: ${e instanceof Error ? e.message : String(e)}`);
        continue;
      }
    }
    css += text;
    inlined.push(href);
  }
  return { css, inlined };
}

/**
 * Rich text pasted into the Markdown editor (from a web page, a word
 * processor, an e-mail) becomes clean Markdown instead of losing its links and
 * emphasis. turndown is loaded on the first rich paste only, so it weighs
 * nothing until then; images, scripts and styles are dropped (the renderer
 * shows no images either).
 */
import type TurndownService from "turndown";

let service: Promise<TurndownService> | null = null;

function load(): Promise<TurndownService> {
  service ??= import("turndown").then(({ default: Turndown }) => {
    const t = new Turndown({
      headingStyle: "atx",
      bulletListMarker: "-",
      codeBlockStyle: "fenced",
      emDelimiter: "_",
      strongDelimiter: "**",
      linkStyle: "inlined",
    });
    t.remove([
      "script",
      "style",
      "img",
      "picture",
      "video",
      "audio",
      "iframe",
      "object",
      "head",
      "meta",
      "title",
    ] as unknown as TurndownService.Filter);
    return t;
  });
  return service;
}

/** Markdown for pasted HTML; falls back to the plain text when the HTML holds nothing worth keeping. */
export async function htmlToMarkdown(html: string, plain: string): Promise<string> {
  const t = await load();
  const md = t
    .turndown(html)
    .replace(/\u00a0/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return md || plain;
}

/** Whether pasted HTML carries formatting worth converting (not just a copied plain line wrapped in a span). */
export function hasFormatting(html: string): boolean {
  return /<(a|b|strong|i|em|h[1-6]|ul|ol|li|blockquote|p|br)\b/i.test(html);
}

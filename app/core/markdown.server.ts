/**
 * Markdown to HTML on the server (SPEC §5): raw HTML disabled, images off (they
 * would load from other hosts), links limited to http(s), mailto, tel and
 * same-site paths.
 */
import MarkdownIt from "markdown-it";

const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });
md.disable(["image"]);

const SAFE = /^(https?:|mailto:|tel:)/i;
md.validateLink = (url: string) => {
  const u = url.trim();
  if (SAFE.test(u)) return true;
  // Relative and fragment links stay on this site; anything with another scheme is refused.
  return /^(\/(?!\/)|#|\.{0,2}\/|[^:]*$)/.test(u) && !/^\/\//.test(u);
};

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx]!.attrGet("href") ?? "");
  if (/^https?:/i.test(href)) tokens[idx]!.attrSet("rel", "nofollow noopener noreferrer");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return md.render(source ?? "");
}

/** Plain text for descriptions and meta tags. */
export function markdownToText(source: string, max = 200): string {
  const text = md
    .render(source ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? text.slice(0, max - 1).trimEnd() + "…" : text;
}

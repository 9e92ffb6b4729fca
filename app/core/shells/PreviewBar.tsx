/**
 * The bar over a preview of unsaved changes (core/preview): what is previewed,
 * that nobody else sees it, and the way out, in the previewing person's studio
 * language (worded by the server). Its few styles come inline with it only
 * while previewing, so visitors' pages carry none of it.
 *
 * It sits after the page and sticks to the bottom of the window: at the top it
 * covered the site's header and menu, which some themes lay over the hero
 * picture (issue 25). In the flow at the end, it covers nothing once the page
 * is scrolled to its end.
 */
import type { ActivePreview } from "~/core/preview/preview.server.ts";

export const PREVIEW_BAR_CSS =
  ".preview-bar{position:sticky;bottom:0;z-index:1000;box-shadow:0 -4px 16px rgb(0 0 0/.25);display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:center;padding:.5rem 1rem;background:#1d1a24;color:#fff;font:600 .95rem/1.4 system-ui,sans-serif;text-align:center}.preview-bar a{color:#fff;text-decoration:underline;text-underline-offset:.15em}";

export function PreviewBar({ preview }: { preview: ActivePreview }) {
  return (
    <div className="preview-bar" role="region" aria-label={preview.region}>
      <span>{preview.text}</span>
      <a href="/admin/preview/end">{preview.end}</a>
    </div>
  );
}

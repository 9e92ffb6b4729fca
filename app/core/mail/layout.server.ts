/**
 * The look of the site's e-mails (issue 12, a platform service since issue 26):
 * HTML in the active theme's colours — with its dark palette for mail
 * programs in dark mode — and the same words as plain text. No tracking pixel,
 * no rewritten link, nothing from another host; the site's name and postal
 * address in the footer, and for a mailing the way out of it.
 */
import { findTheme, type PageTheme } from "~/core/themes/registry.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export interface Colours {
  bg: string;
  surface: string;
  fg: string;
  muted: string;
  border: string;
  accent: string;
  dark: { bg: string; surface: string; fg: string; muted: string; border: string; accent: string };
}

const FALLBACK: Colours = {
  bg: "#ffffff",
  surface: "#f4f4f5",
  fg: "#18181b",
  muted: "#52525b",
  border: "#d4d4d8",
  accent: "#1d4ed8",
  dark: { bg: "#18181b", surface: "#27272a", fg: "#f4f4f5", muted: "#a1a1aa", border: "#3f3f46", accent: "#93c5fd" },
};

const HEX = /^#[0-9a-fA-F]{3,8}$/;
const safe = (c: string | null | undefined, fallback: string) => (c && HEX.test(c) ? c : fallback);

/** The colours of a page theme (the active one: the themes capability's `activePageTheme()`), or plain ones without. */
export function mailColours(page: PageTheme | null): Colours {
  const theme = page ? findTheme(page.name) : undefined;
  if (!theme) return FALLBACK;
  const l = theme.manifest.palettes.light;
  const d = theme.manifest.palettes.dark;
  return {
    bg: safe(l.bg, FALLBACK.bg),
    surface: safe(l.surface, FALLBACK.surface),
    fg: safe(l.fg, FALLBACK.fg),
    muted: safe(l.muted, FALLBACK.muted),
    border: safe(l.border, FALLBACK.border),
    // The owner's accent is for the light page; the dark palette keeps the theme's own, which is made for it.
    accent: safe(page?.accent ?? l.accent, FALLBACK.accent),
    dark: {
      bg: safe(d.bg, FALLBACK.dark.bg),
      surface: safe(d.surface, FALLBACK.dark.surface),
      fg: safe(d.fg, FALLBACK.dark.fg),
      muted: safe(d.muted, FALLBACK.dark.muted),
      border: safe(d.border, FALLBACK.dark.border),
      accent: safe(d.accent, FALLBACK.dark.accent),
    },
  };
}

/** Who sends: the site's name and postal address, in every e-mail's footer. */
export interface SiteFooter {
  name: string;
  address: string;
}

/** A mailing's way out, in the site's language: why the mail came, and the link. */
export interface Unsubscribe {
  url: string;
  why: string;
  label: string;
}

/** The site's name and address as the footer shows them. */
export async function siteFooter(): Promise<SiteFooter> {
  const s = await getSettings();
  return { name: s.name, address: s.address };
}

/** A whole HTML e-mail around `bodyHtml` (already escaped), with the footer and, for mailings, the unsubscribe link. */
export function htmlMail(opts: {
  title: string;
  bodyHtml: string;
  colours: Colours;
  site: SiteFooter;
  unsubscribe?: Unsubscribe;
}): string {
  const c = opts.colours;
  const e = escapeHtml;
  const footer = [
    `<p style="margin:0 0 4px">${e(opts.site.name)}${opts.site.address ? `<br>${e(opts.site.address).replace(/\n/g, "<br>")}` : ""}</p>`,
    opts.unsubscribe
      ? `<p style="margin:0">${e(opts.unsubscribe.why)} <a class="m-a" href="${e(opts.unsubscribe.url)}" style="color:${c.accent}">${e(opts.unsubscribe.label)}</a></p>`
      : "",
  ].join("");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${e(opts.title)}</title><style>
@media (prefers-color-scheme: dark){.m-bg{background:${c.dark.bg}!important}.m-card{background:${c.dark.surface}!important;color:${c.dark.fg}!important;border-color:${c.dark.border}!important}.m-muted{color:${c.dark.muted}!important}.m-a{color:${c.dark.accent}!important}.m-btn{background:${c.dark.accent}!important;color:${c.dark.bg}!important}}
</style></head><body class="m-bg" style="margin:0;padding:24px 12px;background:${c.bg}">
<div class="m-card" style="max-width:600px;margin:0 auto;padding:24px;background:${c.surface};color:${c.fg};border:1px solid ${c.border};border-radius:8px;font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:16px;line-height:1.55">
${opts.bodyHtml}
<div class="m-muted" style="margin-top:32px;padding-top:16px;border-top:1px solid ${c.border};color:${c.muted};font-size:13px">${footer}</div>
</div></body></html>`;
}

export function button(href: string, label: string, c: Colours): string {
  return `<p style="margin:24px 0"><a class="m-btn" href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:${c.accent};color:${c.bg};text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(label)}</a></p>`;
}

export function textFooter(site: SiteFooter, unsubscribe?: Unsubscribe): string {
  return (
    [
      "",
      "-- ",
      site.name,
      ...(site.address ? site.address.split("\n") : []),
      ...(unsubscribe ? ["", unsubscribe.why, `${unsubscribe.label}: ${unsubscribe.url}`] : []),
    ].join("\n") + "\n"
  );
}

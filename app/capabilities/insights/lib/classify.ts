/**
 * What Insights keeps of a request, worked out from its headers: device class,
 * browser family, referrer host, campaign. Pure and cheap (it runs on every
 * public page view); never the raw user agent, address or referrer URL.
 *
 * A dozen regular expressions instead of a user-agent library: ua-parser-js 2
 * is AGPL, and a family name is all we keep (ADR 0800).
 */
export type Device = "mobile" | "tablet" | "desktop";

export const DEVICES: readonly Device[] = ["mobile", "tablet", "desktop"];

export function deviceOf(ua: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return "mobile";
  return "desktop";
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Vivaldi\//, "Vivaldi"],
  [/YaBrowser\//, "Yandex"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
  [/Safari\//, "Safari"],
];

export function browserOf(ua: string): string {
  for (const [re, name] of BROWSERS) if (re.test(ua)) return name;
  return "Other";
}

/** Referrer group: an outside host (lower case, without "www."), or the site itself, or none. */
export const REFERRER_NONE = "(none)";
export const REFERRER_SELF = "(self)";

/** The referring page's host, lower case ("" when there is none or it is not a URL). */
export function referrerHost(referer: string | null): string {
  if (!referer || !URL.canParse(referer)) return "";
  return new URL(referer).hostname.toLowerCase();
}

/** The group a referring host is kept under, given the site's own host name. */
export function referrerGroup(host: string, ownHostname: string): string {
  if (!host) return REFERRER_NONE;
  if (host === ownHostname.toLowerCase()) return REFERRER_SELF;
  return host.replace(/^www\./, "").slice(0, 100);
}

export function referrerOf(referer: string | null, ownHost: string): string {
  return referrerGroup(referrerHost(referer), ownHost.replace(/:\d+$/, ""));
}

/** A campaign value as kept: trimmed, lower case, printable, at most 60 characters; "" when there is none. */
export function campaignValue(v: string | null): string {
  if (!v) return "";
  return v
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ._~+-]/gu, "")
    .slice(0, 60);
}

/** The page a view is of: a client navigation's `/events.data` is `/events`, `/_root.data` is `/`. */
export function pagePath(pathname: string): string {
  let p = pathname;
  if (p === "/_root.data") return "/";
  if (p.endsWith(".data")) p = p.slice(0, -5);
  if (p.length > 1 && p.endsWith("/")) p = p.slice(0, -1);
  return p.slice(0, 300) || "/";
}

/** Not to be counted at all: a prefetch or prerender the visitor may never look at. */
export function isPrefetch(header: (n: string) => string | null): boolean {
  // Most views carry none of these: four lookups and no string built.
  for (const name of PURPOSE_HEADERS) {
    const purpose = header(name);
    if (purpose && /prefetch|prerender|preview/i.test(purpose)) return true;
  }
  return false;
}

const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"] as const;

/** The visitor asked not to be tracked: counted as a view, never as a (unique) visitor. */
export function optedOut(header: (n: string) => string | null): boolean {
  return header("sec-gpc") === "1" || header("dnt") === "1";
}

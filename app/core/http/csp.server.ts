/**
 * The Content-Security-Policy for every response. Scripts run only from this
 * origin or with the per-request nonce (or, for a page served from the page
 * cache, with the hashes of its inline scripts: page-cache.server.ts). Other
 * hosts appear only where a visitor's click loads them (provider players, map
 * tiles, Google Maps): each capability names its own in its manifest's `csp`.
 */
import { env } from "../env.server.ts";
import { capabilities, type CspContribution } from "../capability.server.ts";

type Directive = keyof CspContribution;

/** Every capability's hosts for one directive, without duplicates. */
function contributed(directive: Directive): string[] {
  const e = env();
  const out = new Set<string>();
  for (const c of capabilities()) for (const host of c.csp?.(e)[directive] ?? []) out.add(host);
  return [...out];
}

export function contentSecurityPolicy(inline: string | { hashes: string[] }, opts: { dev?: boolean } = {}): string {
  // Vite's HMR client and React Refresh preamble need inline/eval in dev.
  const inlineSources = opts.dev
    ? ["'unsafe-inline'", "'unsafe-eval'"]
    : typeof inline === "string"
      ? [`'nonce-${inline}'`]
      : inline.hashes;
  const merge = (base: string[], directive: Directive) => [
    ...base,
    ...contributed(directive).filter((h) => !base.includes(h)),
  ];
  const script = merge(["'self'", ...inlineSources], "script-src");
  const style = merge(["'self'", "'unsafe-inline'"], "style-src");
  const img = merge(["'self'", "data:", "blob:"], "img-src");
  const font = merge(["'self'"], "font-src");
  const connect = merge(["'self'"], "connect-src");
  if (opts.dev) connect.push("ws:", "wss:"); // the HMR websocket
  const frame = contributed("frame-src");

  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    `style-src ${style.join(" ")}`,
    `img-src ${img.join(" ")}`,
    `font-src ${font.join(" ")}`,
    `connect-src ${connect.join(" ")}`,
    "media-src 'self' blob:",
    `frame-src ${frame.length ? frame.join(" ") : "'none'"}`,
    "frame-ancestors 'self'",
    `form-action ${merge(["'self'"], "form-action").join(" ")}`,
    "base-uri 'self'",
    "object-src 'none'",
    "worker-src 'self' blob:",
  ].join("; ");
}

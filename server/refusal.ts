/**
 * How server.ts answers a request it refuses (server/request-guard.ts decides
 * which): it reads away the unread body first, so the answer reaches the
 * client instead of a connection reset; logs one warning line with the
 * request id; and sends the site's error page, styled with the site's own
 * stylesheet. Node built-ins only (see ADR 0010).
 */
import { quote } from "./request-guard.ts";

/**
 * Reads and throws away what is left of a request's body (at most `maxBytes`,
 * for at most `maxMs`), so that an answer given before the body was read
 * reaches the client: closing a socket with unread bytes makes the kernel
 * reset the connection, and the client sees that instead of the answer.
 * True when the body was read to its end.
 */
export function drainBody(
  req: NodeJS.ReadableStream & { complete: boolean; readableEnded: boolean },
  maxBytes = 16 * 1024 * 1024,
  maxMs = 5_000,
): Promise<boolean> {
  if (req.complete || req.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let read = 0;
    const done = (ended: boolean) => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onError);
      if (!ended) req.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) done(false);
    };
    const onEnd = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), maxMs);
    // Whoever was reading it (the app's body stream) has given up: take its place.
    req.removeAllListeners("data");
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onError);
    req.once("close", onError);
    req.resume();
  });
}

/** The one warning line a client's mistake gets. */
export function warningLine(requestId: string, status: number, reason: string, method: string, target: string): string {
  return `[warn] ref=${requestId} ${status} ${quote(method).slice(1, -1)} ${quote(target)}: ${reason}`;
}

const TEXT: Record<number, { title: string; body: string }> = {
  400: {
    title: "That didn't work",
    body: "Your browser sent a request this site could not read. Please check the address and try again.",
  },
  405: { title: "That didn't work", body: "This page can't be used that way." },
  413: { title: "That didn't work", body: "What was sent is too large." },
  415: { title: "That didn't work", body: "What was sent is not a form this site can read." },
  500: { title: "Something went wrong", body: "Something went wrong on our side. Please try again in a moment." },
};

/** Used when the site's own stylesheet cannot be had: the same tokens, light and dark. */
export const FALLBACK_STYLES = `<style>:root{color-scheme:light dark;--bg:#fff;--fg:#18161d;--fg-soft:#55505f;--border:#d9d6df;--accent:#6d28d9;--accent-fg:#fff;--radius:10px;--max:72rem;--font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}@media (prefers-color-scheme:dark){:root{--bg:#131118;--fg:#f2f0f5;--fg-soft:#b9b3c4;--border:#3a3545}}body{background:var(--bg);color:var(--fg);font:1rem/1.6 var(--font);margin:0}.container{max-width:var(--max);margin:0 auto;padding:0 1rem}.muted{color:var(--fg-soft)}.row{display:flex;flex-wrap:wrap;gap:.75rem}.button{display:inline-flex;align-items:center;min-height:2.75rem;padding:.5rem 1.1rem;border-radius:var(--radius);background:var(--accent);color:var(--accent-fg);font-weight:600;text-decoration:none}.button.secondary{background:var(--bg);color:var(--fg);border:1px solid var(--border)}</style>`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The error page for an answer the router never rendered: the markup of the
 * app's ErrorPage (app/core/shells/ErrorPage.tsx) with the site's
 * stylesheet (`styles`: its <style> elements), no scripts. `links` after the
 * home page's are the capabilities' (the entry's refusalLinks()).
 */
export function errorPage(
  status: number,
  o: { requestId: string; styles?: string; siteName?: string; links?: readonly { to: string; label: string }[] },
): string {
  const t = TEXT[status] ?? TEXT[status >= 500 ? 500 : 400]!;
  const title = `${t.title} · ${o.siteName || "Error"}`;
  const reference =
    status >= 500
      ? `<p>If this keeps happening, tell the site owner this reference: <code>${escapeHtml(o.requestId)}</code></p>`
      : "";
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="request-id" content="${escapeHtml(o.requestId)}"><title>${escapeHtml(title)}</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">${o.styles || FALLBACK_STYLES}</head><body><main id="main" class="container" style="padding-block:3rem"><p class="muted">Error ${status}</p><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p>${reference}<nav aria-label="Helpful links"><ul class="row" style="list-style:none;padding:0"><li><a class="button" href="/">Go to the home page</a></li>${(o.links ?? []).map((l) => `<li><a class="button secondary" href="${escapeHtml(l.to)}">${escapeHtml(l.label)}</a></li>`).join("")}</ul></nav></main></body></html>`;
}

/** The <style> elements and the site's name from a page the app rendered (its 404 page). */
export function stylesFrom(html: string): { styles: string; siteName: string } | null {
  const end = html.indexOf("</head>");
  const head = end < 0 ? html : html.slice(0, end);
  const styles = [...head.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)].map((m) => m[0].replace(/\snonce="[^"]*"/, ""));
  if (!styles.length) return null;
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "";
  const i = title.lastIndexOf(" · ");
  return { styles: styles.join(""), siteName: i >= 0 ? decodeEntities(title.slice(i + 3)) : "" };
}

const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (all, e: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (e[0] !== "#") return named[e.toLowerCase()] ?? all;
    const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });

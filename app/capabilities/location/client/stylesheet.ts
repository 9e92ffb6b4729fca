/**
 * Adds a same-origin stylesheet once and waits for it. Browser only.
 * The nonce is copied from the page's own script, in case the CSP asks for
 * nonces on styles too.
 */
const loading = new Map<string, Promise<void>>();

export function loadStylesheet(href: string, timeoutMs = 10_000): Promise<void> {
  const existing = loading.get(href);
  if (existing) return existing;
  const p = new Promise<void>((resolve, reject) => {
    const already = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][data-href="${CSS.escape(href)}"]`);
    if (already?.sheet) return resolve();
    const link = already ?? document.createElement("link");
    // A failed <link> never fires again: remove it, so "Try again" adds a fresh one that does fetch.
    const fail = (message: string) => {
      clearTimeout(timer);
      link.remove();
      reject(new Error(message));
    };
    const timer = setTimeout(() => fail(`${href} did not load`), timeoutMs);
    link.addEventListener("load", () => (clearTimeout(timer), resolve()), { once: true });
    link.addEventListener("error", () => fail(`${href} could not load`), { once: true });
    if (!already) {
      link.rel = "stylesheet";
      link.href = href;
      link.dataset.href = href;
      const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
      if (nonce) link.nonce = nonce;
      document.head.append(link);
    }
  });
  // A failed load may be retried later (the visitor pressed "Try again").
  p.catch(() => loading.delete(href));
  loading.set(href, p);
  return p;
}

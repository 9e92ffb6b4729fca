/**
 * import() of the map code that "Try again" can repeat after the visitor was
 * offline. Chromium keeps a failed import() in its module map and fails every
 * later import() of that URL without asking the network (whatwg/html#6768;
 * the spec now says to refetch, whatwg/html#10327, not yet in Chromium:
 * issues.chromium.org/534781954). Its error names the URL, so a retry imports
 * that same-origin URL with a query, which is a new entry in the module map.
 * Browsers that refetch by themselves (no URL in the error) just retry.
 */
const loaded = new Map<string, unknown>();
const retryFrom = new Map<string, string>();
let attempt = 0;

function failedUrl(error: unknown): string | null {
  const m = /\bhttps?:\/\/[^\s"']+?\.m?js\b/.exec(error instanceof Error ? error.message : "");
  if (!m) return null;
  try {
    const url = new URL(m[0]);
    return url.origin === window.location.origin ? url.origin + url.pathname : null;
  } catch {
    return null;
  }
}

export async function importChunk<T>(key: string, load: () => Promise<T>): Promise<T> {
  // Once loaded, the same module serves every later map on the page (a retry URL is its own module).
  if (loaded.has(key)) return loaded.get(key) as T;
  const retry = retryFrom.get(key);
  try {
    const mod = retry ? ((await import(/* @vite-ignore */ `${retry}?retry=${++attempt}`)) as T) : await load();
    loaded.set(key, mod);
    return mod;
  } catch (e) {
    const url = failedUrl(e);
    if (url) retryFrom.set(key, url);
    throw e;
  }
}

/**
 * The site's fediverse handle, the `band` in @band@band.example (issue 31): what Mastodon accepts in
 * a username — letters, digits and underscores, at most 30 — chosen by the owner, made from the
 * site's name until then.
 */
export const HANDLE_MAX = 30;
export const HANDLE_PATTERN = /^[a-z0-9_]{1,30}$/;

/** "Café Ørsted & Band" → "cafe_orsted_band"; "site" when nothing usable is left. */
export function defaultHandle(siteName: string): string {
  const ascii = siteName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ø/gi, "o")
    .replace(/æ/gi, "ae")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, HANDLE_MAX)
    .replace(/_+$/, "");
  return ascii || "site";
}

/** The handle as typed, lower-cased, without a leading @; or why it cannot be one. */
export function readHandle(
  raw: string,
): { ok: true; handle: string } | { ok: false; reason: "empty" | "chars" | "long" } {
  const h = raw.trim().replace(/^@/, "").toLowerCase();
  if (!h) return { ok: false, reason: "empty" };
  if (h.length > HANDLE_MAX) return { ok: false, reason: "long" };
  if (!HANDLE_PATTERN.test(h)) return { ok: false, reason: "chars" };
  return { ok: true, handle: h };
}

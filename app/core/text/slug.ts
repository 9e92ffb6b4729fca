/** Slugs for event URLs: [a-z0-9-]{1,80}, made from the title (SPEC §5). */

export const SLUG_RE = /^[a-z0-9-]{1,80}$/;

export function slugify(text: string, max = 80): string {
  const base = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // combining marks: é → e
    .replace(/ß/g, "ss")
    .replace(/æ/gi, "ae")
    .replace(/ø/gi, "o")
    .replace(/&/g, " and ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (base.length <= max) return base || "event";
  const cut = base.slice(0, max);
  // Prefer to end at a word boundary when one is reasonably close.
  const dash = cut.lastIndexOf("-");
  return (dash > max * 0.6 ? cut.slice(0, dash) : cut).replace(/-+$/, "");
}

/** "name", "name-2", "name-3" … keeping within 80 characters. */
export function withSuffix(slug: string, n: number): string {
  if (n <= 1) return slug;
  const suffix = `-${n}`;
  return `${slug.slice(0, 80 - suffix.length).replace(/-+$/, "")}${suffix}`;
}

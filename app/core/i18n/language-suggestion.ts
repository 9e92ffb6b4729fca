/**
 * Which of the site's languages to suggest to a visitor (issue 15, L2), from
 * the browser's preferred languages: the first of them the site has, when it
 * is not the page's own. Pure, for the lazy notice and its unit test.
 */
export interface Offered {
  code: string;
}

/** `navigator.languages` ("es-MX", "en") against the site's codes ("es", "pt-BR"): exact tag first, then the language alone. */
export function suggestedLanguage<T extends Offered>(
  preferred: readonly string[],
  offered: readonly T[],
  current: string,
): T | null {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const match =
      offered.find((o) => o.code.toLowerCase() === lower) ??
      offered.find((o) => o.code.split("-")[0]!.toLowerCase() === lower.split("-")[0]);
    if (match) return match.code === current ? null : match;
  }
  return null;
}

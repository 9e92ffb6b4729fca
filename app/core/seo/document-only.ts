/**
 * A value a loader hands only to the server's render of a document, such as a
 * page's JSON-LD for `meta` (ADR 0902). It is a non-enumerable property of
 * the loader's data: the server's render reads it from the very object the
 * loader returned, while React Router's serialisation (the page's hydration
 * data, a client navigation's `.data`) leaves it out. Search engines read the
 * document's `<script type="application/ld+json">`; hydration keeps it (React
 * leaves unexpected tags in the head alone), and a client navigation, which
 * no crawler makes, has none.
 */
export function documentOnly<T extends object, K extends string, V>(
  data: T,
  key: K,
  value: V,
): T & { readonly [P in K]?: V } {
  Object.defineProperty(data, key, { value, enumerable: false });
  return data as T & { readonly [P in K]?: V };
}

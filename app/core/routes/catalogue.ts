/**
 * `GET /i18n/<locale>.<hash>.json`: a locale's whole client catalogue, which a
 * page fetches after hydration (its own render's messages are in the page:
 * ADR 0902). The name carries the content's hash, so it is cached for good; a
 * page from before a deploy asking for an old hash gets today's catalogue,
 * revalidated every time.
 */
import type { LoaderFunctionArgs } from "react-router";
import { clientCatalogue } from "~/core/i18n/catalogues.server.ts";
import { LOCALES } from "~/core/i18n/locales.ts";
import { appError } from "~/core/http/errors.server.ts";

export function loader({ params }: LoaderFunctionArgs) {
  const m = /^([A-Za-z-]+)\.([0-9a-f]{12})\.json$/.exec(params.file ?? "");
  if (!m || !LOCALES.some((l) => l.code === m[1])) throw appError("not_found");
  const c = clientCatalogue(m[1]!);
  const current = c.url === `/i18n/${params.file}`;
  return new Response(c.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}

/** /news.xml: the Atom feed of the latest posts (RFC 4287), revalidated by ETag like the public pages. */
import { createHash } from "node:crypto";
import type { Route } from "./+types/feed";
import { publicOrigin } from "~/core/env.server.ts";
import { newsAtom } from "~/capabilities/news/server/public.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const xml = await newsAtom(publicOrigin(request));
  const etag = `"${createHash("sha256").update(xml).digest("base64url").slice(0, 22)}"`;
  const headers = {
    "Content-Type": "application/atom+xml; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(xml, { headers });
}

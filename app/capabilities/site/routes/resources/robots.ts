import type { Route } from "./+types/robots";
import { publicOrigin } from "~/core/env.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const body = ["User-agent: *", "Disallow: /admin", "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** /social-icons.svg: the brand icons sprite, immutable under its ?v= content hash (server/social-icons.server.ts). */
import { SOCIAL_SPRITE, SOCIAL_SPRITE_VERSION } from "../../server/social-icons.server.ts";

export function loader({ request }: { request: Request }) {
  const versioned = new URL(request.url).searchParams.get("v") === SOCIAL_SPRITE_VERSION;
  return new Response(SOCIAL_SPRITE, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

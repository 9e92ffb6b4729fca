/** /logo.svg and /logo.webp: the owner's logo, immutable under its ?v= hash; an SVG may run and fetch nothing. */
import type { Route } from "./+types/logo";
import { readLogo } from "~/capabilities/themes/server/theme.server.ts";
import { notFound } from "~/core/http/errors.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const logo = await readLogo();
  const ext = new URL(request.url).pathname.endsWith(".svg") ? "image/svg+xml" : "image/webp";
  if (!logo || logo.type !== ext) throw notFound();
  const versioned = new URL(request.url).searchParams.get("v") === logo.hash;
  return new Response(Buffer.from(logo.data), {
    headers: {
      "Content-Type": logo.type,
      "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      "X-Content-Type-Options": "nosniff",
      ...(logo.type === "image/svg+xml"
        ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
        : {}),
    },
  });
}

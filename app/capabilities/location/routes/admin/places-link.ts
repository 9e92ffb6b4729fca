/**
 * /admin/places/link?url= — the coordinates in a map link the editor pasted
 * (Google Maps, Apple Maps, OpenStreetMap). Most links are read in the
 * browser already; this answers the short ones (maps.app.goo.gl, maps.apple),
 * whose redirect the server reads through the SSRF-safe fetcher on the
 * editor's click. Editors only.
 */
import { data } from "react-router";
import type { Route } from "./+types/places-link";
import { requireRole } from "~/core/auth/guards.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { placeFromLink } from "~/capabilities/location/server/places.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const url = (new URL(request.url).searchParams.get("url") ?? "").slice(0, 4000);
  const tr = await studioI18nFor(user);
  return data(await placeFromLink(user, url, tr.t), { headers: { "Cache-Control": "no-store" } });
}

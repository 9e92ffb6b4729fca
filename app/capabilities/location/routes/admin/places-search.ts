/**
 * /admin/places/search?q= — the studio's address search (issue 11, on by
 * default since issue 25): the server asks the geocoder (GEOCODER_URL,
 * OpenStreetMap's Nominatim unless set) and answers its places as JSON for
 * the place finder. Editors only; one request a second across the site,
 * answers cached (server/places.server.ts).
 */
import { data } from "react-router";
import type { Route } from "./+types/places-search";
import { requireRole } from "~/core/auth/guards.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { searchPlaces } from "~/capabilities/location/server/places.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const tr = await studioI18nFor(user);
  return data(await searchPlaces(user, q, tr.t, tr.intl), { headers: { "Cache-Control": "no-store" } });
}

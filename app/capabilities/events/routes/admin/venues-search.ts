/**
 * /admin/venues/search?q= — the studio's address search (issue 11): the
 * server asks the geocoder at GEOCODER_URL and answers its places as JSON
 * for the venue fields. Editors only, rate-limited per user (a geocoder such
 * as Nominatim asks for at most about one search a second).
 */
import { data } from "react-router";
import type { Route } from "./+types/venues-search";
import { requireRole } from "~/core/auth/guards.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { searchAddress } from "~/capabilities/events/server/venues.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const r = await searchAddress(user, q, (await studioI18nFor(user)).t);
  return data(r, { headers: { "Cache-Control": "no-store" } });
}

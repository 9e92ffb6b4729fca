/**
 * The act (or venue) as structured data — MusicGroup, TheaterGroup,
 * LocalBusiness… by the settings' act type — for the home page and /contact.
 * One entity wherever it appears: its URL and @id are the home page's, as in
 * the performer of every event, and its image is the hero picture.
 */
import { placeJsonLdFromSettings } from "~/capabilities/location/index.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { heroImage } from "~/capabilities/media/index.server.ts";

export async function actJsonLd(request: Request) {
  const s = await getSettings();
  const hero = await heroImage(s);
  const origin = publicOrigin(request);
  return placeJsonLdFromSettings(s, `${origin}/`, hero ? `${origin}${hero.src}` : null);
}

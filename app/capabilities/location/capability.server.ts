/** The location capability: maps (loaded on click), directions, contact details with icons, the place finder and the pin on the settings page. */
import { defineCapability, fill } from "~/core/capability.server.ts";
import { locationSettings } from "./slots.ts";
import envPart from "./env.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import { mapClientConfig, mapCspAdditions } from "./lib/config.ts";
import { env } from "~/core/env.server.ts";
import { placeFinderGeocoder } from "./server/places.server.ts";
import { locationPrivacy } from "./server/privacy.server.ts";

export default defineCapability({
  name: "location",
  env: envPart,
  privacy: locationPrivacy,
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  settings: [
    {
      ...fill(locationSettings, async () => ({ map: mapClientConfig(env()), geocoder: placeFinderGeocoder() })),
      placement: "location",
      order: 10,
    },
  ],
  // Tiles or Google's hosts, only after the visitor's click (app/capabilities/location/lib/config.ts).
  csp: (e) => mapCspAdditions(mapClientConfig(e)),
});

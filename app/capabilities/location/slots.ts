/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot } from "~/core/ui/slots.ts";
import type { MapClientConfig } from "./lib/config.ts";

/**
 * Under the settings form's latitude and longitude: the place finder (address search through the geocoder,
 * when there is one; map links), then the map to place the site's pin.
 */
export const locationSettings = defineSlot<{ map: MapClientConfig; geocoder: { host: string } | null }>("location");

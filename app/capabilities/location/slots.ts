/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot } from "~/core/ui/slots.ts";
import type { MapClientConfig } from "./lib/config.ts";

/** The map to place the site's pin, beside the settings form's latitude and longitude. */
export const locationSettings = defineSlot<MapClientConfig>("location");

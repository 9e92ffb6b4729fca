/**
 * Picks the provider's loader and imports it on demand. Safe to import
 * anywhere: it touches nothing at module load, and Leaflet or the Google
 * loader are fetched only when loadMap() is called (the visitor's click).
 */
import type { MapClientConfig } from "~/capabilities/location/lib/config.ts";
import { MapLoadError, type MapHandle } from "~/capabilities/location/lib/map-errors.ts";
import type { MapOptions } from "~/capabilities/location/lib/map-options.ts";
import { importChunk } from "./chunk.ts";

export interface LoadMapOptions extends MapOptions {
  config: MapClientConfig;
}

async function chunk<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    return await importChunk(key, load);
  } catch (cause) {
    // Offline, or a deploy replaced the chunk: report it like any other load failure.
    throw new MapLoadError("script", "The map code could not be loaded.", { cause });
  }
}

export async function loadMap(opts: LoadMapOptions): Promise<MapHandle> {
  const { config, ...place } = opts;
  if (config.provider === "google") {
    const { showGoogleMap } = await chunk("google", () => import("./google.ts"));
    return showGoogleMap({ ...place, apiKey: config.googleKey ?? "", scriptUrl: config.googleScriptUrl });
  }
  if (config.provider === "osm") {
    const { showLeafletMap } = await chunk("leaflet", () => import("./leaflet.ts"));
    return showLeafletMap({ ...place, tileUrl: config.tileUrl, attribution: config.attribution });
  }
  throw new MapLoadError("unsupported", "Maps are turned off on this site.");
}

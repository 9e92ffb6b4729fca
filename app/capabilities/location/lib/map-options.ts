/**
 * What every map loader takes (the provider-neutral loadMap and the Google and
 * Leaflet ones): the container, the place, and the pin map's extras. Each
 * loader adds only its own settings.
 */
import type { MapLoadError } from "./map-errors.ts";

export interface MapOptions {
  container: HTMLElement;
  lat: number;
  lng: number;
  zoom?: number;
  /** Shown in the marker's popup and as its accessible name. */
  name: string;
  address?: string | null;
  timeoutMs?: number;
  /** Admin pin map: the marker can be dragged, a click on the map moves it there. */
  onPick?: (lat: number, lng: number) => void;
  /** False when there is no position yet: the marker appears with the first pick. */
  pinned?: boolean;
  /** A failure after the map was drawn (Google checks the key then); Leaflet fails before it resolves instead. */
  onLateFailure?: (error: MapLoadError) => void;
}

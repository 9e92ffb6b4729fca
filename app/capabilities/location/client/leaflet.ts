/**
 * Leaflet, used directly (react-leaflet's licence is not OSI-approved).
 * Browser only: imported dynamically when the visitor asks for the map, so
 * neither Leaflet nor a single tile is fetched before that click.
 *
 * The promise resolves once the first tile has arrived (the map is useful)
 * and rejects with a MapLoadError when the tiles cannot be fetched (offline,
 * blocked, wrong MAP_TILE_URL) or nothing arrives in time.
 */
import type * as Leaflet from "leaflet";
import { attributionHtml } from "~/capabilities/location/lib/attribution.ts";
import { MapLoadError, withTimeout, type MapHandle } from "~/capabilities/location/lib/map-errors.ts";
import type { MapOptions } from "~/capabilities/location/lib/map-options.ts";
import { importChunk } from "./chunk.ts";
import { loadStylesheet } from "./stylesheet.ts";

export interface LeafletMapOptions extends MapOptions {
  tileUrl: string;
  attribution: string;
  /** Where leaflet.css and images/ are served (public/leaflet). */
  assetBase?: string;
}

type LeafletModule = typeof Leaflet;

async function importLeaflet(): Promise<LeafletModule> {
  try {
    const mod = (await importChunk("leaflet-src", () => import("leaflet"))) as LeafletModule & {
      default?: LeafletModule;
    };
    // Leaflet ships UMD as its main entry; bundlers expose it as the default export.
    return mod.default ?? mod;
  } catch (cause) {
    throw new MapLoadError("script", "The map code could not be loaded.", { cause });
  }
}

function popupContent(name: string, address?: string | null): HTMLElement {
  // Built from text nodes: names and addresses are never parsed as HTML.
  const root = document.createElement("div");
  root.className = "map-popup";
  const strong = document.createElement("strong");
  strong.textContent = name;
  root.append(strong);
  for (const line of (address ?? "").split(/\r?\n/).filter((l) => l.trim())) {
    root.append(document.createElement("br"), document.createTextNode(line.trim()));
  }
  return root;
}

export async function showLeafletMap(opts: LeafletMapOptions): Promise<MapHandle> {
  const base = (opts.assetBase ?? "/leaflet").replace(/\/$/, "");
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const [L] = await withTimeout(
    Promise.all([
      importLeaflet(),
      loadStylesheet(`${base}/leaflet.css`).catch((cause: unknown) => {
        throw new MapLoadError("script", "The map's stylesheet could not be loaded.", { cause });
      }),
    ]),
    timeoutMs,
    "The map code",
  );

  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const map = L.map(opts.container, {
    zoomAnimation: !reduceMotion,
    fadeAnimation: !reduceMotion,
    markerZoomAnimation: !reduceMotion,
    center: [opts.lat, opts.lng],
    zoom: opts.zoom ?? 16,
    keyboard: true,
    scrollWheelZoom: false, // a page that scrolls should not zoom the map by accident
    attributionControl: true,
  });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" rel="noopener">Leaflet</a>');

  const icon = L.icon({
    iconUrl: `${base}/images/marker-icon.png`,
    iconRetinaUrl: `${base}/images/marker-icon-2x.png`,
    shadowUrl: `${base}/images/marker-shadow.png`,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
    tooltipAnchor: [16, -28],
    shadowSize: [41, 41],
  });
  const editable = typeof opts.onPick === "function";
  const marker = L.marker([opts.lat, opts.lng], {
    icon,
    keyboard: true,
    title: opts.name,
    alt: editable ? `Pin for ${opts.name}; drag to move it` : `${opts.name} on the map`,
    draggable: editable,
    autoPan: true,
  });
  if (opts.pinned !== false) marker.addTo(map);
  marker.bindPopup(popupContent(opts.name, opts.address));
  const place = (lat: number, lng: number) => {
    marker.setLatLng([lat, lng]);
    if (!map.hasLayer(marker)) marker.addTo(map);
  };
  if (editable) {
    marker.on("dragend", () => {
      const ll = marker.getLatLng();
      opts.onPick!(ll.lat, ll.lng);
    });
    map.on("click", (e: Leaflet.LeafletMouseEvent) => {
      place(e.latlng.lat, e.latlng.lng);
      opts.onPick!(e.latlng.lat, e.latlng.lng);
    });
  }

  const tiles = L.tileLayer(opts.tileUrl, { attribution: attributionHtml(opts.attribution), maxZoom: 19 });
  const ready = new Promise<void>((resolve, reject) => {
    let loaded = 0;
    let failed = 0;
    tiles.on("tileload", () => {
      loaded++;
      resolve();
    });
    tiles.on("tileerror", () => {
      failed++;
      // Every tile of the first view failed: the tile server is unreachable.
      if (loaded === 0 && failed >= 4) reject(new MapLoadError("tiles", "The map tiles could not be loaded."));
    });
    tiles.on("load", () => {
      if (loaded === 0) reject(new MapLoadError("tiles", "The map tiles could not be loaded."));
    });
  });
  tiles.addTo(map);

  try {
    await withTimeout(ready, timeoutMs, "The map");
  } catch (e) {
    map.remove();
    throw e;
  }

  return {
    destroy: () => map.remove(),
    setPosition: (lat, lng) => {
      place(lat, lng);
      map.panTo([lat, lng]);
    },
    center: () => {
      const c = map.getCenter().wrap();
      return { lat: c.lat, lng: c.lng };
    },
  };
}

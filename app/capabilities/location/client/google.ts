/// <reference types="google.maps" />
/**
 * The Google Maps JavaScript API through @googlemaps/js-api-loader. Browser
 * only: imported dynamically on the visitor's click. Failures (script blocked
 * or offline, a refused key, nothing within the time limit) reject with a
 * MapLoadError so the page can show its one-line fallback.
 */
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import { GOOGLE_SCRIPT_URL } from "~/capabilities/location/lib/config.ts";
import { MapLoadError, withTimeout, type MapHandle } from "~/capabilities/location/lib/map-errors.ts";
import type { MapOptions } from "~/capabilities/location/lib/map-options.ts";

export interface GoogleMapOptions extends MapOptions {
  apiKey: string;
  /** Replaces https://maps.googleapis.com/maps/api/js (a proxy, or a stand-in in tests). */
  scriptUrl?: string;
}

declare global {
  interface Window {
    /** Called by the Maps API when the key is refused (documented global hook). */
    gm_authFailure?: () => void;
  }
}

let configuredKey: string | undefined;
const authFailure = new Set<(e: MapLoadError) => void>();

/**
 * The loader only knows Google's own script URL. For another base we install
 * the same bootstrap it would (Google's documented "dynamic library import"
 * snippet) pointed at that base; the loader then uses it as it is.
 */
function installBootstrap(base: string, params: Record<string, string>): void {
  const g = ((window as unknown as { google?: { maps?: Record<string, unknown> } }).google ??= {});
  const maps = (g.maps ??= {});
  if (maps.importLibrary) return;
  const libraries = new Set<string>();
  let started: Promise<void> | undefined;
  const bootstrap = () =>
    (started ??= new Promise<void>((resolve, reject) => {
      const q = new URLSearchParams({ ...params, libraries: [...libraries].join(","), callback: "google.maps.__ib__" });
      maps.__ib__ = resolve;
      const script = document.createElement("script");
      script.src = `${base}?${q}`;
      script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
      script.onerror = () => {
        started = undefined;
        reject(new Error("The Google Maps JavaScript API could not load."));
      };
      document.head.append(script);
    }));
  const bootstrapImport = (name: string) => {
    libraries.add(name);
    // The real API replaces google.maps.importLibrary when it has loaded.
    return bootstrap().then(() => (maps.importLibrary as (n: string) => Promise<unknown>)(name));
  };
  maps.importLibrary = bootstrapImport;
}

function configure(apiKey: string, scriptUrl: string | undefined): void {
  if (configuredKey !== undefined) return; // the API loads once per page
  configuredKey = apiKey;
  window.gm_authFailure = () => {
    for (const fail of authFailure) fail(new MapLoadError("auth", "Google refused the Maps API key."));
  };
  const params = { key: apiKey, v: "weekly" };
  if (scriptUrl && scriptUrl !== GOOGLE_SCRIPT_URL) installBootstrap(scriptUrl, params);
  setOptions(params);
}

export async function showGoogleMap(opts: GoogleMapOptions): Promise<MapHandle> {
  if (!opts.apiKey) throw new MapLoadError("auth", "No Google Maps API key is configured.");
  configure(opts.apiKey, opts.scriptUrl);
  let onAuthFailure: ((e: MapLoadError) => void) | undefined;
  const refused = new Promise<never>((_, reject) => {
    onAuthFailure = reject;
    authFailure.add(reject);
  });
  try {
    const [{ Map, InfoWindow }, { Marker }] = await withTimeout(
      Promise.race([Promise.all([importLibrary("maps"), importLibrary("marker")]), refused]).catch((cause: unknown) => {
        if (cause instanceof MapLoadError) throw cause;
        throw new MapLoadError("script", "The Google Maps script could not be loaded.", { cause });
      }),
      opts.timeoutMs ?? 15_000,
      "Google Maps",
    );
    const position = { lat: opts.lat, lng: opts.lng };
    const map = new Map(opts.container, {
      center: position,
      zoom: opts.zoom ?? 16,
      keyboardShortcuts: true,
      mapTypeControl: false,
      streetViewControl: false,
      gestureHandling: "cooperative",
    });
    const editable = typeof opts.onPick === "function";
    const marker = new Marker({
      map: opts.pinned === false ? null : map,
      position,
      title: opts.name,
      draggable: editable,
    });
    const place = (p: google.maps.LatLng | google.maps.LatLngLiteral) => {
      marker.setPosition(p);
      if (!marker.getMap()) marker.setMap(map);
    };
    const content = document.createElement("div");
    const strong = document.createElement("strong");
    strong.textContent = opts.name;
    content.append(strong);
    for (const line of (opts.address ?? "").split(/\r?\n/).filter((l) => l.trim())) {
      content.append(document.createElement("br"), document.createTextNode(line.trim()));
    }
    const info = new InfoWindow({ content, ariaLabel: opts.name });
    marker.addListener("click", () => info.open({ map, anchor: marker }));
    if (editable) {
      marker.addListener("dragend", () => {
        const p = marker.getPosition();
        if (p) opts.onPick!(p.lat(), p.lng());
      });
      map.addListener("click", (e: google.maps.MapMouseEvent) => {
        if (!e.latLng) return;
        place(e.latLng);
        opts.onPick!(e.latLng.lat(), e.latLng.lng());
      });
    }
    // A key refused after the first draw still means "no usable map".
    const late = (e: MapLoadError) => opts.onLateFailure?.(e);
    authFailure.add(late);
    return {
      destroy: () => {
        authFailure.delete(late);
        marker.setMap(null);
        opts.container.replaceChildren();
      },
      setPosition: (lat, lng) => {
        place({ lat, lng });
        map.panTo({ lat, lng });
      },
      center: () => {
        const c = map.getCenter();
        return c ? { lat: c.lat(), lng: c.lng() } : position;
      },
    };
  } finally {
    if (onAuthFailure) authFailure.delete(onAuthFailure);
    refused.catch(() => {}); // settled after we stopped listening: not an unhandled rejection
  }
}

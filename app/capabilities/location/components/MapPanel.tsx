/**
 * The map, privacy first: a local placeholder with a "Show map" button; no
 * request to another host until the visitor presses it (or has chosen
 * "always show maps", kept in their browser and revocable here). When the
 * map cannot load, one line says so; the address and Directions links shown
 * beside it keep working.
 */
import { MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { mapHostLabel, type MapClientConfig } from "~/capabilities/location/lib/config.ts";
import { browserStorage, hasMapConsent, setMapConsent } from "~/capabilities/location/lib/consent.ts";
import { latLngOf } from "~/capabilities/location/lib/coordinates.ts";
import { mapPageUrl } from "~/capabilities/location/lib/directions.ts";
import { useHydrated } from "~/core/ui/useHydrated.ts";
import { useMapLoader } from "./useMapLoader.ts";

export interface MapPanelProps {
  config: MapClientConfig;
  place: { name: string; address?: string | null; latitude?: number | null; longitude?: number | null };
  zoom?: number;
  className?: string;
}

/**
 * Keyed by provider and place: moving between two event pages keeps the route
 * mounted, and the new venue must start from its own placeholder, not show the
 * previous venue's map.
 */
export function MapPanel(props: MapPanelProps) {
  const { latitude, longitude } = props.place;
  return <MapPanelFor key={`${props.config.provider}:${latitude},${longitude}`} {...props} />;
}

function MapPanelFor({ config, place, zoom, className }: MapPanelProps) {
  const coords = latLngOf(place);
  const provider = config.provider;
  // A letter first: React's ids start with "_", which CSS selectors and html-validate's valid-id dislike.
  const id = `map${useId().replace(/[^\w-]/g, "")}`;
  const focusWhenReady = useRef(false);
  const { state, setState, containerRef } = useMapLoader(
    config,
    () => (coords ? { lat: coords.lat, lng: coords.lng, zoom, name: place.name, address: place.address } : null),
    (container) => {
      if (focusWhenReady.current) container.focus();
    },
  );
  const [always, setAlways] = useState(false);
  const [remembered, setRemembered] = useState(false);
  const [notice, setNotice] = useState("");
  const hydrated = useHydrated();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const focusNotice = useRef(false);

  // After hydration only: a visitor who chose "always show maps" gets the map without a click.
  useEffect(() => {
    if (provider === "none" || !coords) return;
    if (hasMapConsent(browserStorage(), provider)) {
      setRemembered(true);
      setAlways(true);
      setState((s) => (s === "idle" ? "loading" : s));
    }
  }, [provider, coords !== null]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    // The revoke button disappears when pressed; keep keyboard focus on its answer.
    if (notice && focusNotice.current) noticeRef.current?.focus();
    focusNotice.current = false;
  }, [notice]);

  if (provider === "none" || !coords) return null;

  function show() {
    if (state === "loading") return;
    if (always) {
      const stored = setMapConsent(browserStorage(), provider, true);
      setRemembered(stored);
      setNotice(stored ? "" : "Your browser did not let this site remember the choice.");
    }
    focusWhenReady.current = true;
    setState("loading");
  }

  function revoke() {
    setMapConsent(browserStorage(), provider, false);
    setRemembered(false);
    setAlways(false);
    focusNotice.current = true;
    setNotice("Maps will no longer load automatically. You can still show them here.");
  }

  const host = mapHostLabel(config);
  const label = `Map showing ${place.name}`;
  return (
    <div className={`map-panel${className ? ` ${className}` : ""}`} data-state={state} data-provider={provider}>
      <div className="map-panel__frame" hidden={state === "failed"}>
        <div
          ref={containerRef}
          id={`${id}-map`}
          className="map-panel__map"
          role={state === "ready" ? "region" : undefined}
          aria-label={state === "ready" ? label : undefined}
        />
        {state !== "ready" && (
          <div className="map-panel__placeholder">
            <MapPin className="map-panel__pin" aria-hidden="true" focusable="false" />
            <p className="map-panel__note" id={`${id}-map-note`}>
              The map loads from <strong>{host}</strong>, only when you ask.
            </p>
            {hydrated ? (
              <>
                <button type="button" className="button" onClick={show} aria-disabled={state === "loading"} aria-describedby={`${id}-map-note`}>
                  {state === "loading" ? "Loading map…" : "Show map"}
                </button>
                <label className="map-panel__always">
                  <input type="checkbox" checked={always} onChange={(e) => setAlways(e.currentTarget.checked)} />
                  Always show maps on this site
                </label>
              </>
            ) : (
              // Without JavaScript the map cannot load here; following this link is the visitor's own choice.
              <a className="button" href={mapPageUrl(provider === "google" ? "google" : "osm", coords)} rel="external noopener noreferrer" aria-describedby={`${id}-map-note`}>
                Show map
              </a>
            )}
          </div>
        )}
      </div>
      {state === "failed" && (
        <p className="map-panel__fallback">
          The map could not be loaded; the address and directions links still work.{" "}
          <button type="button" className="link-button" onClick={() => setState("loading")}>
            Try again
          </button>
        </p>
      )}
      {remembered && (
        <p className="map-panel__consent">
          Maps load automatically on this site.{" "}
          <button type="button" className="link-button" onClick={revoke}>
            Stop showing maps automatically
          </button>
        </p>
      )}
      <p className="map-panel__status visually-hidden" role="status" aria-live="polite">
        {state === "loading" ? "Loading the map…" : state === "ready" ? "Map loaded." : state === "failed" ? "The map could not be loaded." : ""}
      </p>
      {notice && (
        <p className="map-panel__notice" role="status" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      )}
    </div>
  );
}

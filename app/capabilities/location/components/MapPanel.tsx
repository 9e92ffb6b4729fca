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
import { rich, useI18n } from "~/core/i18n/react.tsx";

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
  const { t } = useI18n();
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
      setNotice(stored ? "" : t("location.map.notStored"));
    }
    focusWhenReady.current = true;
    setState("loading");
  }

  function revoke() {
    setMapConsent(browserStorage(), provider, false);
    setRemembered(false);
    setAlways(false);
    focusNotice.current = true;
    setNotice(t("location.map.revoked"));
  }

  const host = mapHostLabel(config);
  const label = t("location.map.label", { name: place.name });
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
              {rich(t, "location.map.note", { host: <strong>{host}</strong> })}
            </p>
            {hydrated ? (
              <>
                <button type="button" className="button" onClick={show} aria-disabled={state === "loading"} aria-describedby={`${id}-map-note`}>
                  {state === "loading" ? t("location.map.loadingButton") : t("location.map.show")}
                </button>
                <label className="map-panel__always">
                  <input type="checkbox" checked={always} onChange={(e) => setAlways(e.currentTarget.checked)} />
                  {t("location.map.always")}
                </label>
              </>
            ) : (
              // Without JavaScript the map cannot load here; following this link is the visitor's own choice.
              <a className="button" href={mapPageUrl(provider === "google" ? "google" : "osm", coords)} rel="external noopener noreferrer" aria-describedby={`${id}-map-note`}>
                {t("location.map.show")}
              </a>
            )}
          </div>
        )}
      </div>
      {state === "failed" && (
        <p className="map-panel__fallback">
          {t("location.map.failed")}{" "}
          <button type="button" className="link-button" onClick={() => setState("loading")}>
            {t("location.map.retry")}
          </button>
        </p>
      )}
      {remembered && (
        <p className="map-panel__consent">
          {t("location.map.remembered")}{" "}
          <button type="button" className="link-button" onClick={revoke}>
            {t("location.map.stop")}
          </button>
        </p>
      )}
      <p className="map-panel__status visually-hidden" role="status" aria-live="polite">
        {state === "loading" ? t("location.map.statusLoading") : state === "ready" ? t("location.map.statusReady") : state === "failed" ? t("location.map.statusFailed") : ""}
      </p>
      {notice && (
        <p className="map-panel__notice" role="status" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      )}
    </div>
  );
}

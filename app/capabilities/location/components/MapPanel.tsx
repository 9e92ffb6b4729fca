/**
 * The map, privacy first: a local placeholder with a "Show map" button; no
 * request to another host until the visitor presses it (or has chosen
 * "always show maps", kept in their browser and revocable here). When the
 * map cannot load, one line says so; the address and Directions links shown
 * beside it keep working.
 */
import { MapPin } from "lucide-react";
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from "react";
import type { MapClientConfig } from "~/capabilities/location/lib/config.ts";
import { browserStorage, hasMapConsent, setMapConsent } from "~/capabilities/location/lib/consent.ts";
import { latLngOf } from "~/capabilities/location/lib/coordinates.ts";
import { mapPageUrl } from "~/capabilities/location/lib/directions.ts";
import { importChunk } from "~/capabilities/location/client/chunk.ts";
import { useHydrated } from "~/core/ui/useHydrated.ts";
import type { MapState } from "./useMapLoader.ts";
import type MapLive from "./MapLive.tsx";
import { rich, useI18n } from "~/core/i18n/react.tsx";

/**
 * The live map's code, asked for when the visitor wants the map. A failed
 * import (offline) reports "failed" like a map that failed to draw, and the
 * next "Try again" asks for the code afresh (importChunk can repeat an import
 * that failed offline).
 */
function liveMap(onState: (s: MapState) => void, onImportFailed: () => void) {
  return lazy<ComponentType<ComponentProps<typeof MapLive>>>(() =>
    importChunk("map-live", () => import("./MapLive.tsx")).catch((e: unknown) => {
      console.warn("[maps]", "script", e);
      onImportFailed();
      return {
        default: function Failed() {
          useEffect(() => onState("failed"), []);
          return null;
        },
      };
    }),
  );
}

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
  const [state, setState] = useState<MapState>("idle");
  // "Try again" raises `attempt` (the mounted map loads again), or, when the map's code itself failed to
  // load, `codeAttempt` (a new try at the code).
  const [attempt, setAttempt] = useState(0);
  const [codeAttempt, setCodeAttempt] = useState(0);
  const codeFailed = useRef(false);
  const Live = useMemo(() => liveMap(setState, () => (codeFailed.current = true)), [codeAttempt]); // eslint-disable-line react-hooks/exhaustive-deps
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

  const host = config.host;
  const label = t("location.map.label", { name: place.name });
  return (
    <div className={`map-panel${className ? ` ${className}` : ""}`} data-state={state} data-provider={provider}>
      <div className="map-panel__frame" hidden={state === "failed"}>
        {state === "idle" ? (
          <div id={`${id}-map`} className="map-panel__map" />
        ) : (
          <Suspense fallback={<div id={`${id}-map`} className="map-panel__map" />}>
            <Live
              config={config}
              target={{ lat: coords.lat, lng: coords.lng, zoom, name: place.name, address: place.address }}
              id={`${id}-map`}
              label={label}
              attempt={attempt}
              focus={focusWhenReady.current}
              onState={setState}
            />
          </Suspense>
        )}
        {state !== "ready" && (
          <div className="map-panel__placeholder">
            <MapPin className="map-panel__pin" aria-hidden="true" focusable="false" />
            <p className="map-panel__note" id={`${id}-map-note`}>
              {rich(t, "location.map.note", { host: <strong>{host}</strong> })}
            </p>
            {hydrated ? (
              <>
                <button
                  type="button"
                  className="button"
                  onClick={show}
                  aria-disabled={state === "loading"}
                  aria-describedby={`${id}-map-note`}
                >
                  {state === "loading" ? t("location.map.loadingButton") : t("location.map.show")}
                </button>
                <label className="map-panel__always">
                  <input type="checkbox" checked={always} onChange={(e) => setAlways(e.currentTarget.checked)} />
                  {t("location.map.always")}
                </label>
              </>
            ) : (
              // Without JavaScript the map cannot load here; following this link is the visitor's own choice.
              <a
                className="button"
                href={mapPageUrl(provider === "google" ? "google" : "osm", coords)}
                rel="external noopener noreferrer"
                aria-describedby={`${id}-map-note`}
              >
                {t("location.map.show")}
              </a>
            )}
          </div>
        )}
      </div>
      {state === "failed" && (
        <p className="map-panel__fallback">
          {t("location.map.failed")}{" "}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setState("loading");
              if (codeFailed.current) {
                codeFailed.current = false;
                setCodeAttempt((n) => n + 1);
              } else setAttempt((n) => n + 1);
            }}
          >
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
        {state === "loading"
          ? t("location.map.statusLoading")
          : state === "ready"
            ? t("location.map.statusReady")
            : state === "failed"
              ? t("location.map.statusFailed")
              : ""}
      </p>
      {notice && (
        <p className="map-panel__notice" role="status" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      )}
    </div>
  );
}

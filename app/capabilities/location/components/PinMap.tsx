/**
 * The studio's map for placing the site's pin (/admin/settings). It works on
 * the form's own Latitude and Longitude fields, so the form still saves and
 * validates without JavaScript or without the map: a click or a drag writes
 * the fields, typed values move the pin, and pasting "52.52, 13.405" into
 * Latitude fills both. The map itself loads on a click, like the public one.
 */
import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { MapClientConfig } from "~/capabilities/location/lib/config.ts";
import { formatLatLng, isLatLng, roundCoordinate } from "~/capabilities/location/lib/coordinates.ts";
import { parseCoordinate, parseLatLng } from "~/capabilities/location/lib/coordinates-parse.ts";
import { readMapLink } from "~/capabilities/location/lib/map-links.ts";
import { useHydrated } from "~/core/ui/useHydrated.ts";
import { useMapLoader } from "./useMapLoader.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";

export interface PinMapProps {
  config: MapClientConfig;
  /** The site's name, for the marker's label. */
  name: string;
  latitude: number | null;
  longitude: number | null;
  latName?: string;
  lngName?: string;
  /** What to do to keep a placed pin, said after each placement (the settings page's words by default). */
  keepHint?: string;
}

function field(root: HTMLElement | null, name: string): HTMLInputElement | null {
  const el = root?.closest("form")?.elements.namedItem(name);
  return el instanceof HTMLInputElement ? el : null;
}

function write(input: HTMLInputElement | null, value: number) {
  if (!input) return;
  input.value = String(roundCoordinate(value));
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

export function PinMap({
  config,
  name,
  latitude,
  longitude,
  latName = "latitude",
  lngName = "longitude",
  keepHint: keep,
}: PinMapProps) {
  const { t } = useStudioI18n();
  const keepHint = keep ?? t("location.studio.pin.keep");
  const rootRef = useRef<HTMLDivElement>(null);
  const [said, say] = useState("");
  const hydrated = useHydrated();
  const { state, setState, containerRef, handleRef } = useMapLoader(
    config,
    () => {
      // Start from what the fields say now (they may have been edited since the page loaded).
      const a = parseCoordinate(field(rootRef.current, latName)?.value ?? "", "lat") ?? latitude;
      const b = parseCoordinate(field(rootRef.current, lngName)?.value ?? "", "lng") ?? longitude;
      const pinned = isLatLng(a, b);
      return {
        lat: pinned ? a! : 20,
        lng: pinned ? b! : 0,
        zoom: pinned ? 16 : 2,
        name,
        pinned,
        onPick: (lat: number, lng: number) => {
          write(field(rootRef.current, latName), lat);
          write(field(rootRef.current, lngName), lng);
          say(t("location.studio.pin.placed", { at: formatLatLng({ lat, lng }), keep: keepHint }));
        },
      };
    },
    (container) => container.focus(),
  );

  // Typed coordinates move the pin; a pasted pair fills both fields.
  useEffect(() => {
    const lat = field(rootRef.current, latName);
    const lng = field(rootRef.current, lngName);
    if (!lat || !lng) return;
    const moved = () => {
      const a = parseCoordinate(lat.value, "lat");
      const b = parseCoordinate(lng.value, "lng");
      if (a !== null && b !== null) handleRef.current?.setPosition(a, b);
    };
    const pasted = (e: ClipboardEvent) => {
      const text = e.clipboardData?.getData("text") ?? "";
      if (parseCoordinate(text, "lat") !== null) return; // one number: an ordinary paste
      const r = parseLatLng(text);
      // A map link pasted here (Google, Apple, OpenStreetMap) gives its coordinates too (lib/map-links.ts).
      const l = r.ok ? null : readMapLink(text);
      const value = r.ok ? r.value : l?.kind === "place" ? { lat: l.lat, lng: l.lng } : null;
      if (!value) return;
      e.preventDefault();
      write(lat, value.lat);
      write(lng, value.lng);
      moved();
      say(t("location.studio.pin.pasted", { at: formatLatLng(value) }));
    };
    lat.addEventListener("change", moved);
    lng.addEventListener("change", moved);
    lat.addEventListener("paste", pasted);
    lng.addEventListener("paste", pasted);
    return () => {
      lat.removeEventListener("change", moved);
      lng.removeEventListener("change", moved);
      lat.removeEventListener("paste", pasted);
      lng.removeEventListener("paste", pasted);
    };
  }, [latName, lngName, handleRef, t]); // handleRef is a stable ref object from useMapLoader

  function pinAtCentre() {
    const h = handleRef.current;
    if (!h) return;
    const c = h.center();
    h.setPosition(c.lat, c.lng);
    write(field(rootRef.current, latName), c.lat);
    write(field(rootRef.current, lngName), c.lng);
    say(t("location.studio.pin.placed", { at: formatLatLng(c), keep: keepHint }));
  }

  const host = config.host;
  return (
    <div className="pin-map" ref={rootRef} data-state={state}>
      <p className="hint muted">
        {config.provider === "none" || !hydrated
          ? t("location.studio.pin.typeHint")
          : t("location.studio.pin.clickHint")}
      </p>
      {config.provider !== "none" && hydrated && (
        <>
          <div className="map-panel__frame pin-map__frame" hidden={state === "failed"}>
            <div
              ref={containerRef}
              className="map-panel__map"
              role={state === "ready" ? "region" : undefined}
              aria-label={state === "ready" ? t("location.studio.pin.mapLabel") : undefined}
            />
            {state !== "ready" && (
              <div className="map-panel__placeholder">
                <MapPin className="map-panel__pin" aria-hidden="true" focusable="false" />
                <p className="map-panel__note">
                  {rich(t, "location.studio.pin.loadsFrom", { host: <strong>{host}</strong> })}
                </p>
                <button
                  type="button"
                  className="button secondary"
                  aria-disabled={state === "loading"}
                  onClick={() => state === "idle" && setState("loading")}
                >
                  {state === "loading" ? t("location.studio.pin.loading") : t("location.studio.pin.show")}
                </button>
              </div>
            )}
          </div>
          {state === "ready" && (
            <p className="pin-map__actions">
              <button type="button" className="button secondary small" onClick={pinAtCentre}>
                {t("location.studio.pin.centre")}
              </button>
              <span className="muted"> {t("location.studio.pin.keys")}</span>
            </p>
          )}
          {state === "failed" && (
            <p className="map-panel__fallback">
              {t("location.studio.pin.failed")}{" "}
              <button type="button" className="link-button" onClick={() => setState("loading")}>
                {t("location.studio.pin.retry")}
              </button>
            </p>
          )}
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}

/**
 * The live part of the public map: the container Leaflet or Google draws into
 * and the loader behind it. Its code comes with the visitor's click on
 * "Show map" (or their remembered choice): a page with a map placeholder
 * carries none of it on first load. MapPanel keeps the placeholder, the
 * messages and "Try again"; this reports the map's state up to it.
 */
import { useEffect, useRef } from "react";
import type { MapClientConfig } from "~/capabilities/location/lib/config.ts";
import { useMapLoader, type MapState, type MapTarget } from "./useMapLoader.ts";

export default function MapLive(props: {
  config: MapClientConfig;
  target: MapTarget;
  id: string;
  label: string;
  /** Raised by "Try again": each new value loads the map again. */
  attempt: number;
  /** Move keyboard focus to the map once drawn (after the visitor's own click, not a remembered choice). */
  focus: boolean;
  onState(state: MapState): void;
}) {
  const focus = useRef(props.focus);
  focus.current = props.focus;
  const { state, setState, containerRef } = useMapLoader(
    props.config,
    () => props.target,
    (container) => {
      if (focus.current) container.focus();
    },
  );
  const { onState, attempt } = props;
  // Mounted when the visitor wants the map; loads again with each "Try again".
  useEffect(() => setState("loading"), [attempt, setState]);
  useEffect(() => {
    if (state !== "idle") onState(state);
  }, [state, onState]);
  return (
    <div
      ref={containerRef}
      id={props.id}
      className="map-panel__map"
      role={state === "ready" ? "region" : undefined}
      aria-label={state === "ready" ? props.label : undefined}
    />
  );
}

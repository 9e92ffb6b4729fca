/**
 * A map's life in a component, shared by the public MapPanel and the studio's
 * PinMap: nothing loads until the component sets the state to "loading"
 * (the visitor's click, or their remembered choice); the map then loads once
 * per attempt into the container, and is destroyed on unmount or failure.
 * A failure — before or after the map was drawn — sets "failed", which the
 * component shows as one line with "Try again" (setState("loading")).
 */
import { useEffect, useRef, useState } from "react";
import { loadMap } from "~/capabilities/location/client/load.ts";
import type { MapClientConfig } from "~/capabilities/location/lib/config.ts";
import type { MapHandle, MapLoadError } from "~/capabilities/location/lib/map-errors.ts";
import type { MapOptions } from "~/capabilities/location/lib/map-options.ts";

export type MapState = "idle" | "loading" | "ready" | "failed";

/** Where and what to show, read when loading starts; null while there is nothing to show. */
export type MapTarget = Omit<MapOptions, "container" | "onLateFailure">;

export function useMapLoader(
  config: MapClientConfig,
  target: () => MapTarget | null,
  onReady: (container: HTMLElement) => void,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<MapHandle | null>(null);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const [state, setState] = useState<MapState>("idle");

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      handleRef.current?.destroy();
      handleRef.current = null;
    };
  }, []);

  // Loading starts after the render that shows the container, so Leaflet can measure it.
  useEffect(() => {
    if (state !== "loading" || inFlight.current || !containerRef.current) return;
    const place = target();
    if (!place) return;
    inFlight.current = true;
    const container = containerRef.current;
    const fail = (e: unknown) => {
      // In the browser, where the server's logger cannot reach: the owner sees why in the console, visitors one plain line.
      console.warn("[maps]", (e as MapLoadError)?.kind ?? "error", e);
      if (!mounted.current) return;
      handleRef.current?.destroy();
      handleRef.current = null;
      setState("failed");
    };
    loadMap({ config, container, ...place, onLateFailure: fail }).then(
      (handle) => {
        inFlight.current = false;
        if (!mounted.current) return handle.destroy();
        handleRef.current = handle;
        setState("ready");
        onReady(container);
      },
      (e: unknown) => {
        inFlight.current = false;
        fail(e);
      },
    );
  }); // runs after every render; the guards above make it start once per attempt

  return { state, setState, containerRef, handleRef };
}

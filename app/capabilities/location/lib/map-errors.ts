/** Why a map could not be shown; the UI shows one line either way, the kind goes to the console for the owner. */
export type MapFailure = "script" | "tiles" | "timeout" | "auth" | "unsupported";

export class MapLoadError extends Error {
  readonly kind: MapFailure;
  constructor(kind: MapFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MapLoadError";
    this.kind = kind;
  }
}

/** Rejects with a timeout MapLoadError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new MapLoadError("timeout", `${what} did not load within ${Math.round(ms / 1000)} s.`)),
      ms,
    );
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** The handle a loaded map gives back, so the component can clean up on unmount. */
export interface MapHandle {
  destroy(): void;
  /** Moves the marker (adding it if there was none) and the view (admin pin map: coordinates typed in). */
  setPosition(lat: number, lng: number): void;
  /** The centre of the current view (admin pin map: "put the pin here" for keyboard users). */
  center(): { lat: number; lng: number };
}

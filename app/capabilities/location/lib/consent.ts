/**
 * "Always show maps": the visitor's choice, kept in their own browser
 * (localStorage, never a cookie, never sent to the server), one entry per
 * provider, so switching the site to Google asks again.
 */
import type { MapProvider } from "./config.ts";

export type ConsentStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const CONSENT_KEY_PREFIX = "marquee.maps.always.";

/** localStorage when the browser lets us use it (private modes and blocked storage throw). */
export function browserStorage(): ConsentStorage | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function hasMapConsent(storage: ConsentStorage | null, provider: MapProvider): boolean {
  if (!storage || provider === "none") return false;
  try {
    return storage.getItem(CONSENT_KEY_PREFIX + provider) === "yes";
  } catch {
    return false;
  }
}

/** True when the choice was stored (false when storage is unavailable, so the UI can say so). */
export function setMapConsent(storage: ConsentStorage | null, provider: MapProvider, always: boolean): boolean {
  if (!storage || provider === "none") return false;
  try {
    if (always) storage.setItem(CONSENT_KEY_PREFIX + provider, "yes");
    else storage.removeItem(CONSENT_KEY_PREFIX + provider);
    return true;
  } catch {
    return false;
  }
}

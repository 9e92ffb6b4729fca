/**
 * "Always allow <provider>": remembered in this browser only (localStorage),
 * revocable on the page. Nothing is sent anywhere; the server never knows.
 */
import { useSyncExternalStore } from "react";
import type { ProviderId } from "~/capabilities/media/lib/types.ts";

const KEY = "marquee:embeds:allowed";
const listeners = new Set<() => void>();

function read(): string {
  try {
    return window.localStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

export function allowedProviders(): ProviderId[] {
  return read().split(",").filter(Boolean) as ProviderId[];
}

function write(list: ProviderId[]) {
  try {
    if (list.length) window.localStorage.setItem(KEY, [...new Set(list)].join(","));
    else window.localStorage.removeItem(KEY);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
  for (const l of listeners) l();
}

export const allowProvider = (p: ProviderId) => write([...allowedProviders(), p]);
export const revokeProvider = (p: ProviderId) => write(allowedProviders().filter((x) => x !== p));

function subscribe(cb: () => void) {
  listeners.add(cb);
  const onStorage = (e: StorageEvent) => e.key === KEY && cb();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(cb);
    window.removeEventListener("storage", onStorage);
  };
}

/** The providers allowed in this browser ("" on the server and during hydration). */
export function useAllowedProviders(): ProviderId[] {
  const raw = useSyncExternalStore(subscribe, read, () => "");
  return raw.split(",").filter(Boolean) as ProviderId[];
}

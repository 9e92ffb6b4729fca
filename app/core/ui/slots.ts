/**
 * A component that fills a part of a page several capabilities share (a home
 * section, a dashboard card, a settings part). Its data comes from the
 * manifest's `load` with the same id; each component types its own `data`, so
 * the host, which only passes it through, sees `any` here.
 */
import type { ComponentType } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the one place slot data is untyped
export type SlotComponent<P = object> = ComponentType<{ data: any } & P>;

/** Merges the `default` exports (id → component) of a capability folder's ui/*.tsx modules. */
export function slotMap<P = object>(
  modules: Record<string, Record<string, SlotComponent<P>>>,
): Record<string, SlotComponent<P>> {
  const out: Record<string, SlotComponent<P>> = {};
  for (const [path, map] of Object.entries(modules)) {
    for (const [id, component] of Object.entries(map)) {
      if (Object.hasOwn(out, id)) throw new Error(`Two ui modules define the part "${id}" (${path}).`);
      out[id] = component;
    }
  }
  return out;
}

/**
 * A slot's markup the server rendered (server-markup.server.ts): absent in a document's hydration data (the
 * page has it), present in a client navigation's data. Its component renders
 * `<div dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />`: React does not
 * hydrate the children of such a div and sets `innerHTML` only when `__html` changes, so the server's markup
 * stays until data brings new markup (development builds skip comparing it). Each capability writes that div
 * itself: a shared component cost the event page 0.2 KB of JavaScript more than the five lines (ADR 0904).
 */
export interface ServerMarkupData {
  readonly html?: string;
}

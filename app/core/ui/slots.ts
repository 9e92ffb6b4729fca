/**
 * The parts of pages several capabilities fill (home sections, dashboard
 * cards, settings parts, the footer, an event date's page). A part is one
 * slot, defined once with the type of its data and shared by both halves:
 * the manifest's loader (server) is tied to it with `fill`
 * (core/capability.server.ts) and the component (browser, the capability's
 * ui/*.tsx) with `slotComponent`. A loader and a component that disagree about
 * the data are a compile error (slots.test.ts shows it).
 *
 *   // app/capabilities/quotes/slots.ts
 *   export const quotesHome = defineSlot<QuoteView[]>("quotes");
 *   // capability.server.ts: home: [{ ...fill(quotesHome, loadHomeQuotes), label: "Press quotes", order: 35 }]
 *   // ui/home.tsx:          export default slotComponents(slotComponent(quotesHome, HomeQuotes));
 */
import type { ReactNode } from "react";

/** A slot's id and, for the compiler only, the type of its data (invariant: exactly this type on both halves). */
export interface SlotDefinition<T> {
  readonly id: string;
  readonly __data?: (data: T) => T;
}

export function defineSlot<T>(id: string): SlotDefinition<T> {
  return { id };
}

/**
 * A component in a host's map (id → component): the host passes each part's data by id at run time.
 * Method syntax makes the parameter bivariant, so components of different slots share one map without
 * `any`; each one was checked against its slot when it went in (slotComponent).
 */
export type SlotComponent<P = object> = { render(props: { data: unknown } & P): ReactNode }["render"];

/** A component for its slot: it must take exactly the data the slot's loader gives. */
export function slotComponent<T, P = object>(
  slot: SlotDefinition<T>,
  component: (props: { data: T } & NoInfer<P>) => ReactNode,
): { id: string; component: SlotComponent<P> } {
  return { id: slot.id, component };
}

/** A ui/*.tsx module's default export: its components by slot id. */
export function slotComponents<P = object>(
  ...entries: { id: string; component: SlotComponent<P> }[]
): Record<string, SlotComponent<P>> {
  return Object.fromEntries(entries.map((e) => [e.id, e.component]));
}

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

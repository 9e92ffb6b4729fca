/** The home page sections' components, from each capability's ui/home.tsx (ids match the manifests' `home`). */
import { slotMap, type SlotComponent } from "~/core/ui/slots.ts";

export const HOME_SECTIONS = slotMap(
  import.meta.glob<Record<string, SlotComponent>>("./*/ui/home.tsx", { eager: true, import: "default" }),
);

/**
 * Stylesheet parts of those sections, inlined on the home page only (core/ui/css-parts.ts): each capability's
 * ui/home.tsx names them in its `css` export (the events list's, the media cards', a block's own home-part.css).
 */
export const HOME_CSS: string[] = [
  ...new Set(
    Object.values(import.meta.glob<{ css?: string[] }>("./*/ui/home.tsx", { eager: true })).flatMap((m) => m.css ?? []),
  ),
];

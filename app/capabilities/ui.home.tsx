/** The home page sections' components, from each capability's ui/home.tsx (ids match the manifests' `home`). */
import { slotMap, type SlotComponent } from "~/core/ui/slots.ts";

export const HOME_SECTIONS = slotMap(
  import.meta.glob<Record<string, SlotComponent>>("./*/ui/home.tsx", { eager: true, import: "default" }),
);

/** Stylesheet parts of those sections (each capability's home-part.css), inlined on the home page only (core/ui/css-parts.ts). */
export const HOME_CSS: string[] = Object.values(
  import.meta.glob<string>("./*/home-part.css", { eager: true, query: "?url", import: "default" }),
);

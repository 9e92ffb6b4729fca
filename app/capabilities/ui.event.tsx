/** The public event page's parts from other capabilities (the RSVP form), from each capability's ui/event.tsx (ids match the manifests' `eventPage`). */
import { slotMap, type SlotComponent } from "~/core/ui/slots.ts";

export const EVENT_PAGE_PARTS = slotMap(
  import.meta.glob<Record<string, SlotComponent>>("./*/ui/event.tsx", { eager: true, import: "default" }),
);

/** Stylesheet parts of those components (each capability's event-part.css), inlined on event pages only (core/ui/css-parts.ts). */
export const EVENT_PAGE_CSS: string[] = Object.values(
  import.meta.glob<string>("./*/event-part.css", { eager: true, query: "?url", import: "default" }),
);

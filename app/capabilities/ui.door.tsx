/** The studio door page's parts from other capabilities (the ticket scanner), from each capability's ui/door.tsx (ids match the manifests' `doorPage`). */
import { slotMap, type SlotComponent } from "~/core/ui/slots.ts";

export const DOOR_PARTS = slotMap(
  import.meta.glob<Record<string, SlotComponent>>("./*/ui/door.tsx", { eager: true, import: "default" }),
);

/** Stylesheets of those parts (each capability's door-part.css), linked by the door page. */
export const DOOR_CSS: string[] = Object.values(
  import.meta.glob<string>("./*/door-part.css", { eager: true, query: "?url", import: "default" }),
);

/** The public event page's parts from other capabilities (the RSVP form), from each capability's ui/event.tsx (ids match the manifests' `eventPage`). */
import { slotMap, type SlotComponent } from "~/core/ui/slots.ts";

export const EVENT_PAGE_PARTS = slotMap(import.meta.glob<Record<string, SlotComponent>>("./*/ui/event.tsx", { eager: true, import: "default" }));

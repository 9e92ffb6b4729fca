/** The home page sections' components, from each capability's ui/home.tsx (ids match the manifests' `home`). */
import { slotMap, type SlotComponent } from "~/core/ui/slots.ts";

export const HOME_SECTIONS = slotMap(
  import.meta.glob<Record<string, SlotComponent>>("./*/ui/home.tsx", { eager: true, import: "default" }),
);

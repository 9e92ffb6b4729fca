/** The studio dashboard's cards, from each capability's ui/dashboard.tsx (ids match the manifests' `dashboard`). */
import { slotMap, type SlotComponent } from "~/core/ui/slots.ts";

export const DASHBOARD_WIDGETS = slotMap(
  import.meta.glob<Record<string, SlotComponent>>("./*/ui/dashboard.tsx", { eager: true, import: "default" }),
);

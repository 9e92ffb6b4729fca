/** The public footer's parts from capabilities (the mailing list's sign-up), from each capability's ui/footer.tsx (ids match the manifests' `footer`). */
import { slotMap, type SlotComponent } from "~/core/ui/slots.ts";

export const FOOTER_PARTS = slotMap(
  import.meta.glob<Record<string, SlotComponent>>("./*/ui/footer.tsx", { eager: true, import: "default" }),
);

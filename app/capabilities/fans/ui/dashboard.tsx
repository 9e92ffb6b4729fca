import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { FansWidget } from "../components/admin/FansWidget.tsx";
import { fansCard } from "../slots.ts";

export default slotComponents(slotComponent(fansCard, FansWidget));

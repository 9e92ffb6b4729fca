import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { InsightsWidget } from "../components/admin/InsightsWidget.tsx";
import { insightsCard } from "../slots.ts";

export default slotComponents(slotComponent(insightsCard, InsightsWidget));

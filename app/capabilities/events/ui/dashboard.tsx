import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { EventsWidget } from "../components/admin/EventsWidget.tsx";
import { eventsCard } from "../slots.ts";

export default slotComponents(slotComponent(eventsCard, EventsWidget));

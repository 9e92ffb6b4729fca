import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { HomeEvents } from "../components/site/HomeEvents.tsx";
import { eventsHome } from "../slots.ts";

export default slotComponents(slotComponent(eventsHome, HomeEvents));

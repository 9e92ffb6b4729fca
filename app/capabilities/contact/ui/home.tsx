import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { HomeContact } from "../components/site/HomeContact.tsx";
import { contactHome } from "../slots.ts";

export default slotComponents(slotComponent(contactHome, HomeContact));

import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { InboxWidget } from "../components/admin/InboxWidget.tsx";
import { inboxCard } from "../slots.ts";

export default slotComponents(slotComponent(inboxCard, InboxWidget));

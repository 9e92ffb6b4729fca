/** The payments capability's part of the studio door page (its manifest's `doorPage`): the ticket scanner. */
import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { TicketScanner } from "../components/admin/TicketScanner.tsx";
import { scannerDoor } from "../slots.ts";

export default slotComponents(slotComponent(scannerDoor, ({ data }) => <TicketScanner data={data} />));

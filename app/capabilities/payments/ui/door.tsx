/** The payments capability's part of the studio door page (ids match the manifest's `doorPage`): the ticket scanner. */
import { TicketScanner, type ScannerData } from "../components/admin/TicketScanner.tsx";

export default { tickets: ({ data }: { data: ScannerData }) => <TicketScanner data={data} /> };

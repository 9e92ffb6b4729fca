import type { EmailStatus } from "../server/email-status.server.ts";
import { EmailDeliveryPanel } from "../components/admin/EmailDeliveryPanel.tsx";

export default { email: ({ data }: { data: EmailStatus }) => <EmailDeliveryPanel status={data} /> };

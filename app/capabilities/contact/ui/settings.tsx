import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import type { SettingsPartProps } from "~/capabilities/ui.settings.tsx";
import { EmailDeliveryPanel } from "../components/admin/EmailDeliveryPanel.tsx";
import { emailSettings } from "../slots.ts";

export default slotComponents<SettingsPartProps>(
  slotComponent(emailSettings, ({ data }) => <EmailDeliveryPanel status={data} />),
);

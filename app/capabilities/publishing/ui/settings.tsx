import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { PublishingPanel } from "../components/PublishingPanel.tsx";
import { publishingSettings } from "../slots.ts";

export default slotComponents(slotComponent(publishingSettings, ({ data }) => <PublishingPanel targets={data} />));

import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { PrivacyWidget } from "../components/PrivacyWidget.tsx";
import { privacyCard } from "../slots.ts";

export default slotComponents(slotComponent(privacyCard, PrivacyWidget));

import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { BackupsWidget } from "../components/BackupsWidget.tsx";
import { backupsCard } from "../slots.ts";

export default slotComponents(slotComponent(backupsCard, BackupsWidget));

import { EventsWidget } from "../components/admin/EventsWidget.tsx";

export default { events: EventsWidget };

import { EventFormRsvp } from "../components/admin/EventFormRsvp.tsx";

export default { rsvp: EventFormRsvp };

/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot, type ServerMarkupData } from "~/core/ui/slots.ts";

/** The RSVP form, rendered on the server (server/render.server.tsx): only its wrapper reaches the browser. */
export const rsvpEvent = defineSlot<ServerMarkupData>("rsvp");
/** The call to action beside the tickets (a button down to the form, with the date's state), rendered on the server. */
export const rsvpCta = defineSlot<ServerMarkupData>("rsvp-cta");

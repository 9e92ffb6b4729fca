/** The name of this capability's mail kind (its manifest's `mail`; the core's outbox dispatches by it). */
export const RSVP_MAIL = "rsvp.mail";

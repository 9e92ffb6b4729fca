/** The names of this capability's mail kinds (its manifest's `mail`; core/mail dispatches by them). */
export type ContactMailKind = "contact.notification" | "contact.autoreply";
export const CONTACT_NOTIFICATION: ContactMailKind = "contact.notification";
export const CONTACT_AUTOREPLY: ContactMailKind = "contact.autoreply";

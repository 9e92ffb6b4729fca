/** Names of the contact form's hidden fields, shared by the form and the action. */

/** The honeypot: hidden from people (off-screen, aria-hidden, no tab stop); bots fill it. */
export const HONEYPOT_FIELD = "website";
/** The signed timing token: when the form was served. */
export const TOKEN_FIELD = "form_token";
/** One random key per rendered form, so a double submit or a retried POST stores one message. */
export const IDEMPOTENCY_FIELD = "submission_id";
/** The booking attachment (a rider or flyer). */
export const ATTACHMENT_FIELD = "attachment";

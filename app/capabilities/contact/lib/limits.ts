/**
 * The contact form's fixed values (SPEC §5), without zod: the form's HTML
 * attributes use them in the browser, and ./contact.ts builds the schema
 * from the same numbers.
 */
export const TOPICS = ["booking", "press", "general"] as const;
export type Topic = (typeof TOPICS)[number];

export const TOPIC_LABELS: Record<Topic, string> = {
  booking: "Booking enquiry",
  press: "Press",
  general: "General",
};

/** Limits shared with the form's HTML attributes. Lengths count characters (code points). */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMin: 10,
  messageMax: 5000,
  attachmentMaxBytes: 5 * 1024 * 1024,
} as const;

/**
 * Characters a phone number may hold: digits, spaces and + ( ) - . — as an HTML `pattern`, which browsers
 * compile with the `v` flag: there `(`, `)` and `-` inside a class must be escaped, or the browser logs an
 * error and skips the check (tests/unit/html-patterns.test.ts).
 */
export const PHONE_PATTERN = "[0-9 +\\(\\).\\-]*";

/**
 * The RSVP capability's words live in its catalogues (messages/<locale>.json,
 * docs/languages.md): the form, its answers, the change/cancel page and the
 * e-mails, in every shipped language. Components rendered on the server take
 * the translator's `t` as a prop; services ask `siteI18n()`.
 */
import type { Translator } from "~/core/i18n/translator.ts";

export type T = Translator["t"];

/** The studio's names of a reply's status (the studio's own strings are English: docs/languages.md). */
export const STATUS_TEXT = { confirmed: "Confirmed", waitlisted: "Waitlisted", cancelled: "Cancelled" } as const;

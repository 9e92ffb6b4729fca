/**
 * The press capability's studio strings (English, like the rest of the
 * studio): form messages and toasts. The public page's words are in the
 * catalogues, messages/<locale>.json (docs/languages.md).
 */
export const PRESS_MESSAGES = {
  roles: { booking: "Booking", press: "Press", management: "Management", label: "Label" } as Record<string, string>,
  bioTooLong: (n: number) => `At most ${n} characters.`,
  quoteRequired: "Write the quote, or empty the whole row.",
  sourceRequired: "Say who wrote it (a paper, a name).",
  quoteTooLong: (n: number) => `At most ${n} characters.`,
  linkInvalid: "An address starting with http:// or https://.",
  dateInvalid: "A date like 2026-05-14.",
  roleInvalid: "Choose booking, press, management or label.",
  contactNameRequired: "Write a name, or empty the whole row.",
  contactWayRequired: "Give an e-mail address or a phone number.",
  emailInvalid: "An e-mail address like name@example.com.",
  phoneInvalid: "Digits, spaces and + ( ) - . only, at most 30.",
  creditTooLong: (n: number) => `At most ${n} characters.`,
  saved: "Press kit saved.",
  fileSaved: "File uploaded.",
  fileRemoved: "File removed.",
  rotated: "A new private link was made; the old one no longer works.",
} as const;

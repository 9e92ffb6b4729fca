/**
 * The news capability's studio wording (English, like the rest of the
 * studio). What visitors read — the list, a post, the feed's title, the
 * e-mail to subscribers — is in the catalogues, messages/<locale>.json.
 */
export const NEWS_MESSAGES = {
  titleRequired: "Title is required.",
  titleTooLong: (max: number) => `Title must be at most ${max} characters.`,
  slugFormat: "Use 1–80 lower-case letters, digits and hyphens.",
  slugTaken: "Another post already has this address.",
  bodyTooLong: (max: number) => `The text must be at most ${max.toLocaleString("en")} characters.`,
  publishAtRequired: "Choose when the post goes public.",
  publishAtPast: "Choose a time in the future, or publish now.",
  saved: "Saved.",
  created: (title: string) => `“${title}” is saved.`,
  deleted: (title: string) => `“${title}” is deleted.`,
  stateLabel: { draft: "Draft", scheduled: "Scheduled", published: "Published" },
} as const;

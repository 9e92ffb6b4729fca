/**
 * The pages capability's public and studio wording, in one place so the
 * languages work (issue 15) can move it into catalogues without hunting.
 */
export const PAGE_MESSAGES = {
  titleRequired: "Title is required.",
  titleTooLong: (max: number) => `Title must be at most ${max} characters.`,
  slugFormat: "Use 1–80 lower-case letters, digits and hyphens.",
  slugReserved: (slug: string) => `/${slug} is one of the site's own pages. Choose another address.`,
  slugTaken: "Another page already has this address.",
  bodyTooLong: (max: number) => `The text must be at most ${max.toLocaleString("en")} characters.`,
  seoTitleTooLong: (max: number) => `The search title must be at most ${max} characters.`,
  seoDescriptionTooLong: (max: number) => `The search description must be at most ${max} characters.`,
  created: (title: string) => `“${title}” is created as a draft.`,
  saved: "Saved.",
  savedPublished: "Saved and published.",
  published: (title: string) => `“${title}” is published.`,
  unpublished: (title: string) => `“${title}” is a draft again: it is no longer public.`,
  deleted: (title: string) => `“${title}” is deleted.`,
  navSaved: "The menu is saved.",
  navLabelTooLong: (max: number) => `A label must be at most ${max} characters.`,
  navLinkUrl: "Enter a full web address starting with https://.",
  navLinkLabel: "Give the link a label.",
  navTooMany: (max: number) => `The menu may have at most ${max} entries.`,
  navStale: "The menu changed since this page was loaded; it is shown again as it is now.",
} as const;

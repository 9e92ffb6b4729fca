/**
 * The pages capability's service messages (the address and navigation checks), still English
 * (the studio's page editor and list speak the studio's language:
 * messages/studio/*.json); the languages work moves these next.
 */
export const PAGE_MESSAGES = {
  slugReserved: (slug: string) => `/${slug} is one of the site's own pages. Choose another address.`,
  slugTaken: "Another page already has this address.",
  navLabelTooLong: (max: number) => `A label must be at most ${max} characters.`,
  navLinkUrl: "Enter a full web address starting with https://.",
  navLinkLabel: "Give the link a label.",
  navTooMany: (max: number) => `The menu may have at most ${max} entries.`,
  navStale: "The menu changed since this page was loaded; it is shown again as it is now.",
} as const;

/**
 * The news capability's public and studio wording, in one place so the
 * languages work (issue 15) can move it into catalogues without hunting.
 */
export const NEWS_MESSAGES = {
  heading: "News",
  description: (site: string) => `News from ${site}: new records and dates, announcements and stories from the road, newest first.`,
  feedTitle: (site: string) => `${site}: news`,
  olderPosts: "Older posts",
  newerPosts: "Newer posts",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  allNews: "All news",
  noPosts: "No news yet.",
  readMore: (title: string) => `Read “${title}”`,
  homeHeading: "Latest news",
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

/** The preview cookie's name (its own file, so the page cache can skip previews without loading the mechanism). */
export const PREVIEW_COOKIE = "marquee_preview";

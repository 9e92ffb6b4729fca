/** The press kit's shape (browser-safe). */
export interface PressPhoto {
  /** An image upload's id (the media capability's). */
  id: string;
  /** "Photo: Jane Doe" — shown under the photo and asked of anyone who prints it. */
  credit: string;
}

export interface PressQuote {
  quote: string;
  source: string;
  /** An absolute http(s) address, or "". */
  link: string;
  /** YYYY-MM-DD, or "". */
  date: string;
}

export type PressVisibility = "public" | "private";

export interface PressKit {
  shortBio: string;
  longBio: string;
  photos: PressPhoto[];
  quotes: PressQuote[];
  visibility: PressVisibility;
  /** The private link's secret (?key=…); rotated by the owner. */
  token: string;
  updatedAt: string | null;
}

export const emptyPressKit = (token: string): PressKit => ({ shortBio: "", longBio: "", photos: [], quotes: [], visibility: "public", token, updatedAt: null });

/** A kit worth showing: some text, a photo or a quote. An empty kit is the 404 page. */
export const pressKitHasContent = (k: PressKit) => k.shortBio.trim() !== "" || k.longBio.trim() !== "" || k.photos.length > 0 || k.quotes.length > 0;

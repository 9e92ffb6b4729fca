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

/** A festival or venue the act has played: the home page's logo strip and the press page (issue 34). */
export interface PlayedAt {
  name: string;
  /** An absolute http(s) address, or "". */
  link: string;
}

export type PressVisibility = "public" | "private";

export const CONTACT_ROLES = ["booking", "press", "management", "label"] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

export interface PressContact {
  role: ContactRole;
  name: string;
  /** "" or a plain address (no line breaks, no display name). */
  email: string;
  /** "" or digits, spaces and +()-. */
  phone: string;
}

/** The kit's files, one per slot: the logo as PNG and as SVG, the technical rider and the stage plot (PDF). */
export const PRESS_FILE_SLOTS = ["logo_png", "logo_svg", "rider", "stage_plot"] as const;
export type PressFileSlot = (typeof PRESS_FILE_SLOTS)[number];

export interface PressFileInfo {
  slot: PressFileSlot;
  mime: string;
  size: number;
  width: number;
  height: number;
  updatedAt: string;
}

/** The address a file is downloaded from (its name is what the visitor's computer saves it as). */
export const PRESS_FILE_NAMES: Record<PressFileSlot, string> = {
  logo_png: "logo.png",
  logo_svg: "logo.svg",
  rider: "technical-rider.pdf",
  stage_plot: "stage-plot.pdf",
};

export interface PressKit {
  shortBio: string;
  longBio: string;
  photos: PressPhoto[];
  quotes: PressQuote[];
  contacts: PressContact[];
  played: PlayedAt[];
  /** Which files are uploaded (their bytes stay in the store until downloaded). */
  files: PressFileInfo[];
  visibility: PressVisibility;
  /** The private link's secret (?key=…); rotated by the owner. */
  token: string;
  updatedAt: string | null;
}

export const emptyPressKit = (token: string): PressKit => ({
  shortBio: "",
  longBio: "",
  photos: [],
  quotes: [],
  contacts: [],
  played: [],
  files: [],
  visibility: "public",
  token,
  updatedAt: null,
});

/** A kit worth showing: some text, a photo, a quote, a contact or a file. An empty kit is the 404 page. */
export const pressKitHasContent = (k: PressKit) =>
  k.shortBio.trim() !== "" ||
  k.longBio.trim() !== "" ||
  k.photos.length > 0 ||
  k.quotes.length > 0 ||
  k.contacts.length > 0 ||
  k.played.length > 0 ||
  k.files.length > 0;

/** The translation store's name for the kit (its manifest's `translatable`): the biographies and the quotes per language, id "1". */
export const PRESS_KIT_ENTITY = "press_kit";

/** The Insights outcome a press-kit download counts as (declared in the manifest's `outcomes`). */
export const PRESS_DOWNLOAD_OUTCOME = "press_download";

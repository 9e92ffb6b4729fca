/** A page as the capability passes it around (browser-safe). */
export interface Page {
  id: string;
  slug: string;
  title: string;
  body: string;
  heroUploadId: string | null;
  seoTitle: string;
  seoDescription: string;
  status: "draft" | "published";
  inNav: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export type PageFields = Pick<Page, "slug" | "title" | "body" | "seoTitle" | "seoDescription" | "inNav">;

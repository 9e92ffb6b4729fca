/**
 * The site's privacy page is the owner's notice (settings) plus a paragraph
 * from each capability that keeps something about visitors, generated from
 * what it really does (issue 16: Insights states exactly what it counts).
 * A manifest declares `privacy`; the page lists the parts in registry order.
 */
import { capabilities } from "./capability.server.ts";

export interface PrivacyPart {
  heading: string;
  /** Plain-text paragraphs. */
  paragraphs: string[];
}

declare module "./capability.server.ts" {
  interface Capability {
    /** What this capability keeps about visitors, for the privacy page (null when it keeps nothing now). */
    privacy?(): Promise<PrivacyPart | null>;
  }
}

export async function privacyParts(): Promise<PrivacyPart[]> {
  const parts = await Promise.all(capabilities().map((c) => c.privacy?.() ?? Promise.resolve(null)));
  return parts.filter((p): p is PrivacyPart => p !== null);
}

/**
 * Markup a capability rendered to a string on the server, as a slot's data: a
 * form that posts as a document (the mailing list's sign-up, an RSVP), so the
 * page's JavaScript carries none of it. Its component places it as `ServerMarkupData` (slots.ts) says.
 *
 * A document already contains the markup once, in the page; a second copy in
 * the hydration data (JSON inside a script string, so every quote escaped and
 * brotli finds little to share) cost ~0.5 KB brotli on every public page
 * (ADR 0904). So for a document request `html` is a non-enumerable property,
 * as `documentOnly`: the server's render reads it, React Router's
 * serialisation leaves it out, and in the browser the component keeps the
 * server's DOM. A client navigation's `.data` carries it, and the component
 * places it.
 */
import { documentOnly } from "~/core/seo/document-only.ts";
import type { ServerMarkupData } from "./slots.ts";

export type { ServerMarkupData };

/** A client navigation's data request (`/events.data`, `/_.data` for the home page), as against the document. */
export const isDataRequest = (request: Request) => new URL(request.url).pathname.endsWith(".data");

export function serverMarkup(request: Request, html: string): ServerMarkupData {
  return isDataRequest(request) ? { html } : documentOnly({}, "html", html);
}

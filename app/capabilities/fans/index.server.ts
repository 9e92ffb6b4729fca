/** The fans capability's public door (server): what other capabilities may use (lint enforces it). */
// The themed e-mail layout (theme colours, dark mode, site footer), reused by RSVP's confirmations.
export {
  button,
  htmlMail,
  mailColours,
  siteFooter,
  textFooter,
  type Colours,
  type SiteFooter,
} from "./server/mail-layout.server.ts";
export { escapeHtml } from "./lib/html.ts";
// A newsletter made and queued by another capability: a news post "also sent to subscribers" (issue 14).
export { sendAnnouncement, type Announcement } from "./server/announce.server.ts";

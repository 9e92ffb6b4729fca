/** The fans capability's public door (server): what other capabilities may use (lint enforces it). */
// A newsletter made and queued by another capability: a news post "also sent to subscribers" (issue 14).
export { sendAnnouncement, type Announcement } from "./server/announce.server.ts";
// A sign-up from another capability's form (a free download's "join the mailing list", issue 30):
// the same double opt-in — nothing but the confirmation goes out before its link is clicked.
export { signUp } from "./server/signup.server.ts";
export { F as SIGNUP_FIELDS } from "./lib/fields.ts";

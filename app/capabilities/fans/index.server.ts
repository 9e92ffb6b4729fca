/** The fans capability's public door (server): what other capabilities may use (lint enforces it). */
// A newsletter made and queued by another capability: a news post "also sent to subscribers" (issue 14).
export { sendAnnouncement, type Announcement } from "./server/announce.server.ts";

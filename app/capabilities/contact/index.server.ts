/** The contact capability's public door (server): what other capabilities may use (lint enforces it). */
// The studio banner of pages whose work goes out by e-mail: it leads to contact's e-mail settings page (issue 25 §1).
export { mailBanner } from "./server/mail-status.server.ts";

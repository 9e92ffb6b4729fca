/** The contact capability's public door (server): what other capabilities may use (lint enforces it). */
export { emailDeliveryWorks, sendAccountEmail } from "./server/account-mail.server.ts";

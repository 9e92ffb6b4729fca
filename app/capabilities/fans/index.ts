/** The fans capability's public door (browser-safe): what other capabilities may use (lint enforces it). */
// The sign-up's address check (one plain address, no header injection, typos named), reused by the RSVP form.
export { checkAddress, type AddressCheck } from "./lib/address.ts";

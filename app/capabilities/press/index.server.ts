/** The press capability's public door (server): what other capabilities may use (lint enforces it). */
// The kit's address while it is public and has something in it, for the fediverse profile's fields (issue 31).
export { publicPressPath } from "./server/home.server.ts";

/** The pages capability's door (server): what the glue uses. */
export { navChoice } from "./server/nav.server.ts";

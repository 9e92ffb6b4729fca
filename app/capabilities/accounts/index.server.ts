/** The accounts capability's public door (server): what other capabilities and the glue may use (lint enforces it). */
export { runUserCommand, type CliResult } from "./server/user-cli.server.ts";

/** The themes capability's door (server): what the glue and the home page use. */
export { activePageTheme, publicThemeBits } from "./server/theme.server.ts";

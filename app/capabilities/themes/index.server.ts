/** The themes capability's door (server): what the glue and the home page use. */
export { activePageTheme, publicThemeBits } from "./server/theme.server.ts";
// The SVG sanitiser of the logo upload (DOMPurify on jsdom), for the press kit's logos (issue 14).
export { sanitizeSvg } from "./server/logo.server.ts";

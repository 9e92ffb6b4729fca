/** The site capability's public door (server): what other capabilities may use. */
export { brandIconHref, socialLinkViews } from "./server/social-icons.server.ts";
export { actJsonLd } from "./server/act.server.ts";
export type { SocialLinkView } from "./components/SocialIcon.tsx";
// The launch checklist's HTTPS step learns from real requests (the studio's pages call it).
export { notePublicRequest } from "./server/public-address.server.ts";

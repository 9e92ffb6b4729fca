/** The site capability's public door (browser-safe): what other capabilities may use. */
export { SocialIcon, SocialLinks, PLATFORM_LABELS, type SocialLinkView } from "./components/SocialIcon.tsx";
export { RouteErrorPage } from "./components/RouteErrorPage.tsx";

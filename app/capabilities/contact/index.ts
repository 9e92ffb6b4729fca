/** The contact capability's public door (browser-safe): what other capabilities may use (lint enforces it). */
// The warning on studio pages whose work goes out by e-mail; its data comes from mailBanner() (index.server.ts).
export { MailBanner, type MailBannerData } from "./components/admin/MailBanner.tsx";

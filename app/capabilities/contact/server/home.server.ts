/** Data for the home page's "Get in touch" section: the act's social links beside the call to action. */
import { getSettings } from "~/core/settings/settings.server.ts";
import { socialLinkViews, type SocialLinkView } from "~/capabilities/site/index.server.ts";

export type HomeContactData = { socialLinks: SocialLinkView[] };

export async function loadHomeContact(_request: Request): Promise<HomeContactData> {
  return { socialLinks: socialLinkViews((await getSettings()).social_links) };
}

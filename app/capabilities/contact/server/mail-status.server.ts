/**
 * The studio's banner by the mail platform's one answer to "can this site send e-mail now?"
 * (core/mail/sending.server.ts, issue 25 §1): contact owns the e-mail settings page the banner
 * leads to. Through the contact door (index.server.ts).
 */
import { getSettings } from "~/core/settings/settings.server.ts";
import { sendingStatus } from "~/core/mail/index.server.ts";
import type { MailBannerData } from "../components/admin/MailBanner.tsx";

/**
 * The banner of the studio pages whose work goes out by e-mail (Fans, Newsletters, RSVP, News,
 * Inbox): null while mail works; else what is wrong, and whether this person can fix it (the
 * e-mail settings are the owner's).
 */
export async function mailBanner(user: { role: string }): Promise<MailBannerData | null> {
  const s = await sendingStatus();
  if (s.working) return null;
  const canFix = user.role === "owner";
  if (!s.canSend) return { kind: "off", canFix };
  const { time_zone: timeZone } = await getSettings();
  return { kind: "failing", canFix, at: s.lastFailure?.at ?? "", error: s.lastFailure?.error ?? "", timeZone };
}

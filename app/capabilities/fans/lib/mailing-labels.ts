/** The studio catalogue's keys for a mailing's state (`t(MAILING_STATUS[status])`) (lib/ stays free of server modules; the same states as fan_mailings.status). */
export const MAILING_STATUS: Record<"draft" | "scheduled" | "sending" | "sent", string> = {
  draft: "fans.studio.mailing.draft",
  scheduled: "fans.studio.mailing.scheduled",
  sending: "fans.studio.mailing.sending",
  sent: "fans.studio.mailing.sent",
};

export const MAILING_KIND: Record<"newsletter" | "digest", string> = {
  newsletter: "fans.studio.mailing.newsletter",
  digest: "fans.studio.mailing.digest",
};

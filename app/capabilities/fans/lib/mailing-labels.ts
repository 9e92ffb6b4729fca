/** The studio's words for a mailing's state (lib/ stays free of server modules; the same states as fan_mailings.status). */
export const MAILING_STATUS: Record<"draft" | "scheduled" | "sending" | "sent", string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
};

export const MAILING_KIND: Record<"newsletter" | "digest", string> = { newsletter: "Newsletter", digest: "New dates" };

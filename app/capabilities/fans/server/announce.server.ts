/**
 * A newsletter another capability sends (issue 14: a news post "also sent to
 * subscribers"): made from its title and text, to everyone who asked for all
 * news, and queued at once — the same rows, outbox and compare-and-set as a
 * newsletter sent from the studio, so a second call for the same mailing
 * queues nothing. The caller makes sure it asks once per post.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { insertMailing, type Mailing } from "./data/mailings.server.ts";
import { bulkTransport, queueMailing } from "./sending.server.ts";

export interface Announcement {
  subject: string;
  /** Markdown (rendered with the core's renderer, raw HTML off). */
  body: string;
  /** What it comes from, for the audit trail: "news_post:<id>". */
  from: string;
}

/** Creates the newsletter and queues it; returns its id and how many subscribers it went to. Throws (AppError) when the transport refuses bulk mail. */
export async function sendAnnouncement(
  actor: Actor | null,
  a: Announcement,
): Promise<{ mailingId: string; recipients: number }> {
  // Refused before anything is stored: EmailJS cannot carry a mailing.
  await bulkTransport();
  const now = nowIso();
  const row: Mailing = {
    id: newId(),
    kind: "newsletter",
    subject: a.subject.slice(0, 150),
    body: a.body.replace(/\r\n/g, "\n"),
    status: "draft",
    scheduled_at: null,
    queued_at: null,
    recipients: 0,
    created_by: actor?.id ?? null,
    created_at: now,
    updated_at: now,
    audience: "{}",
    sent_at: null,
    test_sent_at: null,
  };
  await insertMailing(row);
  await audit(actor, "fans.mailing.save", "fan_mailing", row.id, { created: true, from: a.from });
  const n = (await queueMailing(row.id)) ?? 0;
  await audit(actor, "fans.mailing.send", "fan_mailing", row.id, { recipients: n, from: a.from });
  return { mailingId: row.id, recipients: n };
}

/**
 * Newsletters in the studio (issue 12 point 5): write (Markdown), save,
 * preview, a test to yourself, send now or at a time, and the report of each
 * mailing. Checked and audited here; stored by server/data/mailings.server.ts;
 * queued by sending.server.ts, delivered by the outbox at the bulk rate.
 */
import { mailingDeliveryCounts, queueMail, wakeOutbox } from "~/core/mail/index.server.ts";
import { FANS_MAIL } from "../lib/mail-kind.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { localToUtc } from "~/core/dates/zoned.ts";
import { AppError } from "~/core/errors.ts";
import { logInfo, logWarn } from "~/core/log.server.ts";
import type { NewsletterValue } from "../schemas.ts";
import { audienceSummary, inAudience, parseAudience, type Audience, type AudienceSummary } from "../lib/audience.ts";
import {
  deleteMailingRow,
  dueMailings,
  getMailing,
  insertMailing,
  leftAfter,
  listMailings,
  patchMailing,
  sendingMailings,
  type Mailing,
} from "./data/mailings.server.ts";
import { bulkTransport, mailingGroup, mailingOr404, queueMailing } from "./sending.server.ts";
import { confirmedCandidates } from "./data/subscribers.server.ts";
import { findTown, townById, townLabel } from "./towns.server.ts";
import { composeMailing } from "./mailing-mail.server.ts";

export { listMailings, mailingOr404 };

/** The audience from the form: a town is looked up in the built-in list, as the sign-up does. */
async function audienceOf(v: NewsletterValue): Promise<Audience> {
  const a: Audience = v.source ? { source: v.source } : {};
  if (!v.town && !v.town_id) return a;
  // The stored town's id stands while the text still names it ("Springfield, US" alone is ambiguous).
  const byId = v.town_id ? await townById(v.town_id) : undefined;
  const chosen = byId && (!v.town || townLabel(byId) === v.town) ? byId : undefined;
  const found = chosen ? { town: chosen } : await findTown(v.town);
  if ("none" in found)
    throw new AppError("invalid", {
      field: "town",
      message: `No town called “${v.town}” is in the list. Try the nearest city, or add the country: Lyon, FR.`,
    });
  if ("choices" in found)
    throw new AppError("invalid", {
      field: "town",
      message: `Several places are called “${v.town}”: add the country, e.g. ${found.choices.slice(0, 3).map(townLabel).join(" or ")}.`,
    });
  const t = found.town;
  return {
    ...a,
    near: { townId: t.id, town: townLabel(t), latitude: t.latitude, longitude: t.longitude, radiusKm: v.radius_km },
  };
}

const editable = (m: Mailing) => m.kind === "newsletter" && (m.status === "draft" || m.status === "scheduled");

export async function createNewsletter(actor: Actor, v: NewsletterValue): Promise<Mailing> {
  const now = nowIso();
  const row: Mailing = {
    id: newId(),
    kind: "newsletter",
    subject: v.subject,
    body: v.body.replace(/\r\n/g, "\n"),
    status: "draft",
    scheduled_at: null,
    queued_at: null,
    recipients: 0,
    created_by: actor.id,
    created_at: now,
    updated_at: now,
    audience: JSON.stringify(await audienceOf(v)),
    sent_at: null,
    test_sent_at: null,
  };
  await insertMailing(row);
  await audit(actor, "fans.mailing.save", "fan_mailing", row.id, { created: true });
  return row;
}

/** Saves the text and audience; a scheduled newsletter keeps its time. Refused once it is sending. */
export async function updateNewsletter(actor: Actor, id: string, v: NewsletterValue): Promise<Mailing> {
  const m = await mailingOr404(id);
  if (!editable(m))
    throw new AppError("invalid", { message: "This newsletter has been sent: it can no longer be changed." });
  const patch = {
    subject: v.subject,
    body: v.body.replace(/\r\n/g, "\n"),
    audience: JSON.stringify(await audienceOf(v)),
    updated_at: nowIso(),
  };
  if (!(await patchMailing(id, patch, ["draft", "scheduled"])))
    throw new AppError("invalid", { message: "This newsletter has been sent: it can no longer be changed." });
  await audit(actor, "fans.mailing.save", "fan_mailing", id);
  return { ...m, ...patch };
}

/** A copy to the studio user's own address, sent at once (ahead of any mailing), marked "[Test]". */
export async function sendTest(actor: Actor, id: string): Promise<void> {
  const m = await mailingOr404(id);
  const transport = await bulkTransport();
  await db()
    .transaction()
    .execute(async (trx) => {
      await queueMail(trx, [{ kind: FANS_MAIL, ref: `t:${m.id}:${actor.email}`, recipient: actor.email }], transport);
    });
  await patchMailing(id, { test_sent_at: nowIso() });
  await audit(actor, "fans.mailing.test", "fan_mailing", id);
  wakeOutbox();
}

/** Sends to the audience now. */
export async function sendNow(actor: Actor, id: string): Promise<number> {
  const m = await mailingOr404(id);
  if (!editable(m)) throw new AppError("invalid", { message: "This newsletter is already being sent." });
  const n = await queueMailing(id);
  if (n === null) throw new AppError("invalid", { message: "This newsletter is already being sent." });
  await audit(actor, "fans.mailing.send", "fan_mailing", id, { recipients: n });
  return n;
}

/** Sends at a wall-clock time in the site's zone; refused when that time has passed. */
export async function schedule(
  actor: Actor,
  id: string,
  local: string,
  timeZone: string,
  now = Date.now(),
): Promise<string> {
  const m = await mailingOr404(id);
  if (!editable(m)) throw new AppError("invalid", { message: "This newsletter is already being sent." });
  await bulkTransport("send_at");
  const at = localToUtc(local, timeZone);
  if (at.getTime() <= now)
    throw new AppError("invalid", { field: "send_at", message: "Choose a time in the future, or send it now." });
  await patchMailing(id, { status: "scheduled", scheduled_at: at.toISOString(), updated_at: nowIso() }, [
    "draft",
    "scheduled",
  ]);
  await audit(actor, "fans.mailing.schedule", "fan_mailing", id, { at: at.toISOString() });
  return at.toISOString();
}

export async function unschedule(actor: Actor, id: string): Promise<void> {
  if (!(await patchMailing(id, { status: "draft", scheduled_at: null, updated_at: nowIso() }, ["scheduled"])))
    throw new AppError("invalid", { message: "This newsletter is not scheduled any more." });
  await audit(actor, "fans.mailing.schedule", "fan_mailing", id, { at: null });
}

export async function deleteNewsletter(actor: Actor, id: string): Promise<Mailing> {
  const m = await mailingOr404(id);
  if (!(await deleteMailingRow(id)))
    throw new AppError("invalid", { message: "A newsletter that was sent stays, with its report." });
  await audit(actor, "fans.mailing.delete", "fan_mailing", id, { subject: m.subject });
  return m;
}

export interface MailingReport {
  recipients: number;
  /** Waiting or in flight. */
  queued: number;
  sent: number;
  /** The mail server refused it, or it failed after every retry (bounces included). */
  failed: number;
  bounced: number;
  /** Not sent: the address unsubscribed or was deleted after it was queued. */
  skipped: number;
  unsubscribed: number;
}

export async function mailingReport(m: Mailing): Promise<MailingReport> {
  const [c, left] = await Promise.all([mailingDeliveryCounts(mailingGroup(m)), leftAfter(m.id)]);
  return {
    recipients: m.recipients,
    queued: c.queued + c.sending + c.retrying,
    sent: c.sent,
    failed: c.failed,
    bounced: left.bounced,
    skipped: c.skipped,
    unsubscribed: left.unsubscribed,
  };
}

/**
 * The job's tick: scheduled mailings whose time has come are queued, and
 * mailings with nothing left in the outbox are marked sent.
 */
export async function mailingsTick(now = new Date()): Promise<void> {
  for (const m of await dueMailings(now.toISOString())) {
    try {
      const n = await queueMailing(m.id, now);
      if (n !== null) {
        await audit(null, "fans.mailing.send", "fan_mailing", m.id, { recipients: n, scheduled: true });
        logInfo(`fans: a scheduled mailing went to the outbox for ${n} subscriber${n === 1 ? "" : "s"}`);
      }
    } catch (e) {
      // EmailJS refuses mailings: it stays scheduled, and the studio says why.
      logWarn(`fans: a scheduled mailing could not be queued: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  for (const m of await sendingMailings()) {
    const c = await mailingDeliveryCounts(mailingGroup(m));
    if (c.queued + c.sending + c.retrying === 0)
      await patchMailing(m.id, { status: "sent", sent_at: now.toISOString() }, ["sending"]);
  }
}

/** How many confirmed subscribers the newsletter would go to now, and who they are (for the studio to word). */
export async function audienceNow(m: Mailing): Promise<{ count: number } & AudienceSummary> {
  const a = parseAudience(m.audience);
  const all = await confirmedCandidates();
  return { count: all.filter((s) => inAudience(a, s)).length, ...audienceSummary(a) };
}

/** The form's values for a stored newsletter. */
export function newsletterValues(m: Mailing): Record<string, string> {
  const a = parseAudience(m.audience);
  return {
    subject: m.subject,
    body: m.body,
    town: a.near?.town ?? "",
    town_id: a.near?.townId ?? "",
    radius_km: String(a.near?.radiusKm ?? 100),
    source: a.source ?? "",
  };
}

/** The e-mail as a subscriber who asked for all news gets it (the studio's preview). */
export async function previewMail(id: string) {
  const m = await mailingOr404(id);
  const mail = await composeMailing(m, {
    id: "preview",
    email: "",
    wants: "all",
    latitude: null,
    longitude: null,
    radius_km: 0,
    town: "",
  });
  if ("skip" in mail) throw new AppError("not_found");
  return mail;
}

export { getMailing };

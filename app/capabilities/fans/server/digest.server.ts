/**
 * The new-date digest (issue 12 point 6). What subscribers have not been told
 * yet — events published since, moved, or cancelled after they were
 * announced — is kept as one draft digest, rebuilt whenever it is looked at.
 * The owner's setting decides what happens to it: "ask" leaves it in the
 * studio to send or drop, "weekly" sends it once a week, "never" drops it.
 * Sending it records what was announced, in the transaction that queues it
 * (sending.server.ts), so a date is announced once, and a cancellation after
 * an announcement is announced as such.
 */
import { announceableEvents } from "~/capabilities/events/index.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { logInfo } from "~/core/log.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { changeOf, digestFor, parseDigest, type DigestItem } from "../lib/digest.ts";
import { confirmedCandidates } from "./data/subscribers.server.ts";
import { readFanSettings, writeFanSettings } from "./data/settings.server.ts";
import {
  deleteMailingRow,
  insertMailing,
  openDigestDraft,
  patchMailing,
  type Mailing,
} from "./data/mailings.server.ts";
import { announcedRows, markAnnounced } from "./data/announced.server.ts";
import { queueMailing } from "./sending.server.ts";

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** What changed since subscribers were last told, soonest first. */
export async function pendingChanges(now = new Date()): Promise<DigestItem[]> {
  const [events, announced, settings] = await Promise.all([
    announceableEvents(now.getTime()),
    announcedRows(),
    getSettings(),
  ]);
  const told = new Map(announced.map((a) => [a.event_id, a]));
  const origin = publicOrigin();
  const fmt = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "short", timeZone: settings.time_zone });
  const items: DigestItem[] = [];
  for (const e of events) {
    const before = told.get(e.eventId);
    const change = changeOf({ startsAt: e.startsAt, cancelled: e.cancelled }, before);
    if (!change) continue;
    items.push({
      eventId: e.eventId,
      change,
      title: e.title,
      when: e.whenText,
      ...(change === "moved" && before ? { movedFrom: fmt.format(new Date(before.starts_at)) } : {}),
      place: e.venueName,
      url: `${origin}${e.path}`,
      latitude: e.latitude,
      longitude: e.longitude,
      startsAt: e.startsAt,
      cancelled: e.cancelled,
    });
  }
  return items;
}

/** The draft digest brought up to date (created, rewritten or removed); undefined when there is nothing to announce or the owner said never. */
export async function refreshDigest(now = new Date()): Promise<Mailing | undefined> {
  const mode = (await readFanSettings()).digest_mode;
  const items = mode === "never" ? [] : await pendingChanges(now);
  const draft = await openDigestDraft();
  const nowS = now.toISOString();
  if (items.length === 0) {
    if (draft) await deleteMailingRow(draft.id);
    return undefined;
  }
  const body = JSON.stringify(items);
  if (draft) {
    if (draft.body !== body) await patchMailing(draft.id, { body, updated_at: nowS }, ["draft"]);
    return { ...draft, body };
  }
  const row: Mailing = {
    id: newId(),
    kind: "digest",
    subject: "",
    body,
    status: "draft",
    scheduled_at: null,
    queued_at: null,
    recipients: 0,
    created_by: null,
    created_at: nowS,
    updated_at: nowS,
    audience: "{}",
    sent_at: null,
    test_sent_at: null,
  };
  await insertMailing(row);
  return row;
}

/** How many confirmed subscribers a digest would reach now (near-me ones only with a date near them). */
export async function digestRecipients(m: Mailing): Promise<number> {
  const items = parseDigest(m.body);
  return (await confirmedCandidates()).filter((s) => digestFor(items, s).length > 0).length;
}

/** The owner sends the digest (mode "ask"): its dates as they are now. */
export async function sendDigest(actor: Actor | null, now = new Date()): Promise<number | null> {
  const draft = await refreshDigest(now);
  if (!draft) return null;
  const n = await queueMailing(draft.id, now);
  if (n !== null) {
    await writeFanSettings({ last_digest_at: now.toISOString() });
    await audit(actor, "fans.mailing.send", "fan_mailing", draft.id, { digest: true, recipients: n });
    logInfo(`fans: a new-date digest went to the outbox for ${n} subscriber${n === 1 ? "" : "s"}`);
  }
  return n;
}

/** The job's tick: keep the draft current; in "weekly" mode, send it when a week has passed since the last one. */
export async function digestTick(now = new Date()): Promise<number | null> {
  const s = await readFanSettings();
  const draft = await refreshDigest(now);
  if (!draft || s.digest_mode !== "weekly") return null;
  if (s.last_digest_at && now.getTime() - Date.parse(s.last_digest_at) < WEEK_MS) return null;
  return sendDigest(null, now);
}

/** The owner decides not to announce these dates (mode "ask"): they count as told, and nothing is sent. */
export async function discardDigest(actor: Actor, now = new Date()): Promise<number> {
  const draft = await openDigestDraft();
  if (!draft) return 0;
  const items = parseDigest(draft.body);
  const nowS = now.toISOString();
  await db()
    .transaction()
    .execute(async (trx) => {
      await markAnnounced(trx, items, nowS);
      await deleteMailingRow(draft.id, trx);
    });
  await audit(actor, "fans.mailing.delete", "fan_mailing", draft.id, { digest: true, dates: items.length });
  return items.length;
}

export async function fanSettingsView() {
  const [s, site] = await Promise.all([readFanSettings(), getSettings()]);
  return {
    digest_mode: s.digest_mode,
    rate_per_minute: s.rate_per_minute,
    lastDigestAt: s.last_digest_at
      ? new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: site.time_zone }).format(
          new Date(s.last_digest_at),
        )
      : null,
  };
}

export async function setDigestMode(
  actor: Actor,
  mode: "ask" | "weekly" | "never",
  ratePerMinute: number,
): Promise<void> {
  await writeFanSettings({ digest_mode: mode, rate_per_minute: ratePerMinute, updated_at: nowIso() });
  await audit(actor, "fans.settings", "fan_settings", "1", { digest_mode: mode, rate_per_minute: ratePerMinute });
  await refreshDigest();
}

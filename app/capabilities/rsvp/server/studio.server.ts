/**
 * The studio's side of RSVP (issue 13): settings per event and per date, the
 * guest list per date with counts, CSV export, check-in at the door. Audited
 * here (one place per change).
 */
import { outboxStatus, wakeOutbox } from "~/core/mail/index.server.ts";
import { csvRow } from "~/core/csv/csv.server.ts";
import {
  getEventDate,
  getEventSummary,
  upcomingDatesOf,
  upcomingEventChoices,
  type EventDate,
} from "~/capabilities/events/index.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { contentChanged } from "~/core/db/content-version.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { AppError } from "~/core/errors.ts";
import { readSettingsForm, type SettingsInput } from "../lib/settings-form.ts";
import { toConfig, type RsvpConfig } from "./config.server.ts";
import { configsOf, configuredEvents, deleteConfig, upsertConfig } from "./data/configs.server.ts";
import {
  countsOf,
  datesWithReplies,
  getReply,
  repliesOf,
  setCheckIn,
  type DateCounts,
  type Reply,
} from "./data/replies.server.ts";
import { cancelPlaced, promoteAfterChange } from "./places.server.ts";
import { rsvpConfig } from "./config.server.ts";

/** /admin/rsvp: upcoming published events, and whether replies are on. */
export async function rsvpOverview() {
  const [events, configured] = await Promise.all([upcomingEventChoices(), configuredEvents()]);
  const on = new Map(configured.map((c) => [c.event_id, Number(c.enabled) === 1]));
  return events.map((e) => ({
    id: e.id,
    title: e.title,
    next: e.next ? { date: e.next.date, whenText: e.next.whenText } : null,
    rsvp: (on.has(e.id) ? (on.get(e.id) ? "on" : "off") : "none") as "on" | "off" | "none",
  }));
}

async function requireEvent(eventId: string) {
  const e = await getEventSummary(eventId);
  if (!e) throw new AppError("not_found");
  return e;
}

/** /admin/rsvp/:eventId: its settings (every date, and dates that differ) and its dates with their places. */
export async function eventRsvp(eventId: string) {
  const event = await requireEvent(eventId);
  const [rows, upcoming, replied] = await Promise.all([
    configsOf(eventId),
    upcomingDatesOf(eventId, 24),
    datesWithReplies(eventId),
  ]);
  const every = rows.find((r) => r.date === "");
  const own = rows.filter((r) => r.date !== "").map((r) => ({ date: r.date, config: toConfig(r) }));
  const places = new Map(replied.map((r) => [r.date, Number(r.places)]));
  const dates = new Map<string, { date: string; whenText: string; places: number; path: string | null }>();
  for (const d of upcoming)
    dates.set(d.date, {
      date: d.date,
      whenText: d.whenText,
      places: places.get(d.date) ?? 0,
      path: d.visibility === "published" ? d.path : null,
    });
  for (const r of replied)
    if (!dates.has(r.date)) dates.set(r.date, { date: r.date, whenText: r.date, places: Number(r.places), path: null });
  return {
    event,
    every: every ? toConfig(every) : null,
    own,
    dates: [...dates.values()].sort((a, b) => a.date.localeCompare(b.date)),
    recurring: upcoming.some((d) => d.recurring),
  };
}

/**
 * Saves the settings for every date (`date` "") or for one date. A raised
 * capacity moves the waitlist up at once, date by date, and tells those who
 * got a place.
 */
export async function saveRsvpSettings(
  actor: Actor | null,
  eventId: string,
  date: string,
  form: FormData,
  intl = "en",
): Promise<{ ok: true } | { ok: false; errors: Record<string, string>; input: SettingsInput }> {
  const event = await requireEvent(eventId);
  if (date !== "" && !(await getEventDate(eventId, date))) throw new AppError("not_found");
  const r = readSettingsForm(form, intl);
  if (!r.ok) return r;
  const v = r.value;
  const now = new Date().toISOString();
  await upsertConfig({
    id: newId(),
    event_id: eventId,
    date,
    enabled: v.enabled ? 1 : 0,
    capacity: v.capacity,
    max_party: v.maxParty,
    opens_local: v.opensLocal,
    closes_local: v.closesLocal,
    questions: JSON.stringify(v.questions),
    reminder_hours: v.reminderHours,
    updated_at: now,
  });
  await audit(actor, "rsvp.settings", "event", eventId, {
    title: event.title,
    date: date || "every date",
    enabled: v.enabled,
    capacity: v.capacity,
  });
  // Places may have opened: the dates with replies whose settings these are.
  const { transport } = await outboxStatus({ bulk: false });
  const own = new Set((await configsOf(eventId)).filter((c) => c.date !== "").map((c) => c.date));
  let moved = 0;
  for (const d of await datesWithReplies(eventId)) {
    if (date === "" ? own.has(d.date) : d.date !== date) continue;
    moved += (await promoteAfterChange(eventId, d.date, v.capacity, now, transport)).length;
  }
  if (moved) wakeOutbox();
  await contentChanged();
  return { ok: true };
}

export async function removeDateSettings(actor: Actor | null, eventId: string, date: string): Promise<void> {
  const event = await requireEvent(eventId);
  if (date && (await deleteConfig(eventId, date)))
    await audit(actor, "rsvp.settings", "event", eventId, { title: event.title, date, removed: true });
  await contentChanged();
}

export interface GuestList {
  date: EventDate;
  config: RsvpConfig | null;
  counts: DateCounts;
  replies: (Omit<Reply, "answers" | "nonce"> & { answers: string[] })[];
  q: string;
}

/** A date's guest list: counts (whatever the search) and the replies matching `q`. */
export async function guestList(eventId: string, date: string, q = ""): Promise<GuestList> {
  const d = await getEventDate(eventId, date);
  if (!d || d.date !== date) throw new AppError("not_found");
  const [rows, counts, cfgRows] = await Promise.all([
    repliesOf(eventId, date, q.slice(0, 100)),
    countsOf(eventId, date),
    configsOf(eventId),
  ]);
  const cfg = cfgRows.find((c) => c.date === date) ?? cfgRows.find((c) => c.date === "");
  return {
    date: d,
    config: cfg ? toConfig(cfg) : null,
    counts,
    replies: rows.map(({ nonce: _n, answers, ...r }) => ({ ...r, answers: JSON.parse(answers) as string[] })),
    q,
  };
}

/** Checks a guest in at the door; a second tap or a retried request changes nothing (and is not audited twice). */
export async function checkInGuest(
  actor: Actor | null,
  eventId: string,
  date: string,
  replyId: string,
  undo = false,
): Promise<{ changed: boolean; counts: DateCounts }> {
  const now = new Date().toISOString();
  const changed = await setCheckIn(replyId, eventId, date, !undo, now);
  if (changed)
    await audit(actor, undo ? "rsvp.checkin.undo" : "rsvp.checkin", "rsvp_reply", replyId, { event: eventId, date });
  return { changed, counts: await countsOf(eventId, date) };
}

/** The guest list as CSV (every reply, whatever the search), audited. */
export async function exportGuests(
  actor: Actor | null,
  eventId: string,
  date: string,
): Promise<{ csv: string; filename: string }> {
  const list = await guestList(eventId, date);
  const questions = list.config?.questions ?? [];
  const lines = [csvRow(["Name", "E-mail", "Party", "Status", "Checked in", "Replied", ...questions])];
  for (const r of list.replies)
    lines.push(
      csvRow([
        r.name,
        r.email,
        r.party,
        r.status,
        r.checked_in_at ?? "",
        r.created_at,
        ...questions.map((_, i) => r.answers[i] ?? ""),
      ]),
    );
  await audit(actor, "rsvp.export", "event", eventId, { date, rows: list.replies.length });
  return { csv: lines.join(""), filename: `guests-${list.date.slug}-${date}.csv` };
}

/** The owner cancels a reply (a no-show, a duplicate): its places go to the waitlist, and whoever moves up is told. */
export async function cancelGuest(
  actor: Actor | null,
  eventId: string,
  date: string,
  replyId: string,
): Promise<{ promoted: number }> {
  const r = await getReply(replyId);
  if (!r || r.event_id !== eventId || r.date !== date) throw new AppError("not_found");
  const cfg = await rsvpConfig(eventId, date);
  const { transport } = await outboxStatus({ bulk: false });
  const done = await cancelPlaced(r, cfg?.capacity ?? 0, new Date().toISOString(), transport);
  if (done && r.status !== "cancelled") {
    await audit(actor, "rsvp.cancel", "rsvp_reply", replyId, {
      event: eventId,
      date,
      name: r.name,
      promoted: done.promoted.length,
    });
    wakeOutbox();
    if (done.fullChanged) await contentChanged();
  }
  return { promoted: done?.promoted.length ?? 0 };
}

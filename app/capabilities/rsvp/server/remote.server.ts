/**
 * Replies made from another system (issue 31): a fediverse server's `Join` of a date takes a place
 * through the very same per-date lock as the site's form (places.server.ts, ADR 1300) — capacity and
 * waitlist exact, whoever asks at the same moment — and its `Leave` cancels it, the waitlist moving
 * up. Such a reply has no mailbox: its key is "remote:<handle>" and no e-mail is queued for it (the
 * caller answers it its own way); its name carries the handle, so the guest list and the door page
 * show who it is. People promoted by a Leave who replied on the site get their e-mail as always.
 */
import { outboxStatus, wakeOutbox } from "~/core/mail/index.server.ts";
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { db } from "~/core/db/client.server.ts";
import { contentChanged } from "~/core/db/content-version.server.ts";
import { signalOutcome } from "~/core/observe.server.ts";
import { NAME_MAX } from "../lib/fields.ts";
import { placesLeft } from "../lib/capacity.ts";
import { replyWindow, rsvpConfig } from "./config.server.ts";
import { confirmedPlaces, findReply } from "./data/replies.server.ts";
import type { ReplyStatus } from "./data/tables.server.ts";
import { cancelPlaced, placeReply, REMOTE_PREFIX } from "./places.server.ts";
import { RSVP_OUTCOME } from "./reply.server.ts";

export interface RemotePlaces {
  /** Replies are taken now. */
  open: boolean;
  capacity: number;
  /** Confirmed places (read outside the lock: for showing, never for deciding). */
  taken: number;
  left: number;
}

/** A date's places, or null when it takes no replies at all. */
export async function remotePlaces(eventId: string, date: string, nowMs = Date.now()): Promise<RemotePlaces | null> {
  const [cfg, d] = await Promise.all([rsvpConfig(eventId, date), getEventDate(eventId, date)]);
  if (!cfg?.enabled || !d || d.date !== date) return null;
  const taken = await confirmedPlaces(db(), eventId, date);
  return {
    open: replyWindow(cfg, d, nowMs).state === "open",
    capacity: cfg.capacity,
    taken,
    left: placesLeft(cfg.capacity, taken),
  };
}

export type RemoteJoin =
  | { status: "confirmed" | "waitlisted"; replyId: string; promoted: string[] }
  | { status: "closed" };

/** One place for `who` on the date (again the same reply when they join twice), or "closed". */
export async function joinRemote(
  eventId: string,
  date: string,
  who: { handle: string; name: string },
  now: Date,
): Promise<RemoteJoin> {
  const [cfg, d] = await Promise.all([rsvpConfig(eventId, date), getEventDate(eventId, date)]);
  if (!cfg || !d || d.date !== date || replyWindow(cfg, d, now.getTime()).state !== "open") return { status: "closed" };
  const label = `${who.name.replace(/\s+/g, " ").trim() || who.handle} (${who.handle})`;
  const name = label.length > NAME_MAX ? `${label.slice(0, NAME_MAX - 1)}…` : label;
  const { transport } = await outboxStatus({ bulk: false });
  const placed = await placeReply(
    eventId,
    date,
    cfg.capacity,
    { email: REMOTE_PREFIX + who.handle.toLowerCase(), name, party: 1, answers: [] },
    now.toISOString(),
    transport,
  );
  if (placed.promoted.length) wakeOutbox();
  if (placed.fullChanged) await contentChanged();
  if (placed.change === "new") signalOutcome({ kind: RSVP_OUTCOME, subject: eventId });
  return {
    status: placed.status === "waitlisted" ? "waitlisted" : "confirmed",
    replyId: placed.replyId,
    promoted: placed.promoted,
  };
}

/** Cancels `handle`'s reply for the date; who moved up from the waitlist. Null when there is none. */
export async function leaveRemote(
  eventId: string,
  date: string,
  handle: string,
  now: Date,
): Promise<{ promoted: string[] } | null> {
  const reply = await findReply(db(), eventId, date, REMOTE_PREFIX + handle.toLowerCase());
  if (!reply) return null;
  const cfg = await rsvpConfig(eventId, date);
  const { transport } = await outboxStatus({ bulk: false });
  const done = await cancelPlaced(reply, cfg?.capacity ?? 0, now.toISOString(), transport);
  if (!done) return null;
  if (done.promoted.length) wakeOutbox();
  if (done.fullChanged) await contentChanged();
  return { promoted: done.promoted };
}

/** The state of these replies now (a promotion may have confirmed a waitlisted one since). */
export async function replyStates(ids: readonly string[]): Promise<Map<string, ReplyStatus>> {
  if (!ids.length) return new Map();
  const rows = await db()
    .selectFrom("rsvp_replies")
    .select(["id", "status"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.status]));
}

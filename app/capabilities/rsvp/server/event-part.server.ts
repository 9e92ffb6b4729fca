/**
 * The RSVP part of a public event page (manifest `eventPage`): the form, or
 * why replies are not taken now. The page is cached for up to a minute and
 * until content changes (a date filling up or freeing a place counts), so the
 * timing token may be that much older: still inside the 3 s – 24 h window.
 */
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { formatWhen } from "~/core/dates/format.ts";
import { env } from "~/core/env.server.ts";
import { placesLeft } from "../lib/capacity.ts";
import { confirmedPlaces } from "./data/replies.server.ts";
import { claimedPlaces } from "./data/claims.server.ts";
import { db } from "~/core/db/client.server.ts";
import { replyWindow, rsvpConfig } from "./config.server.ts";
import type { RsvpFormData } from "../components/site/RsvpForm.tsx";
import { rsvpCtaHtml, rsvpFormHtml } from "./render.server.tsx";
import { serverMarkup, type ServerMarkupData } from "~/core/ui/server-markup.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";

export type RsvpPartData = RsvpFormData & { left: number; capacity: number };

/** The event page's part: the form as HTML (no JavaScript), or null when the date takes no replies. */
export async function loadRsvpPartHtml(
  ctx: { eventId: string; date: string; request: Request },
  nowMs = Date.now(),
): Promise<ServerMarkupData | null> {
  const [data, tr] = await Promise.all([loadRsvpPart(ctx, nowMs), siteI18n()]);
  return data ? serverMarkup(ctx.request, rsvpFormHtml(tr.t, data).html) : null;
}

/**
 * The date's call to action beside its tickets (issue 34): a solid button down to the form while replies are
 * open, with the state under it — few places left, the waitlist, when replies open — as HTML.
 */
export async function loadRsvpCtaHtml(
  ctx: { eventId: string; date: string; request: Request },
  nowMs = Date.now(),
): Promise<ServerMarkupData | null> {
  const [data, tr] = await Promise.all([loadRsvpPart(ctx, nowMs), siteI18n()]);
  return data ? serverMarkup(ctx.request, rsvpCtaHtml(tr.t, data).html) : null;
}

export async function loadRsvpPart(
  ctx: { eventId: string; date: string },
  nowMs = Date.now(),
): Promise<RsvpPartData | null> {
  const cfg = await rsvpConfig(ctx.eventId, ctx.date);
  if (!cfg?.enabled) return null;
  const d = await getEventDate(ctx.eventId, ctx.date);
  // A cancelled date says so in its banner; a form that only says "closed" would add nothing.
  if (!d || d.status === "cancelled") return null;
  const w = replyWindow(cfg, d, nowMs);
  // Ticket holds and sales share the date's places (issue 29).
  const taken =
    (await confirmedPlaces(db(), ctx.eventId, ctx.date)) +
    (await claimedPlaces(db(), ctx.eventId, ctx.date, new Date(nowMs).toISOString()));
  return {
    eventId: ctx.eventId,
    date: ctx.date,
    state: w.state,
    opensText:
      w.state === "not_yet" ? formatWhen({ start: w.opensMs, tz: d.tz, allDay: false }, (await siteI18n()).intl) : null,
    full: placesLeft(cfg.capacity, taken) === 0,
    left: placesLeft(cfg.capacity, taken),
    capacity: cfg.capacity,
    maxParty: cfg.maxParty,
    questions: cfg.questions,
    token: issueFormToken(env().SESSION_SECRET),
  };
}

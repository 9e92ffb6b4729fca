/**
 * Calling off one date of an event (ADR 2910), for "Cancel this date and
 * refund every order" in payments (through the door, index.server.ts). A
 * single event's one date is the event: its status becomes cancelled. A date
 * of a series goes on the rule's `cancelled` list: it stays listed, as
 * cancelled, while the other dates go on. Audited here, like every status
 * change; cancelling a date that already is cancelled changes nothing.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { seriesOf } from "~/capabilities/events/lib/model.ts";
import { occurrenceByKey } from "~/capabilities/events/lib/recurrence.ts";
import { inEventRange } from "~/capabilities/events/lib/date-range.ts";
import { parseStoredRule } from "~/capabilities/events/schemas.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { getEvent, storedRecurrence } from "./data/events.server.ts";
import { swapRecurrence, touchEvent } from "./data/changes.server.ts";

/** A studio translator's `t` (the acting user's language; English without one). */
type StudioT = (key: string, values?: Record<string, string | number>) => string;
const english: StudioT = (key, values) => studioTranslatorFor("en").t(key, values);

/**
 * Cancels the date `date` ("YYYY-MM-DD", the occurrence's key) of the event.
 * `changed` is false when it was cancelled already (the whole event, or that
 * date). Refused with not_found for an unknown event and "invalid" (field
 * `date`) for a date the event does not have (a skipped one included).
 *
 * A sold-out single event may be cancelled here although the studio's status
 * buttons go through "scheduled" first (SPEC §4): a sold-out show is the one
 * most likely to be refunded in bulk, and two steps there would leave it
 * listed as on (ADR 2910).
 */
export async function cancelEventDate(
  actor: Actor | null,
  eventId: string,
  date: string,
  t: StudioT = english,
): Promise<{ changed: boolean }> {
  // Another change to the series' rule in between makes the write miss: read again (a few times at most).
  for (let attempt = 0; attempt < 5; attempt++) {
    const stored = await storedRecurrence(eventId);
    const e = stored === undefined ? null : await getEvent(eventId);
    if (!e) throw new AppError("not_found", { message: t("events.studio.cancelDate.gone") });
    const rule = parseStoredRule(stored ?? null);
    const o = inEventRange(date) ? occurrenceByKey({ ...seriesOf(e), rule }, date) : null;
    if (!o)
      throw new AppError("invalid", { field: "date", message: t("events.studio.cancelDate.noSuchDate", { date }) });
    if (e.status === "cancelled" || o.cancelled) return { changed: false };
    if (!rule) {
      await touchEvent(e.id, { status: "cancelled" });
      await audit(actor, "event.status", "event", e.id, { title: e.title, from: e.status, to: "cancelled", date });
      return { changed: true };
    }
    const next = { ...rule, cancelled: [...(rule.cancelled ?? []), date].sort() };
    if (!(await swapRecurrence(e.id, stored ?? null, JSON.stringify(next)))) continue;
    await audit(actor, "event.date_cancel", "event", e.id, { title: e.title, date });
    return { changed: true };
  }
  throw new AppError("server", { message: t("events.studio.cancelDate.busy") });
}

/**
 * RSVP in the studio's event form (issue 25): "Take RSVPs" with the places and the largest party, stored
 * as the event's settings for every date (the RSVP page keeps the rest: opening times, questions,
 * reminders, dates that differ). Nothing is stored for an event that never took RSVPs and is not ticked;
 * an unchanged block is not saved again (no audit entry for nothing).
 */
import type { EventFormPart } from "~/capabilities/event-form.server.ts";
import { CAPACITY_MAX, PARTY_MAX } from "../lib/fields.ts";
import type { RsvpSettingsValue } from "../lib/settings-form.ts";
import { rsvpConfig } from "./config.server.ts";
import { saveRsvpSettings } from "./studio.server.ts";

export interface EventFormRsvp {
  eventId: string | null;
  /** The event has RSVP settings (for every date). */
  configured: boolean;
  enabled: boolean;
  capacity: number;
  maxParty: number;
}

const NEW = { enabled: false, capacity: 50, maxParty: 4 };
const field = (form: FormData, k: string) => String(form.get(k) ?? "").trim();
const whole = (s: string, max: number) =>
  /^\d{1,6}$/.test(s) && Number(s) >= 1 && Number(s) <= max ? Number(s) : null;

/** The settings form the RSVP page posts, from this block and the settings it does not show. */
function settingsForm(form: FormData, current: RsvpSettingsValue | null): FormData {
  const out = new FormData();
  if (form.get("rsvp_enabled") === "on") out.set("enabled", "on");
  out.set("capacity", field(form, "rsvp_capacity"));
  out.set("maxParty", field(form, "rsvp_max_party"));
  out.set("opens", current?.opensLocal ?? "");
  out.set("closes", current?.closesLocal ?? "");
  (current?.questions ?? []).forEach((q, i) => out.set(`q${i}`, q));
  out.set("reminderHours", String(current?.reminderHours ?? 0));
  return out;
}

const rsvp: EventFormPart = {
  async load(eventId): Promise<EventFormRsvp> {
    const cfg = eventId ? await rsvpConfig(eventId, "") : null;
    const v = cfg ?? NEW;
    return { eventId, configured: cfg !== null, enabled: v.enabled, capacity: v.capacity, maxParty: v.maxParty };
  },

  async check(form, eventId, t) {
    if (!form.has("rsvp_shown")) return {};
    const on = form.get("rsvp_enabled") === "on";
    if (!on && !(eventId && (await rsvpConfig(eventId, "")))) return {};
    const errors: Record<string, string> = {};
    if (whole(field(form, "rsvp_capacity"), CAPACITY_MAX) === null)
      errors.rsvp_capacity = t("rsvp.studio.eventForm.capacityError", { max: CAPACITY_MAX });
    if (whole(field(form, "rsvp_max_party"), PARTY_MAX) === null)
      errors.rsvp_max_party = t("rsvp.studio.eventForm.maxPartyError", { max: PARTY_MAX });
    return errors;
  },

  async save(actor, eventId, form) {
    if (!form.has("rsvp_shown")) return;
    const current = await rsvpConfig(eventId, "");
    const on = form.get("rsvp_enabled") === "on";
    if (!current && !on) return;
    const capacity = Number(field(form, "rsvp_capacity"));
    const maxParty = Math.min(Number(field(form, "rsvp_max_party")), capacity); // as the settings form stores it
    if (current && current.enabled === on && current.capacity === capacity && current.maxParty === maxParty) return;
    const r = await saveRsvpSettings(actor, eventId, "", settingsForm(form, current));
    // check() ran first with the same rules; a refusal here is a bug, not a person's mistake.
    if (!r.ok) throw new Error(`RSVP settings refused after their check: ${JSON.stringify(r.errors)}`);
  },
};

export default { rsvp };

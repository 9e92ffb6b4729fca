/** RSVP settings and replies as the studio and the public form store them (tests of what shares a date's places). */
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { rsvpConfig } from "~/capabilities/rsvp/server/config.server.ts";
import { store } from "~/capabilities/rsvp/server/reply.server.ts";
import { saveRsvpSettings } from "~/capabilities/rsvp/server/studio.server.ts";

export async function enableRsvp(eventId: string, capacity: number, maxParty = 4): Promise<void> {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    enabled: "on",
    capacity: String(capacity),
    maxParty: String(maxParty),
    reminderHours: "0",
  }))
    f.append(k, v);
  const r = await saveRsvpSettings(null, eventId, "", f);
  if (!("ok" in r) || !r.ok) throw new Error("RSVP settings refused");
}

/** Stops the event taking replies (the settings kept, "Take replies" unticked). */
export async function disableRsvp(eventId: string, capacity: number, maxParty = 4): Promise<void> {
  const f = new FormData();
  for (const [k, v] of Object.entries({ capacity: String(capacity), maxParty: String(maxParty), reminderHours: "0" }))
    f.append(k, v);
  const r = await saveRsvpSettings(null, eventId, "", f);
  if (!("ok" in r) || !r.ok) throw new Error("RSVP settings refused");
}

/** A free reply for `party` places; its status ("confirmed", "waitlisted"). */
export async function reply(eventId: string, date: string, party: number, who = "guest"): Promise<string> {
  const [d, cfg] = await Promise.all([getEventDate(eventId, date), rsvpConfig(eventId, date)]);
  const r = await store(d!, cfg!, { email: `${who}@example.net`, name: who, party, answers: [] }, new Date());
  return r.kind === "done" ? r.status : r.kind;
}

/**
 * "Take RSVPs" in the event form (issue 25): an event without RSVP settings shows the box unticked; ticking
 * it stores the settings for every date; the numbers are checked before anything is saved; unticking keeps
 * the settings the RSVP page added (questions, reminder) and turns RSVPs off; an unchanged block is not
 * saved again. SQLite and PostgreSQL.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { rsvpConfig } from "./config.server.ts";
import { saveRsvpSettings } from "./studio.server.ts";
import parts from "./event-form.server.ts";

useTestDatabase();
const { t } = studioTranslatorFor("en");
const part = parts.rsvp;
const actor = { id: "owner-1", email: "owner@example.com" };

const block = (over: Record<string, string> = {}) => {
  const f = new FormData();
  for (const [k, v] of Object.entries({ rsvp_shown: "1", rsvp_capacity: "50", rsvp_max_party: "4", ...over }))
    f.set(k, v);
  return f;
};
const rsvpAudits = async () => (await listAudit()).filter((a) => a.action === "rsvp.settings").length;

test("a new event's block is unticked; ticked, it stores the settings for every date", async () => {
  expect(await part.load(null)).toEqual({
    eventId: null,
    configured: false,
    enabled: false,
    capacity: 50,
    maxParty: 4,
  });
  const e = await publishEvent({ title: "Open rehearsal" });
  // Unticked, on an event that never took RSVPs: nothing to check, nothing stored.
  expect(await part.check(block({ rsvp_capacity: "0" }), e.id, t)).toEqual({});
  await part.save(actor, e.id, block());
  expect(await rsvpConfig(e.id, "")).toBeNull();

  const ticked = block({ rsvp_enabled: "on", rsvp_capacity: "120", rsvp_max_party: "2" });
  expect(await part.check(ticked, e.id, t)).toEqual({});
  await part.save(actor, e.id, ticked);
  expect(await rsvpConfig(e.id, "")).toMatchObject({ enabled: true, capacity: 120, maxParty: 2, own: false });
  expect(await part.load(e.id)).toEqual({ eventId: e.id, configured: true, enabled: true, capacity: 120, maxParty: 2 });
});

test("the numbers are checked before the event is saved, in the studio language", async () => {
  const e = await publishEvent({ title: "Choir day" });
  expect(await part.check(block({ rsvp_enabled: "on", rsvp_capacity: "0", rsvp_max_party: "x" }), e.id, t)).toEqual({
    rsvp_capacity: "Enter the number of places, from 1 to 100000.",
    rsvp_max_party: "Enter the largest party, from 1 to 50.",
  });
  const de = studioTranslatorFor("de").t;
  expect(await part.check(block({ rsvp_enabled: "on", rsvp_capacity: "" }), null, de)).toEqual({
    rsvp_capacity: "Gib die Zahl der Plätze ein, von 1 bis 100000.",
  });
});

test("unticked, the RSVP page's own settings stay and RSVPs are off; an unchanged block is not saved again", async () => {
  const e = await publishEvent({ title: "Summer fair" });
  const full = new FormData();
  for (const [k, v] of Object.entries({
    enabled: "on",
    capacity: "30",
    maxParty: "3",
    opens: "",
    closes: "",
    q0: "Which voice do you sing?",
    reminderHours: "24",
  }))
    full.set(k, v);
  await saveRsvpSettings(actor, e.id, "", full);
  const before = await rsvpAudits();

  await part.save(actor, e.id, block({ rsvp_enabled: "on", rsvp_capacity: "30", rsvp_max_party: "3" }));
  expect(await rsvpAudits()).toBe(before);

  await part.save(actor, e.id, block({ rsvp_capacity: "30", rsvp_max_party: "3" }));
  expect(await rsvpConfig(e.id, "")).toMatchObject({
    enabled: false,
    capacity: 30,
    questions: ["Which voice do you sing?"],
    reminderHours: 24,
  });
  expect(await rsvpAudits()).toBe(before + 1);
});

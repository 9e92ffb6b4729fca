/**
 * The demo's line-ups (issue 32 §1): the club night's running order on one
 * stage, and the summer festival's Sunday on two stages, so a fresh site shows
 * both the running order and the timetable. Written through the studio's own
 * services, so the demo passes the same checks as an owner's line-up.
 */
import { addPerformer, addSet, saveRunning } from "./lineup.server.ts";
import type { PerformerFormValue } from "~/capabilities/events/lib/lineup-schemas.ts";

// The services word their refusals for the studio; the demo's times are right, so the key would do.
const t = (key: string) => key;

const ACT = "The Velvet Lanterns";

type Act = Pick<PerformerFormValue, "name" | "role" | "kind"> & Partial<PerformerFormValue>;

async function performers(eventId: string, acts: Act[]): Promise<string[]> {
  const ids: string[] = [];
  for (const a of acts) ids.push(await addPerformer(null, eventId, { self: false, url: "", image: "", ...a }, null, t));
  return ids;
}

type Set = [performer: string, stage: string, start: string, end: string];

async function sets(eventId: string, date: string, day: string | null, list: Set[]): Promise<void> {
  for (const [performer, stage, start, end] of list)
    await addSet(null, eventId, date, { performer, label: "", stage, day, start, end }, t);
}

/** The club night (from 21:00 to 01:00): doors, the band, the DJ until the curfew. */
export async function seedClubLineup(eventId: string, date: string): Promise<void> {
  const [band, dj] = await performers(eventId, [
    { name: ACT, role: "main", kind: "MusicGroup", self: true },
    { name: "DJ Halcyon", role: "support", kind: "Person", url: "https://halcyon.example/" },
  ]);
  await sets(eventId, date, null, [
    [band!, "", "21:30", "23:00"],
    [dj!, "", "23:15", "01:00"],
  ]);
  await saveRunning(null, eventId, date, { doors: "20:30", curfew: "01:00", doors_day: null, curfew_day: null }, t);
}

/** The festival's Sunday (its second day): two stages side by side. */
export async function seedFestivalLineup(eventId: string, date: string, sunday: string): Promise<void> {
  const [band, lights, marlene, nightjar, ada] = await performers(eventId, [
    { name: ACT, role: "main", kind: "MusicGroup", self: true },
    { name: "Harbour Lights", role: "main", kind: "MusicGroup", url: "https://harbour-lights.example/" },
    { name: "Marlene Koch", role: "support", kind: "Person" },
    { name: "Nightjar Trio", role: "support", kind: "MusicGroup" },
    { name: "Ada & the Sleepers", role: "guest", kind: "MusicGroup" },
  ]);
  await sets(eventId, date, sunday, [
    [nightjar!, "Tent", "15:00", "16:15"],
    [marlene!, "Park stage", "16:00", "17:00"],
    [ada!, "Tent", "17:00", "18:00"],
    [band!, "Park stage", "18:30", "19:45"],
    [lights!, "Park stage", "20:30", "22:00"],
  ]);
}

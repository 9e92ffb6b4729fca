/** The events list's own path segments (/events/past, /events/month, /events/page/2) are never an event's slug (issue 17). */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { eventValue, newVenue } from "~tests/factories/events.ts";
import { eventFormSchema } from "~/capabilities/events/schemas.ts";
import { createEvent } from "./events.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

/** The form's messages in English (the studio catalogue). */
const tr = studioTranslatorFor("en");

useTestDatabase();

test("an event titled Month, Page or Past gets the next free slug instead", async () => {
  const slugs = [];
  for (const title of ["Month", "Page", "Past", "Page"])
    slugs.push((await createEvent(null, eventValue({ title, venue: newVenue() }))).slug);
  expect(slugs).toEqual(["month-2", "page-2", "past-2", "page-3"]);
});

test("the event form refuses a reserved slug typed by hand, with a message under the field", () => {
  for (const slug of ["month", "page", "past"]) {
    const r = eventFormSchema(tr.t).safeParse({
      title: "x",
      slug,
      start_date: "2030-01-01",
      time_zone: "Europe/Berlin",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === "slug")?.message).toMatch(/taken by the events list/);
  }
});

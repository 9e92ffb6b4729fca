import { expect, test } from "vitest";
import { moreOptionsOpen } from "./form-more.ts";

const base = {
  title: "Gig",
  start_date: "05.12.2026",
  start_time: "20:00",
  time_zone: "Europe/Berlin",
  repeat: "none",
};
const defaults = { timeZone: "Europe/Berlin" };

test("a new event's essentials keep More options closed, whatever is typed or refused above it", () => {
  expect(moreOptionsOpen(base, {}, defaults)).toBe(false);
  expect(
    moreOptionsOpen(
      { ...base, venue_id: "new", venue_name: "Hall", ticket_url: ["x"], rsvp_enabled: "on" },
      { title: "Enter a title.", "ticket_url.0": "Bad link", rsvp_capacity: "Too many", image_upload_id_alt: "Alt" },
      defaults,
    ),
  ).toBe(false);
  // A stored link name is not "set by hand"; a saved venue's coordinates are not the new venue's.
  expect(moreOptionsOpen({ ...base, slug: "gig" }, {}, { ...defaults, slug: "gig" })).toBe(false);
  expect(moreOptionsOpen({ ...base, venue_id: "v1", venue_latitude: "52.5" }, {}, defaults)).toBe(false);
});

test("More options opens for a message or a value inside it", () => {
  expect(moreOptionsOpen(base, { end_time: "Enter the end time." }, defaults)).toBe(true);
  expect(moreOptionsOpen(base, { "skip_date.1": "Not a date" }, defaults)).toBe(true);
  for (const extra of [
    { end_date: "06.12.2026" },
    { end_time: "23:00" },
    { all_day: "on" },
    { night_before: "on" },
    { repeat: "weekly" },
    { time_zone: "Europe/London" },
    { slug: "my-gig" },
    { venue_id: "new", venue_latitude: "52.5" },
  ])
    expect(moreOptionsOpen({ ...base, ...extra }, {}, defaults), JSON.stringify(extra)).toBe(true);
  expect(moreOptionsOpen(base, {}, { ...defaults, translated: true })).toBe(true);
});

import { expect, test } from "vitest";
import { eventsListBase, eventsRedirect, isMonthParam, isReservedEventSlug, monthPath } from "./list-urls.ts";

const u = (path: string) => new URL(path, "https://band.example");

test("month grids have paths; this month's is /events/month", () => {
  expect(monthPath("2026-12")).toBe("/events/month/2026-12");
  expect(monthPath(null)).toBe("/events/month");
  expect(isMonthParam("2026-12")).toBe(true);
  for (const bad of ["2026-13", "2026-00", "2026-1", "26-01", "2026-01x"]) expect(isMonthParam(bad)).toBe(false);
});

test("the list's own path is found under a page or month suffix, a prefix kept", () => {
  expect(eventsListBase("/events")).toBe("/events");
  expect(eventsListBase("/events/page/2")).toBe("/events");
  expect(eventsListBase("/events/month/2026-12")).toBe("/events");
  expect(eventsListBase("/events/month")).toBe("/events");
  expect(eventsListBase("/events/past/page/3")).toBe("/events/past");
  expect(eventsListBase("/de/events/month/2026-12")).toBe("/de/events");
});

test("old query URLs answer with their new path (301 in the loaders)", () => {
  const cases: [string, string | null, { page?: string }?][] = [
    ["/events?view=month&month=2026-12", "/events/month/2026-12"],
    ["/events?month=2026-12&view=month&utm_source=nl", "/events/month/2026-12?utm_source=nl"],
    ["/events?view=month", "/events/month"],
    ["/events?page=2", "/events/page/2"],
    ["/events?page=1", "/events"],
    ["/events?view=list", "/events"],
    ["/events/past?page=4", "/events/past/page/4"],
    ["/events/past?page=1", "/events/past"],
    ["/events/page/1", "/events", { page: "1" }],
    ["/events/past/page/1?ref=x", "/events/past?ref=x", { page: "1" }],
    ["/events/page/2?page=3", "/events/page/3", { page: "2" }],
    ["/events/month/2026-12?view=month", "/events/month/2026-12"],
    ["/de/events?view=month&month=2027-01", "/de/events/month/2027-01"],
    // A month that is not one still moves; /events/month/2031-13 answers 404, as the query did.
    ["/events?view=month&month=2031-13", "/events/month/2031-13"],
    // Already the new URLs: served, not moved.
    ["/events", null],
    ["/events?utm_source=x", null],
    ["/events/page/2", null, { page: "2" }],
    ["/events/month/2026-12", null],
    ["/events/month", null],
    ["/events/past", null],
  ];
  for (const [from, to, params] of cases) expect([from, eventsRedirect(u(from), params)]).toEqual([from, to]);
});

test("an event cannot take the list's own path segments", () => {
  for (const slug of ["past", "month", "page"]) expect(isReservedEventSlug(slug)).toBe(true);
  expect(isReservedEventSlug("pages")).toBe(false);
});

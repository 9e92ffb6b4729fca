import { expect, test } from "vitest";
import { isProtocolPath, pageObject } from "./paths.ts";

test("protocol paths are the federation's whatever is asked; pages are only the home page, dates and posts", () => {
  for (const p of ["/.well-known/webfinger", "/.well-known/nodeinfo", "/nodeinfo/2.1", "/ap/inbox", "/ap/actors/site"])
    expect(isProtocolPath(p)).toBe(true);
  for (const p of ["/", "/apx", "/events", "/.well-known/security.txt"]) expect(isProtocolPath(p)).toBe(false);

  expect(pageObject("/")).toEqual({ kind: "actor" });
  expect(pageObject("/events/summer-tour")).toEqual({ kind: "event", slug: "summer-tour", date: null });
  expect(pageObject("/events/weekly-jam/2026-06-12")).toEqual({
    kind: "event",
    slug: "weekly-jam",
    date: "2026-06-12",
  });
  expect(pageObject("/news/new-album")).toEqual({ kind: "post", slug: "new-album" });
  for (const p of ["/events", "/events/past", "/events/x/calendar.ics", "/news", "/contact", "/events/X"])
    expect(pageObject(p)).toBeNull();
});

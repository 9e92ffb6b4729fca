import { expect, test } from "vitest";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import {
  googleCalendarUrl,
  googleSubscribeUrl,
  office365Url,
  outlookLiveUrl,
  outlookSubscribeUrl,
  webcalUrl,
} from "./calendar-links.ts";

const tz = "Europe/Berlin";
const show = {
  title: "Release show & party",
  details: "Doors 19:00",
  location: "Club, Hauptstr. 1, Berlin",
  startMs: localToUtcMs("2025-03-14T20:00", tz),
  endMs: localToUtcMs("2025-03-14T23:00", tz),
  tz,
  allDay: false,
  url: "https://band.example/events/release-show",
};
const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

test("Google add link uses UTC times, the event's zone and the page link", () => {
  const url = googleCalendarUrl(show);
  expect(url.startsWith("https://calendar.google.com/calendar/render?")).toBe(true);
  expect(params(url)).toEqual({
    action: "TEMPLATE",
    text: "Release show & party",
    dates: "20250314T190000Z/20250314T220000Z",
    ctz: "Europe/Berlin",
    details: "Doors 19:00\n\nhttps://band.example/events/release-show",
    location: "Club, Hauptstr. 1, Berlin",
  });
});

test("all-day events give dates with an exclusive end", () => {
  const day = {
    ...show,
    allDay: true,
    startMs: localToUtcMs("2025-03-14T00:00", tz),
    endMs: localToUtcMs("2025-03-16T00:00", tz),
  };
  expect(params(googleCalendarUrl(day)).dates).toBe("20250314/20250317");
  expect(params(googleCalendarUrl(day)).ctz).toBeUndefined();
  expect(params(outlookLiveUrl(day))).toMatchObject({ startdt: "2025-03-14", enddt: "2025-03-17", allday: "true" });
});

test("an event without an end is not given an invented one", () => {
  expect(params(googleCalendarUrl({ ...show, endMs: null })).dates).toBe("20250314T190000Z/20250314T190000Z");
});

test("Outlook live and 365 links", () => {
  const live = outlookLiveUrl(show);
  expect(new URL(live).origin + new URL(live).pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
  expect(params(live)).toEqual({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: "Release show & party",
    startdt: "2025-03-14T19:00:00Z",
    enddt: "2025-03-14T22:00:00Z",
    allday: "false",
    body: "Doors 19:00\n\nhttps://band.example/events/release-show",
    location: "Club, Hauptstr. 1, Berlin",
  });
  expect(new URL(office365Url(show)).host).toBe("outlook.office.com");
});

test("long details are cut so the link stays usable", () => {
  const url = googleCalendarUrl({ ...show, details: "x".repeat(5000) });
  expect(url.length).toBeLessThan(2000);
  expect(params(url).details!.endsWith("…\n\nhttps://band.example/events/release-show")).toBe(true);
});

test("subscription links", () => {
  const feed = "https://band.example/calendar.ics";
  expect(webcalUrl(feed)).toBe("webcal://band.example/calendar.ics");
  expect(webcalUrl("http://localhost:3000/calendar.ics")).toBe("webcal://localhost:3000/calendar.ics");
  expect(params(googleSubscribeUrl(feed))).toEqual({ cid: "webcal://band.example/calendar.ics" });
  expect(googleSubscribeUrl(feed)).toContain("cid=webcal%3A%2F%2Fband.example%2Fcalendar.ics");
  expect(params(outlookSubscribeUrl(feed, "The Band"))).toEqual({ url: feed, name: "The Band" });
  expect(new URL(outlookSubscribeUrl(feed, "The Band", true)).host).toBe("outlook.office.com");
});

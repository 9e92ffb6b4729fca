import { expect, test } from "vitest";
import { QUIET_MS, RETRY_AFTER_FAILURE_MS, autoPublishDue, lastMidnight } from "./auto.ts";

const T0 = Date.parse("2026-11-28T15:00:00Z");
const base = {
  publishedVersion: "v1",
  publishedAt: "2026-11-28T14:00:00Z",
  lastAttemptAt: "2026-11-28T14:00:00Z",
  lastOutcome: "ok" as const,
  running: false,
};

test("a change is published once the site has been quiet for a minute, not at every save", () => {
  let r = autoPublishDue(base, "v2", T0, "Europe/Berlin", undefined);
  expect(r.due).toBe(false);
  r = autoPublishDue(base, "v2", T0 + QUIET_MS - 1, "Europe/Berlin", r.seen);
  expect(r.due).toBe(false);
  // Another save meanwhile starts the wait again.
  r = autoPublishDue(base, "v3", T0 + QUIET_MS, "Europe/Berlin", r.seen);
  expect(r.due).toBe(false);
  r = autoPublishDue(base, "v3", T0 + 2 * QUIET_MS, "Europe/Berlin", r.seen);
  expect(r).toMatchObject({ due: true, why: "change" });
  expect(autoPublishDue(base, "v1", T0, "Europe/Berlin", undefined).due).toBe(false);
  expect(autoPublishDue({ ...base, running: true }, "v3", T0 + 9 * QUIET_MS, "UTC", r.seen).due).toBe(false);
});

test("after midnight in the site's time zone the site is published again, so past dates move to the past", () => {
  // 23:30 in Berlin on the 28th = 22:30 UTC: published at 14:00 UTC the same day: not yet.
  expect(autoPublishDue(base, "v1", Date.parse("2026-11-28T22:30:00Z"), "Europe/Berlin", undefined).due).toBe(false);
  // 00:30 in Berlin on the 29th = 23:30 UTC on the 28th: due, though UTC's day has not turned.
  expect(autoPublishDue(base, "v1", Date.parse("2026-11-28T23:30:00Z"), "Europe/Berlin", undefined)).toMatchObject({
    due: true,
    why: "midnight",
  });
  expect(autoPublishDue(base, "v1", Date.parse("2026-11-28T23:30:00Z"), "UTC", undefined).due).toBe(false);
  expect(lastMidnight(Date.parse("2026-11-28T23:30:00Z"), "Europe/Berlin")).toBe(Date.parse("2026-11-28T23:00:00Z"));
});

test("a failed attempt waits a quarter of an hour before the next", () => {
  const failed = { ...base, lastOutcome: "failed" as const, lastAttemptAt: new Date(T0).toISOString() };
  const seen = { version: "v2", at: T0 - 10 * QUIET_MS };
  expect(autoPublishDue(failed, "v2", T0 + RETRY_AFTER_FAILURE_MS - 1, "UTC", seen).due).toBe(false);
  expect(autoPublishDue(failed, "v2", T0 + RETRY_AFTER_FAILURE_MS, "UTC", seen).due).toBe(true);
});

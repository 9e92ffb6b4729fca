/**
 * The dashboard's next dates are written in the reader's studio language, the way the rest of the studio
 * writes them (issue 25: they came out as "Sun, Nov 29, 2026, 8:00 PM" while the events list said
 * "Sun, 29 Nov 2026, 20:00").
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { loadDashboardEvents } from "./dashboard.server.ts";
import { adminEventRows } from "./studio.server.ts";

useTestDatabase();

test("English: a 24-hour clock and the day before the month, as the events list writes the same date", async () => {
  await publishEvent({ title: "Late show", startLocal: "2030-03-14T20:00" });
  const [next] = (await loadDashboardEvents({ studio_language: "en" })).next;
  expect(`${next!.dateLabel}, ${next!.timeLabel}`).toBe("Thu, 14 Mar 2030, 20:00 CET");
  const [listed] = await adminEventRows("upcoming", "", "en-GB");
  expect(listed?.when).toBe(`${next!.dateLabel}, ${next!.timeLabel}`);
});

test("German: the German way", async () => {
  await publishEvent({ title: "Spätvorstellung", startLocal: "2030-03-14T20:00" });
  const [next] = (await loadDashboardEvents({ studio_language: "de" })).next;
  expect(`${next!.dateLabel}, ${next!.timeLabel}`).toBe("Do., 14. März 2030, 20:00 MEZ");
});

/**
 * A date called off in the events capability (ADR 2910: "Cancel this date and
 * refund every order") takes no more replies, through the date RSVP reads from
 * the events door; the series' other dates still do.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { enableRsvp } from "~tests/factories/rsvp.ts";
import { cancelEventDate, getEventDate } from "~/capabilities/events/index.server.ts";
import { replyWindow, rsvpConfig } from "./config.server.ts";

useTestDatabase();
const NOW = Date.parse("2034-01-01T00:00:00Z");

test("replies close for a cancelled date of a series and stay open for the others", async () => {
  const e = await publishEvent({
    title: "Open rehearsal",
    startLocal: "2034-03-07T19:00",
    rule: { freq: "weekly", interval: 1, count: 3 },
  });
  await enableRsvp(e.id, 40);
  const state = async (date: string) =>
    replyWindow((await rsvpConfig(e.id, date))!, (await getEventDate(e.id, date))!, NOW).state;
  expect(await state("2034-03-14")).toBe("open");
  await cancelEventDate(null, e.id, "2034-03-14");
  expect([await state("2034-03-07"), await state("2034-03-14"), await state("2034-03-21")]).toEqual([
    "open",
    "closed",
    "open",
  ]);
});

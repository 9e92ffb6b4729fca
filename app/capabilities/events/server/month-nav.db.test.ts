import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { createEvent } from "./events.server.ts";
import { eventValue as value, publishEvent as publish } from "~tests/factories/events.ts";
import { eventsMonthData } from "./pages.server.ts";

// A fresh database: the month links depend on every published date there is.
useTestDatabase();

const at = (iso: string) => Date.parse(iso);

test("month links reach from the first published date to the last, and no further", async () => {
  const now = at("2026-11-23T12:00:00Z");
  const nav = async (month: string) => {
    const d = (await eventsMonthData(month, now))!;
    return [d.prevLabel, d.nextLabel];
  };
  // No dates at all: this month and the next are linked, nothing else.
  expect(await nav("2026-11")).toEqual([null, "December 2026"]);
  expect(await nav("2026-12")).toEqual(["November 2026", null]);

  await publish({ title: "Past show", startLocal: "2026-08-10T20:00", endLocal: "2026-08-10T23:00" });
  await publish({ title: "Far show", startLocal: "2030-03-14T20:00", endLocal: "2030-03-14T23:00" });
  await createEvent(
    null,
    value({ title: "Draft from long ago", startLocal: "2020-01-10T20:00", endLocal: "2020-01-10T23:00" }),
  );
  expect(await nav("2026-08")).toEqual([null, "September 2026"]); // the first published date; the draft doesn't count
  expect(await nav("2026-09")).toEqual(["August 2026", "October 2026"]);
  expect(await nav("2030-03")).toEqual(["February 2030", null]); // the last date
  expect(await nav("1999-01")).toEqual([null, null]); // a typed URL far outside still renders, linking nowhere

  // An open-ended series keeps two years ahead linked (and the far show stays reachable).
  await publish({
    title: "Weekly jam",
    startLocal: "2026-11-25T20:00",
    endLocal: "2026-11-25T23:00",
    rule: { freq: "weekly", interval: 1 },
  });
  expect(await nav("2030-03")).toEqual(["February 2030", null]);
  expect((await nav("2028-10"))[1]).toBe("November 2028");
});

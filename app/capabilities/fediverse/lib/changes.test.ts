import { expect, test } from "vitest";
import { changeLine, changesOf, differs, type DateSnapshot } from "./changes.ts";

const snap = (over: Partial<DateSnapshot> = {}): DateSnapshot => ({
  title: "Show",
  startMs: Date.parse("2026-06-12T18:00:00Z"),
  endMs: null,
  allDay: false,
  tz: "Europe/Berlin",
  status: "scheduled",
  place: "Club, Berlin",
  rest: "h1",
  path: "/events/show",
  ...over,
});
const words = {
  cancelled: "Cancelled",
  postponed: "Postponed",
  moved: (was: string) => `Moved (was ${was})`,
  place: (was: string) => `New place (was ${was})`,
  soldOut: "Sold out",
  back: "Back on",
};
const when = (ms: number) => new Date(ms).toISOString().slice(0, 16);

test("what changed, most important first; a cancelled date says only that", () => {
  expect(changesOf(snap(), snap({ status: "cancelled", place: "Elsewhere" }))).toEqual([{ kind: "cancelled" }]);
  const moved = changesOf(snap(), snap({ startMs: Date.parse("2026-06-13T18:00:00Z"), place: "Hall, Berlin" }));
  expect(changeLine(moved, words, when)).toBe("Moved (was 2026-06-12T18:00) · New place (was Club, Berlin)");
  expect(changesOf(snap(), snap({ status: "postponed" }))).toEqual([{ kind: "postponed" }]);
  expect(changesOf(snap({ status: "postponed" }), snap())).toEqual([{ kind: "back" }]);
  expect(changesOf(snap(), snap({ status: "sold_out" }))).toEqual([{ kind: "sold_out" }]);
});

test("edits of the text or picture update quietly; nothing changed, nothing to send", () => {
  expect(changesOf(snap(), snap({ rest: "h2", title: "Show!" }))).toEqual([]);
  expect(differs(snap(), snap({ rest: "h2" }))).toBe(true);
  expect(differs(snap(), snap())).toBe(false);
});

/** The home sections' arrangement: the owner's order and choices, new sections after them — shown, unless offered switched off. */
import { expect, test } from "vitest";
import { arrangeSections } from "./composition.server.ts";

test("a never-placed section is shown unless it is offByDefault; the owner's choice wins either way", () => {
  const offered = [{ id: "events" }, { id: "news" }, { id: "press", offByDefault: true }];
  expect(arrangeSections(offered, []).map((s) => [s.id, s.visible])).toEqual([
    ["events", true],
    ["news", true],
    ["press", false],
  ]);
  const chosen = arrangeSections(offered, [
    { id: "press", visible: true },
    { id: "events", visible: false },
  ]);
  expect(chosen.map((s) => [s.id, s.visible])).toEqual([
    ["press", true],
    ["events", false],
    ["news", true],
  ]);
});

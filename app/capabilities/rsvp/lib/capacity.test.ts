import { expect, test } from "vitest";
import { placesLeft, promotions } from "./capacity.ts";

test("places left never go below zero (a capacity lowered under the confirmed guests keeps them)", () => {
  expect(placesLeft(50, 48)).toBe(2);
  expect(placesLeft(10, 12)).toBe(0);
});

test("promotion takes the waitlist in order, skipping a party that does not fit for the first that does", () => {
  const w = [
    { id: "late", party: 1, queueSeq: 9 },
    { id: "four", party: 4, queueSeq: 2 },
    { id: "two", party: 2, queueSeq: 3 },
    { id: "one", party: 1, queueSeq: 4 },
  ];
  expect(promotions(w, 3)).toEqual(["two", "one"]);
  expect(promotions(w, 4)).toEqual(["four"]);
  expect(promotions(w, 0)).toEqual([]);
  expect(promotions(w, 100)).toEqual(["four", "two", "one", "late"]);
});

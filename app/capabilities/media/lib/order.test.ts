import { expect, test } from "vitest";
import { parseOrder } from "./order.ts";

test("an order is a comma-separated list of ids; anything else is refused", () => {
  expect(parseOrder("a1,b-2,c_3")).toEqual(["a1", "b-2", "c_3"]);
  expect(parseOrder(null)).toBeNull();
  expect(parseOrder("")).toBeNull();
  expect(parseOrder("a,<script>")).toBeNull();
  expect(parseOrder("a,b,c", 2)).toBeNull();
});

import { expect, test } from "vitest";
import { DELIVERY_STATES, canRetryNow } from "./states.ts";

test("retry now applies to failed and retrying deliveries only", () => {
  expect(DELIVERY_STATES.filter(canRetryNow)).toEqual(["retrying", "failed"]);
});

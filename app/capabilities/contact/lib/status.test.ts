import { expect, test } from "vitest";
import { MESSAGE_STATUSES, canMoveMessage } from "./status.ts";

test("message transitions follow SPEC §4", () => {
  const allowed = MESSAGE_STATUSES.flatMap((from) =>
    MESSAGE_STATUSES.filter((to) => canMoveMessage(from, to)).map((to) => `${from}→${to}`),
  );
  expect(allowed.sort()).toEqual(
    ["new→read", "new→spam", "read→archived", "read→spam", "archived→read", "archived→spam", "spam→new"].sort(),
  );
});

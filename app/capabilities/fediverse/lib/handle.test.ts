import { expect, test } from "vitest";
import { defaultHandle, readHandle } from "./handle.ts";

test("a handle is made from the site's name in what Mastodon accepts in a username", () => {
  expect(defaultHandle("Die Ärzte")).toBe("die_arzte");
  expect(defaultHandle("Café Ørsted & the Æther Band")).toBe("cafe_orsted_the_aether_band");
  expect(defaultHandle("  ")).toBe("site");
  expect(defaultHandle("東京")).toBe("site");
  expect(defaultHandle("A very long name for a chamber choir of the old town")).toBe("a_very_long_name_for_a_chamber");
  expect(defaultHandle("A very long name for a chambe choir")).toBe("a_very_long_name_for_a_chambe");
});

test("a typed handle is lower-cased without its @, or refused with a reason", () => {
  expect(readHandle(" @The_Band ")).toEqual({ ok: true, handle: "the_band" });
  expect(readHandle("")).toEqual({ ok: false, reason: "empty" });
  expect(readHandle("the band")).toEqual({ ok: false, reason: "chars" });
  expect(readHandle("the-band")).toEqual({ ok: false, reason: "chars" });
  expect(readHandle("x".repeat(31))).toEqual({ ok: false, reason: "long" });
});

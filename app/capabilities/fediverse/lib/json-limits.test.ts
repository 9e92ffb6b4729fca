import { expect, test } from "vitest";
import { jsonDepth, MAX_DEPTH } from "./json-limits.ts";

test("nesting is counted over the text, brackets inside strings and escapes ignored", () => {
  expect(jsonDepth('{"a":1}')).toBe(1);
  expect(jsonDepth('{"a":[{"b":[]}]}')).toBe(4);
  expect(jsonDepth('{"a":"[[[[{{{{","b":"\\"[["}')).toBe(1);
  expect(jsonDepth("[]")).toBe(1);
});

test("a document built to exhaust a parser stops the count just past the limit", () => {
  const deep = "[".repeat(100_000) + "]".repeat(100_000);
  expect(jsonDepth(deep)).toBe(MAX_DEPTH + 1);
});

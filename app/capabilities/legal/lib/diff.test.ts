import { expect, test } from "vitest";
import { blocksOf, diffBlocks } from "./diff.ts";

test("a section switched on shows as added, one switched off as removed, the rest unchanged", () => {
  const before = "## Contact form\n\nWe keep messages.\n\n## Maps\n\nLoaded on click.\n";
  const after = "## Contact form\n\nWe keep messages.\n\n## RSVP\n\nWe keep replies.\n";
  expect(diffBlocks(before, after)).toEqual([
    { kind: "same", text: "## Contact form" },
    { kind: "same", text: "We keep messages." },
    { kind: "added", text: "## RSVP" },
    { kind: "added", text: "We keep replies." },
    { kind: "removed", text: "## Maps" },
    { kind: "removed", text: "Loaded on click." },
  ]);
});

test("line ends and blank runs do not count as changes; an empty side is all added or all removed", () => {
  expect(blocksOf("a\r\n\r\n\r\nb\n")).toEqual(["a", "b"]);
  expect(diffBlocks("a\n\nb", "a\r\n\r\nb").every((d) => d.kind === "same")).toBe(true);
  expect(diffBlocks("", "a\n\nb").map((d) => d.kind)).toEqual(["added", "added"]);
  expect(diffBlocks("a", "").map((d) => d.kind)).toEqual(["removed"]);
});

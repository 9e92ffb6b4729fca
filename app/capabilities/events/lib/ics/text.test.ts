import { expect, test } from "vitest";
import { unfold } from "./parse.ts";
import { contentLine, escapeText, foldLine, octets, unescapeText, utcOffset } from "./text.ts";

test("TEXT escapes backslash, semicolon, comma and every kind of line break", () => {
  expect(escapeText("Rock; Roll, \\ and\r\nmore\nlines\rhere")).toBe("Rock\\; Roll\\, \\\\ and\\nmore\\nlines\\nhere");
  expect(unescapeText(escapeText("a;b,c\\d\ne"))).toBe("a;b,c\\d\ne");
  expect(escapeText("bell\u0007 tab\tkept")).toBe("bell tab\tkept");
});

test("lines fold at 75 octets and unfold to the original", () => {
  const line = `DESCRIPTION:${"x".repeat(200)}`;
  const folded = foldLine(line);
  const physical = folded.split("\r\n");
  expect(physical[0]).toHaveLength(75);
  expect(physical.slice(1).every((l) => l.startsWith(" ") && octets(l) <= 75)).toBe(true);
  expect(unfold(folded + "\r\n")).toEqual([line]);
  expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  expect(foldLine(`X:${"y".repeat(73)}`)).toBe(`X:${"y".repeat(73)}`); // exactly 75 stays whole
});

test("folding never splits a multi-byte character", () => {
  // 2-, 3- and 4-octet characters, placed so naive byte cuts would land inside them.
  for (const ch of ["é", "€", "🎸", "日本"]) {
    for (let lead = 0; lead < 5; lead++) {
      const line = `SUMMARY:${"a".repeat(60 + lead)}${ch.repeat(40)}`;
      const folded = foldLine(line);
      for (const l of folded.split("\r\n")) {
        expect(octets(l)).toBeLessThanOrEqual(75);
        expect(l).not.toMatch(/\uFFFD/);
        // Each physical line must itself be valid UTF-8 when encoded alone.
        expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(l))).toBe(l);
      }
      expect(unfold(folded + "\r\n")).toEqual([line]);
    }
  }
});

test("parameter values with separators are quoted, values lose raw line breaks", () => {
  expect(contentLine("LOCATION", "x", { ALTREP: "http://a.example/b;c" })).toBe(
    'LOCATION;ALTREP="http://a.example/b;c":x',
  );
  expect(contentLine("DTSTART", "20250314T200000", { TZID: "America/New_York" })).toBe(
    "DTSTART;TZID=America/New_York:20250314T200000",
  );
  expect(contentLine("URL", "https://a.example/\r\nX-EVIL:1")).toBe("URL:https://a.example/X-EVIL:1");
});

test("UTC offsets use ±hhmm", () => {
  expect(utcOffset(3_600_000)).toBe("+0100");
  expect(utcOffset(-5 * 3_600_000)).toBe("-0500");
  expect(utcOffset(5.5 * 3_600_000)).toBe("+0530");
  expect(utcOffset(10.5 * 3_600_000)).toBe("+1030");
  expect(utcOffset(0)).toBe("+0000");
});

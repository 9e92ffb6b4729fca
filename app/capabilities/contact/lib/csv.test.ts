import { expect, test } from "vitest";
import { csvCell, csvRow } from "./csv.ts";

test("quotes cells with commas, quotes and line breaks", () => {
  expect(csvRow(["a", "b,c", 'say "hi"', "two\nlines", null, 3])).toBe('a,"b,c","say ""hi""","two\nlines",,3\r\n');
});

test("defuses spreadsheet formulas", () => {
  expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
  expect(csvCell("+1 555")).toBe("'+1 555");
  expect(csvCell("-2")).toBe("'-2");
  expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvCell("plain")).toBe("plain");
});

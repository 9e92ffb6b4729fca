import { expect, test } from "vitest";
import { CsvError, csvRow, parseCsv, unguard } from "./csv.server.ts";

test("rows: quoted cells with commas, quotes and line breaks; empty for null; CRLF at the end", () => {
  expect(csvRow(["a", "b,c", 'say "hi"', "two\nlines", null, 3, undefined, "cr\ronly"])).toBe(
    'a,"b,c","say ""hi""","two\nlines",,3,,"cr\ronly"\r\n',
  );
});

test("text a spreadsheet would run as a formula gets an apostrophe; numbers are written as they are", () => {
  const cell = (v: string | number) => csvRow([v]).slice(0, -2);
  expect(cell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
  expect(cell("+1 555")).toBe("'+1 555");
  expect(cell("-2")).toBe("'-2");
  expect(cell("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(cell("\tx")).toBe("'\tx");
  expect(cell("plain")).toBe("plain");
  expect(cell('a,"b"')).toBe('"a,""b"""');
  expect(cell(-5)).toBe("-5");
  // Read back, the apostrophe goes again; one the owner typed before something else stays.
  expect(unguard("'=SUM(A1)")).toBe("=SUM(A1)");
  expect(unguard("'tis")).toBe("'tis");
});

test("a file: BOM, CRLF/LF/CR, quoted line breaks and quotes, blank rows left out, each row with its first line", () => {
  const rows = parseCsv(
    '\uFEFFtitle,notes\r\n\r\n"Release show","Our ""new"" album,\nlive"\rFestival,"5"" vinyl"\n  ,  \nLast,12" record\n',
  );
  expect(rows).toEqual([
    { line: 1, cells: ["title", "notes"] },
    { line: 3, cells: ["Release show", 'Our "new" album,\nlive'] },
    { line: 5, cells: ["Festival", '5" vinyl'] },
    { line: 7, cells: ["Last", '12" record'] },
  ]);
});

test("a semicolon separates when the header has more of them (Excel in much of Europe); spaces before a quote are ignored", () => {
  expect(parseCsv('Titel;Datum;Ort\nKonzert; "2030-01-01";"Berlin, Mitte"').map((r) => r.cells)).toEqual([
    ["Titel", "Datum", "Ort"],
    ["Konzert", "2030-01-01", "Berlin, Mitte"],
  ]);
});

test("a quote never closed names the line its row starts on", () => {
  const e = (() => {
    try {
      parseCsv('title,start_date\n\nok,2030-01-01\n"never closed,2030-01-01\nmore,rows');
    } catch (err) {
      return err;
    }
  })();
  expect(e).toBeInstanceOf(CsvError);
  expect((e as CsvError).line).toBe(4);
});

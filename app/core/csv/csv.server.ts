/**
 * CSV for every export and import (issue 26): rows written with
 * csv-stringify, files read with csv-parse (the streaming reader for big
 * uploads is stream.server.ts). RFC 4180 with CRLF, as spreadsheets write it.
 * Server-only: both libraries lean on Node's Buffer.
 *
 * Written cells that a spreadsheet would run as a formula (text starting with
 * = + - @, a tab or CR) get a leading apostrophe, so what a visitor typed into
 * a form cannot become a formula in the owner's spreadsheet. Numbers are
 * written as they are: a number is never a formula.
 */
import { CsvError as ParseError, parse, type Info, type Options } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

export type CsvValue = string | number | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;

/** Line breaks inside a cell are quoted too (csv-stringify quotes only the delimiter and quotes by default). */
const WRITE = { record_delimiter: "windows", quoted_match: /[\r\n]/ } as const;

/** One row, ending in CRLF: empty cells for null and undefined. */
export function csvRow(values: readonly CsvValue[]): string {
  const cells = values.map((v) => (typeof v === "string" && FORMULA.test(v) ? `'${v}` : v));
  return stringify([cells], WRITE);
}

/** A cell as csvRow wrote it (or a spreadsheet that protects formulas): the guarding apostrophe goes again. */
export const unguard = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

export interface CsvRecord {
  /** The line the record starts on (1 = the first line of the file). */
  line: number;
  cells: string[];
  /** Set when the record could not be read whole (too long, a quote never closed); its cells must not be used. */
  problem?: string;
}

/**
 * How Marquee reads CSV: a byte-order mark dropped; CRLF, LF or CR; rows of
 * any length; a quote inside an unquoted cell kept as it is (`12" vinyl`);
 * spaces before a quoted cell ignored.
 */
export const READ: Options = {
  bom: true,
  record_delimiter: ["\r\n", "\n", "\r"],
  relax_column_count: true,
  relax_quotes: true,
  ltrim: true,
  skip_empty_lines: true,
};

/** The line a record starts on: where the last one ended, past the empty lines since. */
export class LineCounter {
  private end = 0;
  private empty = 0;

  /** Call with each record's info (the parser's `info` option), in order. */
  startOf(info: Pick<Info, "lines" | "empty_lines">): number {
    const start = this.end + 1 + (info.empty_lines - this.empty);
    this.end = info.lines;
    this.empty = info.empty_lines;
    return start;
  }

  /** Where the record the parser was reading when it stopped starts. */
  pending(emptyLines: number): number {
    return this.end + 1 + (emptyLines - this.empty);
  }
}

/** A quoted cell is never closed; `line` is where its record starts. */
export class CsvError extends Error {
  readonly line: number;
  constructor(line: number) {
    super(`unclosed quote on line ${line}`);
    this.line = line;
  }
}

/** csv-parse's error with this code, which says where the parser stood (`empty_lines`…), or null. */
function parseErrorOf(e: unknown, code: ParseError["code"]): ParseError | null {
  return e instanceof ParseError && e.code === code ? e : null;
}

/** The empty lines the parser had skipped when it stopped. */
export const emptyLines = (e: ParseError): number => (typeof e.empty_lines === "number" ? e.empty_lines : 0);

/**
 * A whole file: rows whose cells are all blank are left out. The separator is
 * a comma, or a semicolon when the header row has more of those (Excel in much
 * of Europe writes them).
 */
export function parseCsv(text: string): CsvRecord[] {
  const firstLine = text.slice(0, text.search(/\r?\n|\r|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const lines = new LineCounter();
  const rows: CsvRecord[] = [];
  try {
    parse(text, {
      ...READ,
      delimiter,
      on_record: (cells: string[], info) => {
        const line = lines.startOf(info);
        if (cells.some((c) => c.trim() !== "")) rows.push({ line, cells });
        return null;
      },
    });
  } catch (e) {
    const open = parseErrorOf(e, "CSV_QUOTE_NOT_CLOSED");
    if (open) throw new CsvError(lines.pending(emptyLines(open)));
    throw e;
  }
  return rows;
}

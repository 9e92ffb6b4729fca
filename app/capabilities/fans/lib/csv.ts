/**
 * CSV (RFC 4180) for the subscribers' export and import. Writing: cells a
 * spreadsheet would run as a formula (= + - @, tab, CR first) get a leading
 * apostrophe, so a sign-up cannot plant a formula in the owner's spreadsheet.
 * Reading: a streaming parser — text goes in by chunks, whole records come
 * out, so a huge file never sits in memory and a record is never cut in two.
 */

export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}

/** A cell as written by csvCell (or a spreadsheet that protects formulas): the apostrophe goes again. */
export const unguard = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

export interface CsvRecord {
  /** The line the record starts on (1 = the first line of the file). */
  line: number;
  cells: string[];
  /** Set when the record broke a limit; its cells are then incomplete and must not be used. */
  problem?: string;
}

/** Longest record kept; a longer one is reported, not stored (nothing in a subscriber row is that long). */
export const RECORD_MAX = 4000;

export class CsvParser {
  private cells: string[] = [];
  private cell = "";
  private quoted = false;
  private afterQuote = false;
  private size = 0;
  private tooLong = false;
  private line = 1;
  private start = 1;
  private first = true;
  private pendingCr = false;

  /** Feeds a chunk; returns the records it completed. */
  push(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let text = chunk;
    if (this.first) {
      this.first = false;
      if (text.startsWith("\uFEFF")) text = text.slice(1);
    }
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (this.pendingCr) {
        this.pendingCr = false;
        if (c === "\n") continue;
      }
      if (this.quoted) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            this.add('"');
            i++;
          } else if (i + 1 === text.length) {
            // A quote at a chunk's end: the next chunk says whether it was doubled.
            this.quoted = false;
            this.afterQuote = true;
          } else this.quoted = false;
        } else {
          if (c === "\n") this.line++;
          this.add(c);
        }
        continue;
      }
      if (this.afterQuote) {
        this.afterQuote = false;
        if (c === '"') {
          this.add('"');
          this.quoted = true;
          continue;
        }
      }
      if (c === '"' && this.cell === "") this.quoted = true;
      else if (c === ",") this.endCell();
      else if (c === "\r" || c === "\n") {
        if (c === "\r") this.pendingCr = true;
        this.line++;
        const rec = this.endRecord();
        if (rec) out.push(rec);
      } else this.add(c);
    }
    return out;
  }

  /** The last record, when the file does not end with a line break; an open quote is reported. */
  end(): CsvRecord[] {
    const open = this.quoted;
    const rec = this.endRecord();
    if (!rec) return [];
    if (open) rec.problem = "A quoted value is not closed before the end of the file.";
    return [rec];
  }

  private add(c: string) {
    if (++this.size > RECORD_MAX) {
      this.tooLong = true;
      return;
    }
    this.cell += c;
  }

  private endCell() {
    this.cells.push(this.cell);
    this.cell = "";
  }

  private endRecord(): CsvRecord | null {
    this.endCell();
    const cells = this.cells;
    const rec: CsvRecord = {
      line: this.start,
      cells,
      ...(this.tooLong ? { problem: `This row is longer than ${RECORD_MAX} characters.` } : {}),
    };
    this.cells = [];
    this.size = 0;
    this.tooLong = false;
    this.quoted = false;
    this.start = this.line;
    // Blank lines are skipped.
    return cells.length === 1 && cells[0] === "" && !rec.problem ? null : rec;
  }
}

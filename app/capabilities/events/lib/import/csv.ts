/**
 * CSV as spreadsheets write it (RFC 4180): quoted fields with doubled
 * quotes and line breaks inside, CRLF or LF, and a comma or — as Excel does
 * in much of Europe — a semicolon between fields (the header row decides).
 */
export interface CsvRow {
  /** 1-based line of the row's start in the file. */
  line: number;
  cells: string[];
}

export class CsvError extends Error {
  readonly line: number;
  constructor(line: number) {
    super(`unclosed quote on line ${line}`);
    this.line = line;
  }
}

export function parseCsv(text: string): CsvRow[] {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n") line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell.trim() === "") {
      quoted = true;
      quoteLine = line;
      cell = "";
    } else if (c === sep) {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++;
      cells.push(cell);
      if (cells.some((x) => x.trim() !== "")) rows.push({ line: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (quoted) throw new CsvError(quoteLine);
  cells.push(cell);
  if (cells.some((x) => x.trim() !== "")) rows.push({ line: rowLine, cells });
  return rows;
}

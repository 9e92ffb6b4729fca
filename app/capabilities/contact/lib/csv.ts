/**
 * CSV (RFC 4180) for the inbox export. Cells a spreadsheet would run as a
 * formula (starting with = + - @, tab or CR) get a leading apostrophe, so a
 * visitor cannot plant a formula in the owner's spreadsheet.
 */

export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}

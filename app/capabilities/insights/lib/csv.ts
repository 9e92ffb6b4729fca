/** CSV for spreadsheets: quoted where needed, and a cell that starts like a formula is neutralised (=, +, -, @ → a leading '). */
export function csvCell(v: string | number): string {
  let s = String(v);
  if (typeof v === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (cells: (string | number)[]) => cells.map(csvCell).join(",") + "\r\n";

/** The Insights page's tables: a caption, a header row, numbers right-aligned (issue 16: every chart has one). */
import type { ReactNode } from "react";
import { formatCount } from "../../lib/format.ts";

export interface Column<T> {
  label: string;
  cell(row: T): ReactNode;
  numeric?: boolean;
}

export function DataTable<T>({
  caption,
  rows,
  columns,
  empty,
  rowKey,
}: {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  empty: string;
  rowKey(row: T): string;
}) {
  return (
    // Scrolls sideways on a narrow screen when it must: focusable, so a keyboard can scroll it too.
    <section className="insights-table" tabIndex={0} aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? "num" : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={rowKey(r)}>
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.label} scope="row">
                      {c.cell(r)}
                    </th>
                  ) : (
                    <td key={c.label} className={c.numeric ? "num" : undefined}>
                      {c.cell(r)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

/** A share bar behind a count (decorative; the number is the content). */
export function Share({ value, max }: { value: number; max: number }) {
  const pct = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <span className="insights-share">
      <span className="insights-share__bar" style={{ width: `${pct}%` }} aria-hidden="true" />
      <span className="insights-share__n">{formatCount(value)}</span>
    </span>
  );
}

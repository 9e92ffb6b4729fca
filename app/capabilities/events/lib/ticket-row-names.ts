/**
 * The names of the event form's ticket link rows (issue 25): each row is named by what it is — its label
 * (or its kind) and its price, "Ticket link: Standing, €18" — and an empty new row "New ticket link";
 * never by a number that changes when a row is added or moved. Pure: tested in ticket-row-names.test.ts.
 */
import { formatCurrency } from "~/core/i18n/format.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { TICKET_KIND_KEYS } from "./messages.ts";

export interface NamedRow {
  /** Stable for the row's life on the page (its order of creation): a second "New ticket link" keeps its "(2)" when moved. */
  key: number;
  id: string;
  kind: string;
  label: string;
  price_min: string;
  currency: string;
  /** True for a row with nothing typed in it yet. */
  empty: boolean;
}

/** "18" in EUR → "€18" in the studio language; a price that is not a number (yet) stays as typed. */
function priceText(r: NamedRow, intl: string): string {
  const typed = r.price_min.trim();
  const n = Number(typed.replace(",", "."));
  if (typed === "" || !Number.isFinite(n) || !r.currency) return typed;
  try {
    return formatCurrency(intl, n, r.currency);
  } catch {
    return typed; // a currency code Intl does not know
  }
}

/**
 * Each row's name, in the rows' order. A second row of the same name gets "(2)", counted in the rows'
 * order of creation (their keys), so moving a row never renames it.
 */
export function ticketRowNames(rows: NamedRow[], t: Translator["t"], intl: string): string[] {
  const seen = new Map<string, number>();
  const byKey = new Map<number, string>();
  for (const r of [...rows].sort((a, b) => a.key - b.key)) {
    const kind = Object.hasOwn(TICKET_KIND_KEYS, r.kind)
      ? t(TICKET_KIND_KEYS[r.kind as keyof typeof TICKET_KIND_KEYS])
      : "";
    const what = [r.label.trim() || kind, priceText(r, intl)].filter(Boolean).join(", ");
    const name = r.empty && !r.id ? t("events.studio.tickets.newRow") : t("events.studio.tickets.row", { what });
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    byKey.set(r.key, times === 1 ? name : `${name} (${times})`);
  }
  return rows.map((r) => byKey.get(r.key)!);
}

/** Reads the navigation editor's form into rows, applying a no-JavaScript move, a removal or an added link. */
import type { FormInput } from "~/core/validation/forms.ts";

export interface NavFormRow {
  to: string;
  label: string;
  place: string;
}

const list = (form: FormData, name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));

/**
 * The rows the form sent, in order. The "add" form carries no rows: it appends
 * its link to the stored ones (`current`).
 */
export function editedRows(form: FormData, current: readonly NavFormRow[]): NavFormRow[] {
  const intent = String(form.get("intent") ?? "");
  if (intent === "add") {
    return [
      ...current.map(({ to, label, place }) => ({ to, label, place })),
      {
        to: String(form.get("add_to") ?? ""),
        label: String(form.get("add_label") ?? ""),
        place: String(form.get("add_place") ?? "header"),
      },
    ];
  }
  const tos = list(form, "nav_to[]");
  const labels = list(form, "nav_label[]");
  const places = list(form, "nav_place[]");
  const rows = tos.map((to, i) => ({ to, label: labels[i] ?? "", place: places[i] ?? "header" }));
  const move = /^(up|down):(\d+)$/.exec(String(form.get("move") ?? ""));
  if (move) {
    const i = Number(move[2]);
    const j = move[1] === "up" ? i - 1 : i + 1;
    if (rows[i] && rows[j]) [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  const remove = form.get("remove");
  if (typeof remove === "string" && /^\d+$/.test(remove)) rows.splice(Number(remove), 1);
  return rows;
}

export type { FormInput };

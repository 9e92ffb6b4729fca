/**
 * The navigation editor's rows (issue 14): every menu entry — built-in pages,
 * own pages, external links — with its label, its place (header, footer only,
 * hidden) and its position. Rows are reordered by dragging or with the
 * keyboard (the handle: Space, arrows, Space) and post in the order they show
 * (`nav_to[]`, `nav_label[]`, `nav_place[]`), so "Save" stores that order.
 * Without JavaScript, ↑/↓ save the menu with the row moved.
 */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { useState } from "react";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { SelectField, TextField, linkInputProps } from "~/core/ui/Field.tsx";
import { SortableList } from "~/core/ui/Sortable.tsx";
import { useHydrated } from "~/core/ui/useHydrated.ts";
import type { FieldErrors } from "~/core/validation/forms.ts";

export interface NavRow {
  to: string;
  label: string;
  defaultLabel: string;
  place: "header" | "footer" | "hidden";
  external: boolean;
}

const PLACES = [
  { value: "header", label: "pages.studio.nav.header" },
  { value: "footer", label: "pages.studio.nav.footer" },
  { value: "hidden", label: "pages.studio.nav.hidden" },
];

export function NavEditor({ rows: initial, errors }: { rows: NavRow[]; errors?: FieldErrors }) {
  const [rows, setRows] = useState(() => initial.map((r, i) => ({ ...r, id: `n${i}`, from: i })));
  const hydrated = useHydrated();
  const { t } = useStudioI18n();
  const places = PLACES.map((p) => ({ value: p.value, label: t(p.label) }));
  return (
    <SortableList
      items={rows}
      label={t("pages.studio.nav.entries")}
      itemLabel={(r) => t("pages.studio.nav.move", { name: r.label || r.defaultLabel || r.to })}
      onReorder={(ids) => setRows((rs) => ids.map((id) => rs.find((x) => x.id === id)!))}
      className="nav-rows"
    >
      {(row, { handle, index, count }) => {
        const name = row.label || row.defaultLabel || row.to;
        return (
          <div className="nav-row" data-row={row.to}>
            <div>{handle}</div>
            <div className="nav-row__fields">
              {row.external ? (
                <TextField
                  label={t("pages.studio.nav.linkAddress", { n: index + 1 })}
                  name="nav_to[]"
                  {...linkInputProps}
                  defaultValue={row.to}
                  error={errors?.[`to-${row.from}`]}
                />
              ) : (
                <input type="hidden" name="nav_to[]" value={row.to} />
              )}
              <TextField
                label={
                  row.external
                    ? t("pages.studio.nav.linkLabel", { n: index + 1 })
                    : t("pages.studio.nav.labelFor", { to: row.to })
                }
                name="nav_label[]"
                defaultValue={row.label}
                placeholder={row.defaultLabel || undefined}
                maxLength={40}
                error={errors?.[`label-${row.from}`]}
                hint={row.external ? undefined : t("pages.studio.nav.emptyLabel", { label: row.defaultLabel })}
              />
              <SelectField
                label={t("pages.studio.nav.where", { name })}
                name="nav_place[]"
                options={places}
                defaultValue={row.place}
              />
            </div>
            <div className="nav-row__actions">
              {!hydrated && index > 0 ? (
                <button
                  type="submit"
                  name="move"
                  value={`up:${index}`}
                  className="button secondary small"
                  aria-label={t("pages.studio.nav.up", { name })}
                >
                  <ArrowUp className="icon" aria-hidden="true" />
                </button>
              ) : null}
              {!hydrated && index < count - 1 ? (
                <button
                  type="submit"
                  name="move"
                  value={`down:${index}`}
                  className="button secondary small"
                  aria-label={t("pages.studio.nav.down", { name })}
                >
                  <ArrowDown className="icon" aria-hidden="true" />
                </button>
              ) : null}
              {row.external ? (
                <button
                  type="submit"
                  name="remove"
                  value={String(index)}
                  className="button secondary small"
                  aria-label={t("pages.studio.nav.remove", { name })}
                >
                  <Trash2 className="icon" aria-hidden="true" />
                </button>
              ) : null}
            </div>
          </div>
        );
      }}
    </SortableList>
  );
}

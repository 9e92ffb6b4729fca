/**
 * The settings page's social links (issue 11): one row per link, added and
 * removed on the page, reordered by dragging or with the keyboard (the
 * handle: Space, arrows, Space). The rows post in the order they show
 * (`social_platform[]`, `social_url[]`), so saving stores that order.
 *
 * Without JavaScript: "Add a link" posts the form (nothing is saved) and the
 * page comes back with one more empty row; ↑/↓ buttons move a row; an emptied
 * link is removed on save.
 */
import { useRef, useState, type MouseEvent } from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { SelectField, TextField, linkInputProps } from "~/core/ui/Field.tsx";
import { SortableList } from "~/core/ui/Sortable.tsx";
import { useHydrated } from "~/core/ui/useHydrated.ts";
import type { FieldErrors } from "~/core/validation/forms.ts";
import { PLATFORM_LABELS } from "../../lib/platform-labels.ts";
import { SOCIAL_PLATFORMS } from "~/capabilities/site/schemas.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

const platformOptions = SOCIAL_PLATFORMS.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }));

interface Row {
  id: string;
  platform: string;
  url: string;
  /** Index in the submission the page was rendered from (for its error messages). */
  from: number | null;
}

export function SocialLinksEditor({
  platforms,
  urls,
  errors,
  extraRow,
}: {
  platforms: string[];
  urls: string[];
  errors?: FieldErrors | undefined;
  extraRow: boolean;
}) {
  const { t } = useStudioI18n();
  const count = Math.max(platforms.length, urls.length);
  const initial: Row[] = Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    platform: platforms[i] ?? "instagram",
    url: urls[i] ?? "",
    from: i,
  }));
  // An empty site starts with one empty row; "Add a link" without JavaScript comes back with one more.
  if (count === 0 || extraRow) initial.push({ id: `r${count}`, platform: "instagram", url: "", from: null });
  const [rows, setRows] = useState(initial);
  const next = useRef(initial.length);
  const hydrated = useHydrated();
  const listRef = useRef<HTMLDivElement>(null);

  function add(e: MouseEvent<HTMLButtonElement>) {
    if (!hydrated) return; // the button posts the form instead
    e.preventDefault();
    const id = `r${next.current++}`;
    setRows((r) => [...r, { id, platform: "instagram", url: "", from: null }]);
    // Focus the new row's link field once it is there.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLInputElement>(`[data-row="${id}"] input[name="social_url[]"]`)?.focus(),
    );
  }

  function remove(id: string) {
    const i = rows.findIndex((r) => r.id === id);
    setRows((r) => r.filter((x) => x.id !== id));
    // Focus stays in the list: on the row that took its place, or on "Add a link".
    requestAnimationFrame(() => {
      const handles = listRef.current?.querySelectorAll<HTMLElement>(".social-row input[type='url']");
      (
        handles?.[Math.min(i, (handles?.length ?? 1) - 1)] ?? listRef.current?.querySelector<HTMLElement>(".add-row")
      )?.focus();
    });
  }

  return (
    <div ref={listRef}>
      <SortableList
        items={rows}
        label={t("site.studio.social.list")}
        itemLabel={(_r, i) => t("site.studio.social.link", { n: i + 1 })}
        onReorder={(ids) => setRows((r) => ids.map((id) => r.find((x) => x.id === id)!))}
        className="social-rows"
      >
        {(row, { handle, index, count: n }) => {
          const e = (field: string) => (row.from === null ? undefined : errors?.[`${field}.${row.from}`]);
          return (
            <div className="social-row" data-row={row.id}>
              <div>{handle}</div>
              <div className="social-row-fields">
                <SelectField
                  label={t("site.studio.social.platform", { n: index + 1 })}
                  name="social_platform[]"
                  options={platformOptions}
                  defaultValue={row.platform}
                  error={e("social_platform")}
                />
                <TextField
                  label={t("site.studio.social.link", { n: index + 1 })}
                  name="social_url[]"
                  {...linkInputProps}
                  defaultValue={row.url}
                  error={e("social_url")}
                />
              </div>
              <div className="social-row-actions">
                {hydrated ? (
                  <button
                    type="button"
                    className="button secondary small"
                    onClick={() => remove(row.id)}
                    aria-label={t("site.studio.social.remove", { n: index + 1 })}
                  >
                    <Trash2 className="icon" aria-hidden="true" />
                  </button>
                ) : (
                  <>
                    {index > 0 ? (
                      <button
                        type="submit"
                        name="move"
                        value={`up:${index}`}
                        className="button secondary small"
                        aria-label={t("site.studio.social.up", { n: index + 1 })}
                      >
                        <ArrowUp className="icon" aria-hidden="true" />
                      </button>
                    ) : null}
                    {index < n - 1 ? (
                      <button
                        type="submit"
                        name="move"
                        value={`down:${index}`}
                        className="button secondary small"
                        aria-label={t("site.studio.social.down", { n: index + 1 })}
                      >
                        <ArrowDown className="icon" aria-hidden="true" />
                      </button>
                    ) : null}
                  </>
                )}
              </div>
            </div>
          );
        }}
      </SortableList>
      <p className="row">
        <button
          type="submit"
          name="intent"
          value="add-social-row"
          formNoValidate
          className="button secondary small add-row"
          onClick={add}
        >
          <Plus className="icon" aria-hidden="true" /> {t("site.studio.social.add")}
        </button>
        <span className="hint muted">
          {hydrated ? `${t("site.studio.social.dragHint")} ` : null}
          {t("site.studio.social.emptyHint")}
        </span>
      </p>
    </div>
  );
}

/**
 * Skipped and moved dates of a repeating event as rows of date (and time)
 * inputs (issue 11), typed the studio language's way (issue 27), instead of a text box with a "2025-04-11 → …" syntax.
 * Without JavaScript the stored rows and one empty row are posted as they
 * are (an emptied row is removed on save); with it, "Add" and "Remove" change
 * the rows on the page. Each input gets its own message (`skip_date.2`).
 */
import { Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { DateField, TimeField } from "~/core/ui/DateTimeFields.tsx";
import { useHydrated } from "~/core/ui/useHydrated.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

type Errors = Record<string, string>;

/** Rows with stable keys, so removing one keeps what was typed in the others. */
function useRows(initial: number) {
  const next = useRef(initial);
  const [keys, setKeys] = useState(() => Array.from({ length: initial }, (_, i) => i));
  return {
    keys,
    add: () => setKeys((k) => [...k, next.current++]),
    remove: (key: number) => setKeys((k) => k.filter((x) => x !== key)),
  };
}

/** Rows as posted (so messages keyed by position still match), without empty ones at the end. */
function trimEnd<T>(rows: T[], empty: (r: T) => boolean): T[] {
  let n = rows.length;
  while (n > 0 && empty(rows[n - 1]!)) n--;
  return rows.slice(0, n);
}

/** Focuses the first input of the row just added (after React has drawn it). */
function focusLast(list: HTMLElement | null) {
  requestAnimationFrame(() => list?.querySelector<HTMLInputElement>("li:last-child input")?.focus());
}

export function SkipRows({ dates, errors }: { dates: string[]; errors: Errors }) {
  const hydrated = useHydrated();
  const { t } = useStudioI18n();
  // The stored dates, then one empty row to type a new one into.
  const values = [...trimEnd(dates, (d) => d.trim() === ""), ""];
  const rows = useRows(values.length);
  const listRef = useRef<HTMLOListElement>(null);
  return (
    <fieldset className="date-rows">
      <legend>{t("events.studio.dates.skipped")}</legend>
      <p className="hint">{t("events.studio.dates.skippedHint")}</p>
      <ol ref={listRef}>
        {rows.keys.map((key, i) => (
          <li key={key} className="date-row">
            <DateField
              label={t("events.studio.dates.skippedDate", { n: i + 1 })}
              name="skip_date[]"
              defaultValue={values[key] ?? ""}
              error={errors[`skip_date.${i}`]}
            />
            {hydrated ? (
              <button
                type="button"
                className="button secondary small date-row__remove"
                onClick={() => rows.remove(key)}
                aria-label={t("events.studio.dates.removeSkipped", { n: i + 1 })}
              >
                <X className="icon" aria-hidden="true" /> {t("events.studio.dates.remove")}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {hydrated ? (
        <p>
          <button
            type="button"
            className="button secondary small"
            onClick={() => {
              rows.add();
              focusLast(listRef.current);
            }}
          >
            <Plus className="icon" aria-hidden="true" /> {t("events.studio.dates.addSkipped")}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}

export interface MoveValue {
  from: string;
  date: string;
  time: string;
}

export function MoveRows({ moves, errors }: { moves: MoveValue[]; errors: Errors }) {
  const hydrated = useHydrated();
  const { t } = useStudioI18n();
  const values = [
    ...trimEnd(moves, (m) => !m.from.trim() && !m.date.trim() && !m.time.trim()),
    { from: "", date: "", time: "" },
  ];
  const rows = useRows(values.length);
  const listRef = useRef<HTMLOListElement>(null);
  return (
    <fieldset className="date-rows">
      <legend>{t("events.studio.dates.moved")}</legend>
      <p className="hint">{t("events.studio.dates.movedHint")}</p>
      <ol ref={listRef}>
        {rows.keys.map((key, i) => {
          const v = values[key] ?? { from: "", date: "", time: "" };
          return (
            <li key={key} className="date-row date-row--move">
              <DateField
                label={t("events.studio.dates.usualDate", { n: i + 1 })}
                name="move_from[]"
                defaultValue={v.from}
                error={errors[`move_from.${i}`]}
              />
              <DateField
                label={t("events.studio.dates.newDate", { n: i + 1 })}
                name="move_date[]"
                defaultValue={v.date}
                error={errors[`move_date.${i}`]}
              />
              <TimeField
                label={t("events.studio.dates.newTime", { n: i + 1 })}
                name="move_time[]"
                defaultValue={v.time}
                error={errors[`move_time.${i}`]}
              />
              {hydrated ? (
                <button
                  type="button"
                  className="button secondary small date-row__remove"
                  onClick={() => rows.remove(key)}
                  aria-label={t("events.studio.dates.removeMoved", { n: i + 1 })}
                >
                  <X className="icon" aria-hidden="true" /> {t("events.studio.dates.remove")}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {hydrated ? (
        <p>
          <button
            type="button"
            className="button secondary small"
            onClick={() => {
              rows.add();
              focusLast(listRef.current);
            }}
          >
            <Plus className="icon" aria-hidden="true" /> {t("events.studio.dates.addMoved")}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The repeat part of the event form. Progressive disclosure (issue 11): only
 * "Repeats" shows until a rule is chosen; the rule's fields, the skipped and
 * the moved dates appear then — by CSS (:has), so the form is the same with
 * and without JavaScript and nothing is lost when "Does not repeat" hides them.
 */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { weekdayNames } from "~/core/dates/format.ts";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { DateField } from "~/core/ui/DateTimeFields.tsx";
import { LIMITS } from "~/capabilities/events/schemas.ts";
import { MoveRows, SkipRows } from "./DateRows.tsx";

type Input = Record<string, string | string[]>;

export function RepeatFields({ values, errors }: { values: Input; errors: Record<string, string> }) {
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  const { t, intl } = useStudioI18n();
  // Monday first (ISO 1–7, the values the rule stores), named in the studio's language.
  const weekdayLabels = weekdayNames("long", intl);
  const list = (k: string) => [values[k] ?? []].flat();
  const weekdays = new Set(list("weekdays"));
  const moveFrom = list("move_from");
  const moveDate = list("move_date");
  const moveTime = list("move_time");
  const moves = Array.from({ length: Math.max(moveFrom.length, moveDate.length, moveTime.length) }, (_, i) => ({
    from: moveFrom[i] ?? "",
    date: moveDate[i] ?? "",
    time: moveTime[i] ?? "",
  }));
  return (
    <fieldset className="repeat">
      <legend>{t("events.studio.repeat.legend")}</legend>
      <SelectField
        label={t("events.studio.repeat.repeats")}
        name="repeat"
        defaultValue={v("repeat") || "none"}
        error={errors.repeat}
        options={[
          { value: "none", label: t("events.studio.repeat.none") },
          { value: "weekly", label: t("events.studio.repeat.weekly") },
          { value: "monthly", label: t("events.studio.repeat.monthly") },
        ]}
      />
      <div className="repeat__details">
        <TextField
          label={t("events.studio.repeat.interval")}
          name="interval"
          type="number"
          min={1}
          max={12}
          defaultValue={v("interval") || "1"}
          error={errors.interval}
        />
        <fieldset
          className="weekday-choices repeat__weekly"
          aria-describedby={errors.weekdays ? "weekdays-error" : "weekdays-hint"}
        >
          <legend>{t("events.studio.repeat.weeklyOn")}</legend>
          {weekdayLabels.map((d, i) => (
            <label key={d}>
              <input
                type="checkbox"
                name="weekdays"
                value={String(i + 1)}
                defaultChecked={weekdays.has(String(i + 1))}
              />{" "}
              {d}
            </label>
          ))}
          <span className="hint" id="weekdays-hint">
            {t("events.studio.repeat.weekdaysHint")}
          </span>
          {errors.weekdays ? (
            <span className="error" id="weekdays-error">
              {errors.weekdays}
            </span>
          ) : null}
        </fieldset>
        <div className="repeat__monthly">
          <SelectField
            label={t("events.studio.repeat.monthlyOn")}
            name="monthly_by"
            defaultValue={v("monthly_by") || "day"}
            error={errors.monthly_by}
            options={[
              { value: "day", label: t("events.studio.repeat.byDay") },
              { value: "weekday", label: t("events.studio.repeat.byWeekday") },
              { value: "last-weekday", label: t("events.studio.repeat.byLastWeekday") },
            ]}
            hint={t("events.studio.repeat.monthlyHint")}
          />
        </div>
        <SelectField
          label={t("events.studio.repeat.ends")}
          name="ends"
          defaultValue={v("ends") || "never"}
          error={errors.ends}
          options={[
            { value: "never", label: t("events.studio.repeat.never") },
            { value: "until", label: t("events.studio.repeat.onDate") },
            { value: "count", label: t("events.studio.repeat.afterCount") },
          ]}
        />
        <div className="repeat__until">
          <DateField
            label={t("events.studio.repeat.until")}
            name="until"
            defaultValue={v("until")}
            error={errors.until}
          />
        </div>
        <div className="repeat__count">
          <TextField
            label={t("events.studio.repeat.count")}
            name="count"
            type="number"
            min={1}
            max={LIMITS.maxCount}
            defaultValue={v("count")}
            error={errors.count}
          />
        </div>
        <SkipRows dates={list("skip_date")} errors={errors} />
        <MoveRows moves={moves} errors={errors} />
        {/* Older one-per-line fields, still read if posted; shown only when they carry something to fix. */}
        {errors.skip || v("skip") ? (
          <TextField
            label={t("events.studio.repeat.skipText")}
            name="skip"
            defaultValue={v("skip")}
            error={errors.skip}
          />
        ) : null}
        {errors.moves || v("moves") ? (
          <TextField
            label={t("events.studio.repeat.movesText")}
            name="moves"
            defaultValue={v("moves")}
            error={errors.moves}
          />
        ) : null}
      </div>
    </fieldset>
  );
}

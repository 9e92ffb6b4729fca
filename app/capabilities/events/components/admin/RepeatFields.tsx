/**
 * The repeat part of the event form. Progressive disclosure (issue 11): only
 * "Repeats" shows until a rule is chosen; the rule's fields, the skipped and
 * the moved dates appear then — by CSS (:has), so the form is the same with
 * and without JavaScript and nothing is lost when "Does not repeat" hides them.
 */
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { LIMITS } from "~/capabilities/events/schemas.ts";
import { FIRST_EVENT_DATE, LAST_EVENT_DATE } from "~/capabilities/events/lib/date-range.ts";
import { MoveRows, SkipRows } from "./DateRows.tsx";

const DATE_RANGE = { min: FIRST_EVENT_DATE, max: LAST_EVENT_DATE };
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

type Input = Record<string, string | string[]>;

export function RepeatFields({ values, errors }: { values: Input; errors: Record<string, string> }) {
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
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
      <legend>Repeat</legend>
      <SelectField
        label="Repeats"
        name="repeat"
        defaultValue={v("repeat") || "none"}
        error={errors.repeat}
        options={[
          { value: "none", label: "Does not repeat" },
          { value: "weekly", label: "Weekly" },
          { value: "monthly", label: "Monthly" },
        ]}
      />
      <div className="repeat__details">
        <TextField label="Every (weeks or months)" name="interval" type="number" min={1} max={12} defaultValue={v("interval") || "1"} error={errors.interval} />
        <fieldset className="weekday-choices repeat__weekly" aria-describedby={errors.weekdays ? "weekdays-error" : "weekdays-hint"}>
          <legend>Weekly on</legend>
          {WEEKDAYS.map((d, i) => (
            <label key={d}>
              <input type="checkbox" name="weekdays" value={String(i + 1)} defaultChecked={weekdays.has(String(i + 1))} /> {d}
            </label>
          ))}
          <span className="hint" id="weekdays-hint">
            Leave empty for the start date's weekday.
          </span>
          {errors.weekdays ? (
            <span className="error" id="weekdays-error">
              {errors.weekdays}
            </span>
          ) : null}
        </fieldset>
        <div className="repeat__monthly">
          <SelectField
            label="Monthly on"
            name="monthly_by"
            defaultValue={v("monthly_by") || "day"}
            error={errors.monthly_by}
            options={[
              { value: "day", label: "The same day of the month" },
              { value: "weekday", label: "The same weekday (e.g. the 2nd Friday)" },
              { value: "last-weekday", label: "The last such weekday (e.g. the last Saturday)" },
            ]}
            hint="On the 31st, shorter months use their last day."
          />
        </div>
        <SelectField
          label="Ends"
          name="ends"
          defaultValue={v("ends") || "never"}
          error={errors.ends}
          options={[
            { value: "never", label: "Never" },
            { value: "until", label: "On a date" },
            { value: "count", label: "After a number of dates" },
          ]}
        />
        <div className="repeat__until">
          <TextField label="Last date" name="until" type="date" {...DATE_RANGE} defaultValue={v("until")} error={errors.until} />
        </div>
        <div className="repeat__count">
          <TextField label="Number of dates" name="count" type="number" min={1} max={LIMITS.maxCount} defaultValue={v("count")} error={errors.count} />
        </div>
        <SkipRows dates={list("skip_date")} errors={errors} />
        <MoveRows moves={moves} errors={errors} />
        {/* Older one-per-line fields, still read if posted; shown only when they carry something to fix. */}
        {errors.skip || v("skip") ? <TextField label="Skipped dates (text)" name="skip" defaultValue={v("skip")} error={errors.skip} /> : null}
        {errors.moves || v("moves") ? <TextField label="Moved dates (text)" name="moves" defaultValue={v("moves")} error={errors.moves} /> : null}
      </div>
    </fieldset>
  );
}

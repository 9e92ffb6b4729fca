/**
 * A date's running order in the studio (issue 32 §1): doors and curfew, then
 * the sets by time, each edited in place (?set=<id>) or removed, and a form
 * for the next set. Times are "HH:mm"; a date over several days asks for the
 * day too. The service says under the field when a time is outside the date
 * or a set overlaps another on its stage.
 */
import { Link } from "react-router";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { TimeField } from "~/core/ui/DateTimeFields.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { inputValue, type FormInput } from "~/core/validation/forms.ts";
import { LINEUP_LIMITS, type LineupSet, type Performer } from "~/capabilities/events/lib/lineup.ts";

export interface DayChoice {
  value: string;
  label: string;
}

type Failure = { errors: Record<string, string>; input: FormInput; id?: string; form?: string };

function DaySelect({ name, days, value, label }: { name: string; days: DayChoice[]; value: string; label: string }) {
  if (days.length < 2) return null;
  return <SelectField label={label} name={name} defaultValue={value} options={days} />;
}

const timeOf = (local: string | null) => (local ? local.slice(11, 16) : "");
const dayOf = (local: string | null) => (local ? local.slice(0, 10) : "");

export function RunningForm({
  doors,
  curfew,
  days,
  failure,
}: {
  doors: string | null;
  curfew: string | null;
  days: DayChoice[];
  failure?: Failure;
}) {
  const { t } = useStudioI18n();
  const f = failure?.form === "running" ? failure : undefined;
  const v = (k: string, stored: string) => (f ? inputValue(f.input, k) : stored);
  return (
    <AdminForm errors={f?.errors} className="form lineup-running">
      <div className="row">
        <DaySelect
          name="doors_day"
          days={days}
          value={v("doors_day", dayOf(doors))}
          label={t("events.studio.lineup.doorsDay")}
        />
        <TimeField
          label={t("events.studio.lineup.doors")}
          name="doors"
          defaultValue={v("doors", timeOf(doors))}
          error={f?.errors.doors}
        />
        <DaySelect
          name="curfew_day"
          days={days}
          value={v("curfew_day", dayOf(curfew))}
          label={t("events.studio.lineup.curfewDay")}
        />
        <TimeField
          label={t("events.studio.lineup.curfew")}
          name="curfew"
          defaultValue={v("curfew", timeOf(curfew))}
          error={f?.errors.curfew}
        />
      </div>
      <SaveBar label={t("events.studio.lineup.running")}>
        <SubmitButton name="intent" value="running">
          {t("events.studio.lineup.saveTimes")}
        </SubmitButton>
      </SaveBar>
    </AdminForm>
  );
}

export function SetForm({
  set,
  performers,
  stages,
  days,
  failure,
}: {
  set?: LineupSet;
  performers: Performer[];
  stages: string[];
  days: DayChoice[];
  failure?: Failure;
}) {
  const { t } = useStudioI18n();
  const mine = failure && (set ? failure.id === set.id : failure.form === "add-set");
  const f = mine ? failure : undefined;
  const v = (k: string, stored: string) => (f ? inputValue(f.input, k) : stored);
  const listId = `stages-${set?.id ?? "new"}`;
  return (
    <AdminForm errors={f?.errors} className="form lineup-set-form">
      {set ? <input type="hidden" name="id" value={set.id} /> : null}
      <div className="row">
        <SelectField
          label={t("events.studio.lineup.who")}
          name="performer"
          defaultValue={v("performer", set?.performerId ?? "")}
          error={f?.errors.performer}
          options={[
            { value: "", label: t("events.studio.lineup.other") },
            ...performers.map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <TextField
          label={t("events.studio.lineup.label")}
          name="label"
          hint={t("events.studio.lineup.labelHint")}
          maxLength={LINEUP_LIMITS.label}
          defaultValue={v("label", set?.label ?? "")}
          error={f?.errors.label}
          autoComplete="off"
        />
        <TextField
          label={t("events.studio.lineup.stage")}
          name="stage"
          hint={t("events.studio.lineup.stageHint")}
          maxLength={LINEUP_LIMITS.stage}
          list={listId}
          defaultValue={v("stage", set?.stage ?? "")}
          error={f?.errors.stage}
          autoComplete="off"
        />
        <datalist id={listId}>
          {stages.filter(Boolean).map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </div>
      <div className="row">
        <DaySelect
          name="day"
          days={days}
          value={v("day", dayOf(set?.start ?? null))}
          label={t("events.studio.lineup.day")}
        />
        <TimeField
          label={t("events.studio.lineup.start")}
          name="start"
          required
          defaultValue={v("start", timeOf(set?.start ?? null))}
          error={f?.errors.start}
        />
        <TimeField
          label={t("events.studio.lineup.end")}
          name="end"
          defaultValue={v("end", timeOf(set?.end ?? null))}
          error={f?.errors.end}
        />
      </div>
      <SaveBar label={set ? t("events.studio.lineup.saveSet") : t("events.studio.lineup.addSet")}>
        <SubmitButton name="intent" value={set ? "edit-set" : "add-set"}>
          {set ? t("events.studio.lineup.saveSet") : t("events.studio.lineup.addSet")}
        </SubmitButton>
      </SaveBar>
    </AdminForm>
  );
}

export function SetList({
  sets,
  performers,
  stages,
  days,
  editing,
  base,
  failure,
}: {
  sets: LineupSet[];
  performers: Performer[];
  stages: string[];
  days: DayChoice[];
  editing: string | null;
  base: string;
  failure?: Failure;
}) {
  const { t } = useStudioI18n();
  const sep = base.includes("?") ? "&" : "?";
  const name = (s: LineupSet) => performers.find((p) => p.id === s.performerId)?.name ?? s.label;
  const dayLabel = (s: LineupSet) =>
    days.length > 1 ? `${days.find((d) => d.value === dayOf(s.start))?.label ?? dayOf(s.start)} ` : "";
  if (!sets.length) return <p className="muted">{t("events.studio.lineup.noSets")}</p>;
  return (
    <ol className="lineup-sets">
      {sets.map((s) => (
        <li key={s.id} className="lineup-set">
          {editing === s.id ? (
            <>
              <SetForm set={s} performers={performers} stages={stages} days={days} failure={failure} />
              <p>
                <Link to={base}>{t("events.studio.lineup.cancelEdit")}</Link>
              </p>
            </>
          ) : (
            <div className="lineup-set__row">
              <span className="lineup-set__time">
                {dayLabel(s)}
                {timeOf(s.start)}
                {s.end ? `–${timeOf(s.end)}` : ""}
              </span>
              <span className="lineup-set__name">{name(s)}</span>
              <span className="muted">{s.stage}</span>
              <span className="lineup-performer__actions">
                <Link
                  to={`${base}${sep}set=${s.id}`}
                  aria-label={t("events.studio.lineup.editNamed", { name: name(s) })}
                >
                  {t("events.studio.lineup.edit")}
                </Link>
                <AdminForm>
                  <input type="hidden" name="id" value={s.id} />
                  <SubmitButton
                    name="intent"
                    value="remove-set"
                    className="secondary small"
                    aria-label={t("events.studio.lineup.removeSetNamed", { name: name(s), time: timeOf(s.start) })}
                  >
                    {t("events.studio.lineup.remove")}
                  </SubmitButton>
                </AdminForm>
              </span>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

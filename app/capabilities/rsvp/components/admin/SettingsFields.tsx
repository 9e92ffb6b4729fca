/** The RSVP settings fields of the studio (for every date of an event, or for one date). */
import { CheckboxField, SelectField, TextField } from "~/core/ui/Field.tsx";
import { DateTimeField } from "~/core/ui/DateTimeFields.tsx";
import type { RsvpSettingsValue } from "../../lib/settings-form.ts";
import { CAPACITY_MAX, PARTY_MAX, QUESTION_MAX, REMINDER_CHOICES } from "../../lib/fields.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

/** An event without RSVP settings is not taking RSVPs: the box is unticked (the overview says "Not set up"). */
const DEFAULTS: RsvpSettingsValue = {
  enabled: false,
  capacity: 50,
  maxParty: 4,
  opensLocal: null,
  closesLocal: null,
  questions: [],
  reminderHours: 0,
};

export function SettingsFields({
  values,
  input,
  errors,
  tz,
}: {
  values: RsvpSettingsValue | null;
  input?: Record<string, string | string[]>;
  errors?: Record<string, string>;
  tz: string;
}) {
  const { t } = useStudioI18n();
  const v = values ?? DEFAULTS;
  const e = errors ?? {};
  const given = (k: string, fallback: string) =>
    input && typeof input[k] === "string" ? (input[k] as string) : fallback;
  return (
    <>
      <CheckboxField
        label={t("rsvp.studio.settings.enabled")}
        name="enabled"
        defaultChecked={input ? input.enabled === "on" : v.enabled}
        hint={t("rsvp.studio.settings.enabledHint")}
      />
      <div className="rsvp-settings-grid">
        <TextField
          label={t("rsvp.studio.settings.capacity")}
          name="capacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={CAPACITY_MAX}
          required
          defaultValue={given("capacity", String(v.capacity))}
          error={e.capacity}
          hint={t("rsvp.studio.settings.capacityHint")}
        />
        <TextField
          label={t("rsvp.studio.settings.maxParty")}
          name="maxParty"
          type="number"
          inputMode="numeric"
          min={1}
          max={PARTY_MAX}
          required
          defaultValue={given("maxParty", String(v.maxParty))}
          error={e.maxParty}
          hint={t("rsvp.studio.settings.maxPartyHint")}
        />
        <DateTimeField
          label={t("rsvp.studio.settings.opens")}
          name="opens"
          defaultValue={given("opens", v.opensLocal ?? "")}
          error={e.opens}
          hint={t("rsvp.studio.settings.opensHint", { tz })}
        />
        <DateTimeField
          label={t("rsvp.studio.settings.closes")}
          name="closes"
          defaultValue={given("closes", v.closesLocal ?? "")}
          error={e.closes}
          hint={t("rsvp.studio.settings.closesHint")}
        />
      </div>
      <fieldset className="field">
        <legend>{t("rsvp.studio.settings.questions")}</legend>
        {[0, 1, 2].map((i) => (
          <TextField
            key={i}
            label={t("rsvp.studio.settings.question", { n: i + 1 })}
            name={`q${i}`}
            maxLength={QUESTION_MAX}
            defaultValue={given(`q${i}`, v.questions[i] ?? "")}
            error={e[`q${i}`]}
            hint={i === 0 ? t("rsvp.studio.settings.questionHint") : undefined}
          />
        ))}
      </fieldset>
      <SelectField
        label={t("rsvp.studio.settings.reminder")}
        name="reminderHours"
        defaultValue={given("reminderHours", String(v.reminderHours))}
        error={e.reminderHours}
        options={REMINDER_CHOICES.map((h) => ({
          value: String(h),
          label: h === 0 ? t("rsvp.studio.settings.reminderNone") : t("rsvp.studio.settings.reminderHours", { h }),
        }))}
      />
    </>
  );
}

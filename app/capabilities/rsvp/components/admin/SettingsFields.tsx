/** The RSVP settings fields of the studio (for every date of an event, or for one date). */
import { CheckboxField, SelectField, TextField } from "~/core/ui/Field.tsx";
import type { RsvpSettingsValue } from "../../lib/settings-form.ts";
import { CAPACITY_MAX, PARTY_MAX, QUESTION_MAX, REMINDER_CHOICES } from "../../lib/fields.ts";


const DEFAULTS: RsvpSettingsValue = { enabled: true, capacity: 50, maxParty: 4, opensLocal: null, closesLocal: null, questions: [], reminderHours: 0 };

export function SettingsFields({ values, input, errors, tz }: { values: RsvpSettingsValue | null; input?: Record<string, string | string[]>; errors?: Record<string, string>; tz: string }) {
  const v = values ?? DEFAULTS;
  const e = errors ?? {};
  const given = (k: string, fallback: string) => (input && typeof input[k] === "string" ? (input[k] as string) : fallback);
  return (
    <>
      <CheckboxField label="Take replies" name="enabled" defaultChecked={input ? input.enabled === "on" : v.enabled} hint="Visitors reply on the event's page with their name, e-mail and party size; no account." />
      <div className="rsvp-settings-grid">
        <TextField label="Places" name="capacity" type="number" inputMode="numeric" min={1} max={CAPACITY_MAX} required defaultValue={given("capacity", String(v.capacity))} error={e.capacity} hint="Once they are taken, replies join the waitlist." />
        <TextField label="Largest party" name="maxParty" type="number" inputMode="numeric" min={1} max={PARTY_MAX} required defaultValue={given("maxParty", String(v.maxParty))} error={e.maxParty} hint="People per reply, the person replying included." />
        <TextField label="Replies open" name="opens" type="datetime-local" defaultValue={given("opens", v.opensLocal ?? "")} error={e.opens} hint={`Empty: at once. In ${tz}.`} />
        <TextField label="Replies close" name="closes" type="datetime-local" defaultValue={given("closes", v.closesLocal ?? "")} error={e.closes} hint="Empty: when the event starts." />
      </div>
      <fieldset className="field">
        <legend>Questions (up to three, optional)</legend>
        {[0, 1, 2].map((i) => (
          <TextField key={i} label={`Question ${i + 1}`} name={`q${i}`} maxLength={QUESTION_MAX} defaultValue={given(`q${i}`, v.questions[i] ?? "")} error={e[`q${i}`]} hint={i === 0 ? "E.g. “Which voice do you sing?” Asked on the form; answers are on the guest list." : undefined} />
        ))}
      </fieldset>
      <SelectField
        label="Reminder e-mail"
        name="reminderHours"
        defaultValue={given("reminderHours", String(v.reminderHours))}
        error={e.reminderHours}
        options={REMINDER_CHOICES.map((h) => ({ value: String(h), label: h === 0 ? "None" : `${h} hours before` }))}
      />
    </>
  );
}

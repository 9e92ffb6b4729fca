/**
 * "Take RSVPs" in the studio's event form (issue 25): the box, and — shown while it is ticked, by CSS, so
 * without JavaScript too — the places and the largest party. Opening times, questions and reminders stay
 * on the event's RSVP page, linked here once the event exists.
 */
import { Link } from "react-router";
import { CheckboxField, TextField } from "~/core/ui/Field.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { EventFormPartProps } from "~/capabilities/ui.event-form.tsx";
import type { EventFormRsvp as Data } from "../../server/event-form.server.ts";
import { CAPACITY_MAX, PARTY_MAX } from "../../lib/fields.ts";

export function EventFormRsvp({ data, errors = {}, input }: { data: Data } & EventFormPartProps) {
  const { t } = useStudioI18n();
  const posted = (k: string) => (typeof input?.[k] === "string" ? (input[k] as string) : undefined);
  // After a refused save: what was posted (an unticked box is absent from a post), else what is stored.
  const enabled = input ? input.rsvp_enabled === "on" : data.enabled;
  return (
    <fieldset className="event-rsvp">
      <legend>{t("rsvp.studio.eventForm.legend")}</legend>
      <input type="hidden" name="rsvp_shown" value="1" />
      <CheckboxField
        label={t("rsvp.studio.settings.enabled")}
        name="rsvp_enabled"
        defaultChecked={enabled}
        hint={t("rsvp.studio.settings.enabledHint")}
      />
      <div className="event-rsvp__numbers">
        <div className="pair">
          <TextField
            label={t("rsvp.studio.settings.capacity")}
            name="rsvp_capacity"
            type="number"
            inputMode="numeric"
            min={1}
            max={CAPACITY_MAX}
            defaultValue={posted("rsvp_capacity") ?? String(data.capacity)}
            error={errors.rsvp_capacity}
            hint={t("rsvp.studio.settings.capacityHint")}
          />
          <TextField
            label={t("rsvp.studio.settings.maxParty")}
            name="rsvp_max_party"
            type="number"
            inputMode="numeric"
            min={1}
            max={PARTY_MAX}
            defaultValue={posted("rsvp_max_party") ?? String(data.maxParty)}
            error={errors.rsvp_max_party}
            hint={t("rsvp.studio.settings.maxPartyHint")}
          />
        </div>
        <p className="hint">
          {data.eventId ? (
            <Link to={`/admin/rsvp/${data.eventId}`}>{t("rsvp.studio.eventForm.more")}</Link>
          ) : (
            t("rsvp.studio.eventForm.moreLater")
          )}
        </p>
      </div>
    </fieldset>
  );
}

/**
 * Where an event is (issue 11): pick a saved venue, or "New venue…" to type
 * one in, saved with the event and offered for the next. The new venue's
 * fields show only while "New venue…" is chosen — by CSS (:has), so this
 * works before and without JavaScript too. A saved venue is edited in one
 * place, /admin/venues, and every event there follows.
 */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { Link } from "react-router";
import { SelectField } from "~/core/ui/Field.tsx";
import { NEW_VENUE } from "~/capabilities/events/schemas.ts";
import { VenueFields, type VenueFieldsData } from "./VenueFields.tsx";

export interface VenuePickerData extends VenueFieldsData {
  options: { id: string; label: string }[];
}

type Values = Record<string, string | string[] | undefined>;

export function VenuePicker({
  values,
  errors,
  data,
}: {
  values: Values;
  errors: Record<string, string>;
  data: VenuePickerData;
}) {
  const { t } = useStudioI18n();
  const current = typeof values.venue_id === "string" ? values.venue_id : "";
  // A venue deleted meanwhile is not offered; the event then has none.
  const known = current === "" || current === NEW_VENUE || data.options.some((o) => o.id === current);
  return (
    <fieldset className="venue-picker">
      <legend>{t("events.studio.venue.where")}</legend>
      <SelectField
        label={t("events.studio.venue.venue")}
        name="venue_id"
        defaultValue={known ? current : ""}
        error={errors.venue_id}
        options={[
          { value: "", label: t("events.studio.venue.none") },
          ...data.options.map((o) => ({ value: o.id, label: o.label })),
          { value: NEW_VENUE, label: t("events.studio.venue.new") },
        ]}
        hint={
          <>
            {t("events.studio.venue.savedHintBefore")} <Link to="/admin/venues">{t("events.studio.venue.venues")}</Link>
            {t("events.studio.venue.savedHintAfter")}
          </>
        }
      />
      <div className="venue-picker__new">
        <p className="hint">{t("events.studio.venue.newHint")}</p>
        <VenueFields
          values={values}
          errors={errors}
          data={data}
          keepHint={t("events.studio.venue.keepHint")}
          withMap={false}
        />
      </div>
    </fieldset>
  );
}

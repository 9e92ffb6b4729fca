/**
 * The studio's event form (new and edit), made to fit a phone (issue 11):
 * the repeat rule's fields appear only when "Repeats" is chosen, skipped and
 * moved dates are rows of date inputs, the venue is picked from the saved
 * ones (or typed in as a new one), and the buttons stay in reach in a sticky
 * save bar. Plain fields that work without JavaScript; input is kept after a
 * failed submit and each bad field shows one message (SPEC §5, §8).
 */
import type { ReactNode } from "react";
import { CheckboxField, SelectField, TextArea, TextField } from "~/core/ui/Field.tsx";
import { AdminForm } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { ImagePicker, type PickerImage } from "~/capabilities/media/index.ts";
import { LIMITS } from "~/capabilities/events/schemas.ts";
import { FIRST_EVENT_DATE, LAST_EVENT_DATE } from "~/capabilities/events/lib/date-range.ts";
import { RepeatFields } from "./RepeatFields.tsx";
import { VenuePicker, type VenuePickerData } from "./VenuePicker.tsx";
import { TicketRows } from "./TicketRows.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

type Input = Record<string, string | string[]>;

/** The image picker's data (the media capability's pipeline; docs/media.md). */
export interface EventImageChoices {
  choices: PickerImage[];
  uploadMaxMb: number;
  /** This page, for the uploader's no-JavaScript fallback. */
  back: string;
}

// The date pickers offer the years the schema accepts (lib/date-range.ts); the server checks them either way.
const DATE_RANGE = { min: FIRST_EVENT_DATE, max: LAST_EVENT_DATE };

export function EventForm({
  values,
  errors = {},
  zones,
  image,
  venues,
  note,
  translations,
  parts,
  children,
}: {
  values: Input;
  errors?: Record<string, string>;
  zones: readonly string[];
  image: EventImageChoices;
  venues: VenuePickerData;
  /** A line beside the buttons (what saving does). */
  note?: ReactNode;
  /** The title and description in the site's other languages (core/i18n/TranslationFields.tsx), above the save bar. */
  translations?: ReactNode;
  /** Other capabilities' parts (RSVP), after the ticket links (app/capabilities/ui.event-form.tsx). */
  parts?: ReactNode;
  /** The submit buttons, in the sticky save bar. */
  children: ReactNode;
}) {
  const { t } = useStudioI18n();
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  return (
    <AdminForm errors={errors} className="form event-form" noValidate>
      <TextField
        label={t("events.studio.form.title")}
        name="title"
        required
        maxLength={LIMITS.title}
        defaultValue={v("title")}
        error={errors.title}
      />

      <fieldset>
        <legend>{t("events.studio.form.when")}</legend>
        <div className="pair">
          <TextField
            label={t("events.studio.form.startDate")}
            name="start_date"
            type="date"
            {...DATE_RANGE}
            required
            defaultValue={v("start_date")}
            error={errors.start_date}
          />
          <TextField
            label={t("events.studio.form.startTime")}
            name="start_time"
            type="time"
            defaultValue={v("start_time")}
            error={errors.start_time}
            hint={t("events.studio.form.startTimeHint")}
          />
        </div>
        <div className="pair">
          <TextField
            label={t("events.studio.form.endDate")}
            name="end_date"
            type="date"
            {...DATE_RANGE}
            defaultValue={v("end_date")}
            error={errors.end_date}
            hint={t("events.studio.form.endDateHint")}
          />
          <TextField
            label={t("events.studio.form.endTime")}
            name="end_time"
            type="time"
            defaultValue={v("end_time")}
            error={errors.end_time}
            hint={t("events.studio.form.endTimeHint")}
          />
        </div>
        <CheckboxField
          label={t("events.studio.form.allDay")}
          name="all_day"
          defaultChecked={v("all_day") === "on"}
          error={errors.all_day}
          hint={t("events.studio.form.allDayHint")}
        />
        <SelectField
          label={t("events.studio.form.timeZone")}
          name="time_zone"
          defaultValue={v("time_zone")}
          error={errors.time_zone}
          options={zones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
          hint={t("events.studio.form.timeZoneHint")}
        />
        <CheckboxField
          label={t("events.studio.form.nightBefore")}
          name="night_before"
          defaultChecked={v("night_before") === "on"}
          error={errors.night_before}
          hint={t("events.studio.form.nightBeforeHint")}
        />
      </fieldset>

      <RepeatFields values={values} errors={errors} />

      <VenuePicker values={values} errors={errors} data={venues} />

      <TicketRows values={values} errors={errors} series={v("repeat") !== "" && v("repeat") !== "none"} />

      {parts}

      <fieldset>
        <legend>{t("events.studio.form.details")}</legend>
        <TextArea
          label={t("events.studio.form.description")}
          name="description"
          rows={8}
          maxLength={LIMITS.description}
          defaultValue={v("description")}
          error={errors.description}
          hint={t("events.studio.form.descriptionHint")}
        />
      </fieldset>

      <ImagePicker
        name="image_upload_id"
        label={t("events.studio.form.image")}
        value={v("image_upload_id") || null}
        altValue={v("image_upload_id_alt") || undefined}
        altError={errors.image_upload_id_alt}
        choices={image.choices}
        purpose="event"
        uploadMaxMb={image.uploadMaxMb}
        back={image.back}
        hint={t("events.studio.form.imageHint")}
      />

      <details className="event-form__more" open={Boolean(errors.slug) || undefined}>
        <summary>{t("events.studio.form.slug")}</summary>
        <TextField
          label={t("events.studio.form.slug")}
          name="slug"
          defaultValue={v("slug")}
          error={errors.slug}
          pattern="[a-z0-9\-]{1,80}"
          maxLength={80}
          hint={t("events.studio.form.slugHint")}
        />
      </details>

      {translations}
      <SaveBar note={note}>{children}</SaveBar>
    </AdminForm>
  );
}

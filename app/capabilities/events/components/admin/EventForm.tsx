/**
 * The studio's event form (new and edit), made to fit a screen (issues 11 and 27): the essentials in one
 * column — title, date and time, venue, ticket links and RSVP, picture, description — and everything an
 * event seldom needs (its end, time zone, repeat rule, the new venue's map position, link name,
 * translations) behind one "More options" disclosure, open by itself when something in it is set or
 * refused (lib/form-more.ts). Dates and times are typed the studio language's way ("05.12.2026",
 * "20:00"; core/ui/DateTimeFields.tsx), never the browser's US default. Plain fields that work without
 * JavaScript; input is kept after a failed submit and each bad field shows one message (SPEC §5, §8).
 */
import type { ReactNode } from "react";
import { CheckboxField, SelectField, TextArea, TextField } from "~/core/ui/Field.tsx";
import { DateField, TimeField } from "~/core/ui/DateTimeFields.tsx";
import { AdminForm } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { ImagePicker, type PickerImage } from "~/capabilities/media/index.ts";
import { LIMITS } from "~/capabilities/events/schemas.ts";
import { moreOptionsOpen, type MoreDefaults } from "~/capabilities/events/lib/form-more.ts";
import { RepeatFields } from "./RepeatFields.tsx";
import { VenuePicker, type VenuePickerData } from "./VenuePicker.tsx";
import { VenueMapFields } from "./VenueFields.tsx";
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

export function EventForm({
  values,
  errors = {},
  zones,
  defaults,
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
  /** What "More options" holds before anyone changes it (the site's zone, the stored link name, translations). */
  defaults: MoreDefaults;
  image: EventImageChoices;
  venues: VenuePickerData;
  /** A line beside the buttons (what saving does). */
  note?: ReactNode;
  /** The title and description in the site's other languages (core/i18n/TranslationFields.tsx), in "More options". */
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
  const num = (k: string) => (v(k) !== "" && Number.isFinite(Number(v(k))) ? Number(v(k)) : null);
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

      <fieldset className="event-form__when">
        <legend>{t("events.studio.form.when")}</legend>
        <div className="pair">
          <DateField
            label={t("events.studio.form.startDate")}
            name="start_date"
            required
            defaultValue={v("start_date")}
            error={errors.start_date}
          />
          <TimeField
            label={t("events.studio.form.startTime")}
            name="start_time"
            defaultValue={v("start_time")}
            error={errors.start_time}
          />
        </div>
      </fieldset>

      <VenuePicker values={values} errors={errors} data={venues} />

      <TicketRows values={values} errors={errors} series={v("repeat") !== "" && v("repeat") !== "none"} />

      {parts}

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

      <TextArea
        label={t("events.studio.form.description")}
        name="description"
        rows={5}
        maxLength={LIMITS.description}
        defaultValue={v("description")}
        error={errors.description}
        hint={t("events.studio.form.descriptionHint")}
      />

      <details className="event-form__more" open={moreOptionsOpen(values, errors, defaults) || undefined}>
        <summary>
          <span className="event-form__more-title">{t("events.studio.form.more")}</span>
          <span className="event-form__more-what">{t("events.studio.form.moreWhat")}</span>
        </summary>
        <div className="event-form__more-body">
          <fieldset>
            <legend>{t("events.studio.form.ends")}</legend>
            <div className="pair">
              <DateField
                label={t("events.studio.form.endDate")}
                name="end_date"
                defaultValue={v("end_date")}
                error={errors.end_date}
                hint={t("events.studio.form.endDateHint")}
              />
              <TimeField
                label={t("events.studio.form.endTime")}
                name="end_time"
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

          {/* The new venue's place on the map: shown only while "New venue…" is chosen (CSS :has, as the venue's other fields). */}
          <div className="event-form__venue-map">
            <VenueMapFields
              values={values}
              errors={errors}
              data={venues}
              name={v("venue_name")}
              latitude={num("venue_latitude")}
              longitude={num("venue_longitude")}
              keepHint={t("events.studio.venue.keepHint")}
            />
          </div>

          <TextField
            label={t("events.studio.form.slug")}
            name="slug"
            defaultValue={v("slug")}
            error={errors.slug}
            pattern="[a-z0-9\-]{1,80}"
            maxLength={80}
            hint={t("events.studio.form.slugHint")}
          />

          {translations}
        </div>
      </details>

      <SaveBar note={note}>{children}</SaveBar>
    </AdminForm>
  );
}

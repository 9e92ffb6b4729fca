/**
 * The studio's event form (new and edit). Plain fields that work without
 * JavaScript; input is kept after a failed submit and each bad field shows
 * one message (SPEC §5, §8).
 */
import type { ReactNode } from "react";
import { CheckboxField, SelectField, TextArea, TextField } from "~/core/ui/Field.tsx";
import { AdminForm } from "~/core/ui/forms.tsx";
import { ImagePicker, type PickerImage } from "~/capabilities/media/index.ts";
import { LIMITS } from "~/capabilities/events/schemas.ts";
import { FIRST_EVENT_DATE, LAST_EVENT_DATE } from "~/capabilities/events/lib/date-range.ts";

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

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export function EventForm({
  values,
  errors = {},
  zones,
  image,
  children,
}: {
  values: Input;
  errors?: Record<string, string>;
  zones: readonly string[];
  image: EventImageChoices;
  /** The submit buttons. */
  children: ReactNode;
}) {
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  const weekdays = new Set([values.weekdays ?? []].flat());
  return (
    <AdminForm errors={errors} className="form event-form" noValidate>
      <TextField label="Title" name="title" required maxLength={LIMITS.title} defaultValue={v("title")} error={errors.title} />
      <TextField
        label="Link name"
        name="slug"
        defaultValue={v("slug")}
        error={errors.slug}
        pattern="[a-z0-9-]{1,80}"
        maxLength={80}
        hint="The last part of the event's link, e.g. release-show. Leave empty to make it from the title."
      />

      <fieldset>
        <legend>When</legend>
        <CheckboxField label="All day" name="all_day" defaultChecked={v("all_day") === "on"} error={errors.all_day} hint="No times: the event takes up whole days." />
        <div className="pair">
          <TextField label="Start date" name="start_date" type="date" {...DATE_RANGE} required defaultValue={v("start_date")} error={errors.start_date} />
          <TextField label="Start time" name="start_time" type="time" defaultValue={v("start_time")} error={errors.start_time} hint="Not needed for all-day events." />
        </div>
        <div className="pair">
          <TextField label="End date (optional)" name="end_date" type="date" {...DATE_RANGE} defaultValue={v("end_date")} error={errors.end_date} hint="Leave empty for the same day." />
          <TextField label="End time (optional)" name="end_time" type="time" defaultValue={v("end_time")} error={errors.end_time} hint="Earlier than the start means it ends after midnight." />
        </div>
        <SelectField
          label="Time zone"
          name="time_zone"
          defaultValue={v("time_zone")}
          error={errors.time_zone}
          options={zones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
          hint="The zone of the venue. Times are shown to visitors in this zone (and in their own)."
        />
        <CheckboxField
          label="A set after midnight belongs to the night before"
          name="night_before"
          defaultChecked={v("night_before") === "on"}
          error={errors.night_before}
          hint="A 01:30 start is then listed on the previous evening's date."
        />
      </fieldset>

      <fieldset>
        <legend>Repeat</legend>
        <div className="pair">
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
          <TextField label="Every (weeks or months)" name="interval" type="number" min={1} max={12} defaultValue={v("interval") || "1"} error={errors.interval} />
        </div>
        <fieldset className="weekday-choices" aria-describedby={errors.weekdays ? "weekdays-error" : "weekdays-hint"}>
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
        <SelectField
          label="Monthly on"
          name="monthly_by"
          defaultValue={v("monthly_by") || "day"}
          error={errors.monthly_by}
          options={[
            { value: "day", label: "The same day of the month (the 31st falls on the last day of shorter months)" },
            { value: "weekday", label: "The same weekday (e.g. the 2nd Friday)" },
            { value: "last-weekday", label: "The last such weekday (e.g. the last Saturday)" },
          ]}
        />
        <div className="pair">
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
          <TextField label="Last date" name="until" type="date" {...DATE_RANGE} defaultValue={v("until")} error={errors.until} />
          <TextField label="Number of dates" name="count" type="number" min={1} max={LIMITS.maxCount} defaultValue={v("count")} error={errors.count} />
        </div>
        <TextArea label="Skipped dates" name="skip" rows={3} defaultValue={v("skip")} error={errors.skip} hint="One date per line, e.g. 2025-04-18." />
        <TextArea
          label="Moved dates"
          name="moves"
          rows={3}
          defaultValue={v("moves")}
          error={errors.moves}
          hint="One per line: the usual date, an arrow, the new date and time, e.g. 2025-04-11 → 2025-04-12 21:00."
        />
      </fieldset>

      <fieldset>
        <legend>Where</legend>
        <TextField label="Venue" name="venue_name" maxLength={LIMITS.venueName} defaultValue={v("venue_name")} error={errors.venue_name} />
        <TextArea label="Address" name="venue_address" rows={3} maxLength={LIMITS.venueAddress} defaultValue={v("venue_address")} error={errors.venue_address} />
        <div className="pair">
          <TextField label="Latitude" name="latitude" inputMode="decimal" defaultValue={v("latitude")} error={errors.latitude} hint="−90 to 90, e.g. 52.52. Optional." />
          <TextField label="Longitude" name="longitude" inputMode="decimal" defaultValue={v("longitude")} error={errors.longitude} hint="−180 to 180, e.g. 13.405." />
        </div>
      </fieldset>

      <fieldset>
        <legend>Tickets and details</legend>
        <TextField label="Ticket link" name="ticket_url" type="url" defaultValue={v("ticket_url")} error={errors.ticket_url} hint="A full link starting with https://." />
        <TextField label="Price" name="price_text" maxLength={LIMITS.price} defaultValue={v("price_text")} error={errors.price_text} hint="As you want it shown, e.g. €15 / €12 concessions, or Free." />
        <TextArea label="Description" name="description" rows={8} maxLength={LIMITS.description} defaultValue={v("description")} error={errors.description} hint="Markdown: **bold**, _italic_, [links](https://…), lists." />
      </fieldset>

      <ImagePicker
        name="image_upload_id"
        label="Event image"
        value={v("image_upload_id") || null}
        choices={image.choices}
        purpose="event"
        uploadMaxMb={image.uploadMaxMb}
        back={image.back}
        hint="Shown on the event's page and in link previews and search results."
      />
      {children}
    </AdminForm>
  );
}

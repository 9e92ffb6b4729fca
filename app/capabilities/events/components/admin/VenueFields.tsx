/**
 * A saved venue's fields (issue 11): name, address, website and where it is
 * on a map — used on /admin/venues and inside the event form for "New
 * venue…". Coordinates stay plain fields (typed, or pasted as "52.52,
 * 13.405"); the location capability's place finder (address search, pasted
 * map links) and pin map (loaded on a click) write them.
 */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { TextArea, TextField, linkInputProps } from "~/core/ui/Field.tsx";
import { PinMap, PlaceFinder, type MapClientConfig } from "~/capabilities/location/index.ts";
import { VENUE_LIMITS } from "~/capabilities/events/lib/venue-schema.ts";

export interface VenueFieldsData {
  map: MapClientConfig;
  /** The address search's host (GEOCODER_URL), or null when it is off: the place finder offers "Find this address". */
  geocoder: { host: string } | null;
}

type Values = Record<string, string | string[] | undefined>;

export function VenueFields({
  values,
  errors,
  data,
  keepHint,
  withMap = true,
}: {
  values: Values;
  errors: Record<string, string>;
  data: VenueFieldsData;
  keepHint: string;
  /** The place on the map with the other fields (/admin/venues); the event form shows it in "More options". */
  withMap?: boolean;
}) {
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  const { t } = useStudioI18n();
  const num = (k: string) => {
    const n = Number(v(k));
    return v(k) !== "" && Number.isFinite(n) ? n : null;
  };
  return (
    <div className="venue-fields">
      <TextField
        label={t("events.studio.venue.name")}
        name="venue_name"
        maxLength={VENUE_LIMITS.name}
        autoComplete="off"
        defaultValue={v("venue_name")}
        error={errors.venue_name}
      />
      <TextArea
        label={t("events.studio.venue.address")}
        name="venue_address"
        rows={3}
        maxLength={VENUE_LIMITS.address}
        defaultValue={v("venue_address")}
        error={errors.venue_address}
        hint={t("events.studio.venue.addressHint")}
      />
      <TextField
        label={t("events.studio.venue.website")}
        name="venue_website"
        {...linkInputProps}
        defaultValue={v("venue_website")}
        error={errors.venue_website}
      />
      {withMap ? (
        <VenueMapFields
          values={values}
          errors={errors}
          data={data}
          name={v("venue_name")}
          latitude={num("venue_latitude")}
          longitude={num("venue_longitude")}
          keepHint={keepHint}
        />
      ) : null}
    </div>
  );
}

/** Where the venue is on a map: coordinates, the address search and the pin map (loaded on a click). */
export function VenueMapFields({
  values,
  errors,
  data,
  name,
  latitude,
  longitude,
  keepHint,
}: {
  values: Values;
  errors: Record<string, string>;
  data: VenueFieldsData;
  name: string;
  latitude: number | null;
  longitude: number | null;
  keepHint: string;
}) {
  const { t } = useStudioI18n();
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  return (
    <fieldset className="venue-fields__where">
      <legend>{t("events.studio.venue.map")}</legend>
      <div className="pair">
        <TextField
          label={t("events.studio.venue.latitude")}
          name="venue_latitude"
          inputMode="decimal"
          defaultValue={v("venue_latitude")}
          error={errors.venue_latitude}
          hint={t("events.studio.venue.latitudeHint")}
        />
        <TextField
          label={t("events.studio.venue.longitude")}
          name="venue_longitude"
          inputMode="decimal"
          defaultValue={v("venue_longitude")}
          error={errors.venue_longitude}
          hint={t("events.studio.venue.longitudeHint")}
        />
      </div>
      <PlaceFinder
        addressName="venue_address"
        latName="venue_latitude"
        lngName="venue_longitude"
        geocoder={data.geocoder}
      />
      <PinMap
        config={data.map}
        name={name || t("events.studio.venue.venue")}
        latitude={latitude}
        longitude={longitude}
        latName="venue_latitude"
        lngName="venue_longitude"
        keepHint={keepHint}
      />
    </fieldset>
  );
}

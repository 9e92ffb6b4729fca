/**
 * A saved venue's fields (issue 11): name, address, website and where it is
 * on a map — used on /admin/venues and inside the event form for "New
 * venue…". Coordinates stay plain fields (typed, or pasted as "52.52,
 * 13.405"); the pin map (the location capability's, loaded on a click) and
 * the optional address search write them.
 */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { TextArea, TextField, linkInputProps } from "~/core/ui/Field.tsx";
import { PinMap, type MapClientConfig } from "~/capabilities/location/index.ts";
import { VENUE_LIMITS } from "~/capabilities/events/lib/venue-schema.ts";
import { AddressSearch } from "./AddressSearch.tsx";

export interface VenueFieldsData {
  map: MapClientConfig;
  /** GEOCODER_URL is set: offer "Find the address". */
  geocoder: boolean;
}

type Values = Record<string, string | string[] | undefined>;

export function VenueFields({
  values,
  errors,
  data,
  keepHint,
}: {
  values: Values;
  errors: Record<string, string>;
  data: VenueFieldsData;
  keepHint: string;
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
      {data.geocoder ? (
        <AddressSearch addressName="venue_address" latName="venue_latitude" lngName="venue_longitude" />
      ) : null}
      <TextField
        label={t("events.studio.venue.website")}
        name="venue_website"
        {...linkInputProps}
        defaultValue={v("venue_website")}
        error={errors.venue_website}
      />
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
        <PinMap
          config={data.map}
          name={v("venue_name") || t("events.studio.venue.venue")}
          latitude={num("venue_latitude")}
          longitude={num("venue_longitude")}
          latName="venue_latitude"
          lngName="venue_longitude"
          keepHint={keepHint}
        />
      </fieldset>
    </div>
  );
}

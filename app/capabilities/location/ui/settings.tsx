import type { SettingsPartProps } from "~/capabilities/ui.settings.tsx";
import type { MapClientConfig } from "../lib/config.ts";
import { PinMap } from "../components/PinMap.tsx";
import { PlaceFinder } from "../components/PlaceFinder.tsx";

/** Under the settings form's latitude and longitude: the place finder (address search, map links), then the map to place the pin. */
export default {
  location: ({
    data,
    settings,
  }: { data: { map: MapClientConfig; geocoder: { host: string } | null } } & SettingsPartProps) => (
    <>
      <PlaceFinder addressName="address" latName="latitude" lngName="longitude" geocoder={data.geocoder} />
      <PinMap config={data.map} name={settings.name} latitude={settings.latitude} longitude={settings.longitude} />
    </>
  ),
};

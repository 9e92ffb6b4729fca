import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import type { SettingsPartProps } from "~/capabilities/ui.settings.tsx";
import { PinMap } from "../components/PinMap.tsx";
import { PlaceFinder } from "../components/PlaceFinder.tsx";
import { locationSettings } from "../slots.ts";

/** Under the settings form's latitude and longitude: the place finder (address search, map links), then the map to place the pin. */
export default slotComponents<SettingsPartProps>(
  slotComponent(locationSettings, ({ data, settings }) => (
    <>
      <PlaceFinder addressName="address" latName="latitude" lngName="longitude" geocoder={data.geocoder} />
      <PinMap config={data.map} name={settings.name} latitude={settings.latitude} longitude={settings.longitude} />
    </>
  )),
);

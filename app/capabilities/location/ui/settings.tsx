import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import type { SettingsPartProps } from "~/capabilities/ui.settings.tsx";
import { PinMap } from "../components/PinMap.tsx";
import { locationSettings } from "../slots.ts";

/** The map to place the site's pin, beside the latitude and longitude fields of the settings form. */
export default slotComponents<SettingsPartProps>(
  slotComponent(locationSettings, ({ data, settings }) => (
    <PinMap config={data} name={settings.name} latitude={settings.latitude} longitude={settings.longitude} />
  )),
);

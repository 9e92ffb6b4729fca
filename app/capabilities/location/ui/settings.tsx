import type { SettingsPartProps } from "~/capabilities/ui.settings.tsx";
import type { MapClientConfig } from "../lib/config.ts";
import { PinMap } from "../components/PinMap.tsx";

/** The map to place the site's pin, beside the latitude and longitude fields of the settings form. */
export default {
  location: ({ data, settings }: { data: MapClientConfig } & SettingsPartProps) => (
    <PinMap config={data} name={settings.name} latitude={settings.latitude} longitude={settings.longitude} />
  ),
};

import type { SettingsPartProps } from "~/capabilities/ui.settings.tsx";
import type { PickerImage } from "../server/picker.server.ts";
import { ImagePicker } from "../components/admin/ImagePicker.tsx";

/** The hero image, chosen from the uploads or uploaded right here. */
export default {
  hero: ({ data, settings }: { data: { choices: PickerImage[]; uploadMaxMb: number } } & SettingsPartProps) => (
    <ImagePicker
      name="hero_upload_id"
      label="Hero image"
      value={settings.hero_upload_id}
      choices={data.choices}
      purpose="hero"
      uploadMaxMb={data.uploadMaxMb}
      back="/admin/settings"
      hint="The big picture at the top of the home page."
    />
  ),
};

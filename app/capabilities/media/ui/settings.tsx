import type { SettingsPartProps } from "~/capabilities/ui.settings.tsx";
import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import type { PickerImage } from "../server/picker.server.ts";
import { heroSettings } from "../slots.ts";
import { ImagePicker } from "../components/admin/ImagePicker.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

/** The hero image, chosen from the uploads or uploaded right here. */
function HeroPart({
  data,
  settings,
  errors,
  input,
}: { data: { choices: PickerImage[]; uploadMaxMb: number } } & SettingsPartProps) {
  const { t } = useStudioI18n();
  const posted = (k: string) => (typeof input?.[k] === "string" ? (input[k] as string) : undefined);
  return (
    <ImagePicker
      name="hero_upload_id"
      label={t("media.studio.hero.label")}
      // After a refused save, the picture that was chosen (and the alt text typed), not the stored one.
      value={posted("hero_upload_id") ?? settings.hero_upload_id}
      altValue={posted("hero_upload_id_alt")}
      altError={errors?.hero_upload_id_alt}
      choices={data.choices}
      purpose="hero"
      uploadMaxMb={data.uploadMaxMb}
      back="/admin/settings/home"
      hint={t("media.studio.hero.hint")}
    />
  );
}

export default slotComponents<SettingsPartProps>(slotComponent(heroSettings, HeroPart));

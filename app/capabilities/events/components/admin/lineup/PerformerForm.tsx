/** One performer's fields (issue 32 §1): name, role, type, link, picture, and whether it is this act. */
import { ImagePicker, type PickerImage } from "~/capabilities/media/index.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { CheckboxField, SelectField, TextField, linkInputProps } from "~/core/ui/Field.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { inputValue, type FormInput } from "~/core/validation/forms.ts";
import { LINEUP_LIMITS, type Performer } from "~/capabilities/events/lib/lineup.ts";

export interface PerformerImages {
  choices: PickerImage[];
  uploadMaxMb: number;
  back: string;
}

export const ROLE_KEYS = {
  main: "events.studio.lineup.role.main",
  support: "events.studio.lineup.role.support",
  guest: "events.studio.lineup.role.guest",
} as const;
export const KIND_KEYS = {
  MusicGroup: "events.studio.lineup.kind.MusicGroup",
  Person: "events.studio.lineup.kind.Person",
  PerformingGroup: "events.studio.lineup.kind.PerformingGroup",
} as const;

export function PerformerForm({
  performer,
  input,
  errors,
  images,
  siteName,
}: {
  performer?: Performer;
  input?: FormInput;
  errors?: Record<string, string>;
  images: PerformerImages;
  siteName: string;
}) {
  const { t } = useStudioI18n();
  const v = (k: string, stored: string) => (input ? inputValue(input, k) : stored);
  const editing = !!performer;
  return (
    <AdminForm errors={errors} className="form lineup-performer-form">
      {performer ? <input type="hidden" name="id" value={performer.id} /> : null}
      <TextField
        label={t("events.studio.lineup.name")}
        name="name"
        required
        maxLength={LINEUP_LIMITS.name}
        defaultValue={v("name", performer?.name ?? "")}
        error={errors?.name}
        autoComplete="off"
      />
      <CheckboxField
        label={t("events.studio.lineup.self", { site: siteName })}
        name="self"
        hint={t("events.studio.lineup.selfHint")}
        defaultChecked={input ? inputValue(input, "self") === "on" : (performer?.self ?? false)}
      />
      <div className="row">
        <SelectField
          label={t("events.studio.lineup.role")}
          name="role"
          defaultValue={v("role", performer?.role ?? "support")}
          error={errors?.role}
          options={(["main", "support", "guest"] as const).map((r) => ({ value: r, label: t(ROLE_KEYS[r]) }))}
        />
        <SelectField
          label={t("events.studio.lineup.kind")}
          name="kind"
          defaultValue={v("kind", performer?.kind ?? "MusicGroup")}
          error={errors?.kind}
          options={(["MusicGroup", "Person", "PerformingGroup"] as const).map((k) => ({
            value: k,
            label: t(KIND_KEYS[k]),
          }))}
        />
      </div>
      <TextField
        label={t("events.studio.lineup.link")}
        name="url"
        hint={t("events.studio.lineup.linkHint")}
        defaultValue={v("url", performer?.url ?? "")}
        error={errors?.url}
        {...linkInputProps}
      />
      <ImagePicker
        name="image"
        label={t("events.studio.lineup.picture")}
        value={input ? inputValue(input, "image") || null : (performer?.imageUploadId ?? null)}
        choices={images.choices}
        purpose="event"
        uploadMaxMb={images.uploadMaxMb}
        back={images.back}
        altValue={input ? inputValue(input, "image_alt") : undefined}
      />
      <SaveBar label={editing ? t("events.studio.lineup.savePerformer") : t("events.studio.lineup.addPerformer")}>
        <SubmitButton name="intent" value={editing ? "edit-performer" : "add-performer"}>
          {editing ? t("events.studio.lineup.savePerformer") : t("events.studio.lineup.addPerformer")}
        </SubmitButton>
      </SaveBar>
    </AdminForm>
  );
}

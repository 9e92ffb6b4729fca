/**
 * The "new release" editor (studio): title, kind, date, a few words, the cover
 * and the links, one per line — what each link was recognised as shows under
 * the field as the owner types. Plain fields: works without JavaScript.
 */
import { useState } from "react";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { SelectField, TextArea, TextField } from "~/core/ui/Field.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { ImagePicker } from "./ImagePicker.tsx";
import type { PickerImage } from "~/capabilities/media/server/picker.server.ts";
import { RELEASE_LIMITS, linkLines } from "~/capabilities/media/lib/release.ts";
import { streamingLink } from "~/capabilities/media/lib/streaming.ts";
import { parseMediaUrl } from "~/capabilities/media/lib/providers.ts";

export interface ReleaseFormProps {
  values: Record<string, string>;
  errors?: Record<string, string>;
  cover: { value: string | null; choices: PickerImage[]; uploadMaxMb: number };
  exists: boolean;
}

export function ReleaseForm({ values, errors = {}, cover, exists }: ReleaseFormProps) {
  const { t } = useStudioI18n();
  const [links, setLinks] = useState(values.links ?? "");
  const player = linkLines(links).find((l) => parseMediaUrl(l).ok);
  const recognised = linkLines(links).map((l) => ({ line: l, link: streamingLink(l) }));
  return (
    <AdminForm errors={errors} className="form release-form" noValidate>
      <TextField
        label={t("media.studio.release.fieldTitle")}
        name="title"
        required
        maxLength={RELEASE_LIMITS.title}
        defaultValue={values.title}
        error={errors.title}
      />
      <SelectField
        label={t("media.studio.release.kind")}
        name="kind"
        defaultValue={values.kind || "album"}
        error={errors.kind}
        options={[
          { value: "album", label: t("media.studio.release.kindAlbum") },
          { value: "ep", label: t("media.studio.release.kindEp") },
          { value: "single", label: t("media.studio.release.kindSingle") },
        ]}
      />
      <TextField
        label={t("media.studio.release.date")}
        name="release_date"
        type="date"
        defaultValue={values.release_date}
        error={errors.release_date}
        hint={t("media.studio.release.dateHint")}
      />
      <TextArea
        label={t("media.studio.release.description")}
        name="description"
        rows={3}
        maxLength={RELEASE_LIMITS.description}
        defaultValue={values.description}
        error={errors.description}
      />
      <ImagePicker
        name="cover_upload_id"
        label={t("media.studio.release.cover")}
        value={cover.value}
        choices={cover.choices}
        purpose="event"
        uploadMaxMb={cover.uploadMaxMb}
        back="/admin/media/release"
        hint={t("media.studio.release.coverHint")}
      />
      <TextArea
        label={t("media.studio.release.links")}
        name="links"
        rows={6}
        value={links}
        onChange={(e) => setLinks(e.currentTarget.value)}
        error={errors.links}
        hint={t("media.studio.release.linksHint")}
        spellCheck={false}
      />
      {recognised.length ? (
        <ul className="release-recognised" aria-label={t("media.studio.release.recognised")}>
          {recognised.map(({ line, link }, i) => (
            <li key={i} className={link ? undefined : "error"}>
              <strong>{link ? link.label : "?"}</strong> <span className="muted">{line}</span>
              {line === player ? <em> · {t("media.studio.release.player")}</em> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="row">
        <SubmitButton name="intent" value="save">
          {t("media.studio.release.save")}
        </SubmitButton>
        {exists ? (
          <SubmitButton name="intent" value="remove" className="secondary">
            {t("media.studio.release.remove")}
          </SubmitButton>
        ) : null}
      </p>
    </AdminForm>
  );
}

/**
 * Choose an image for one place (the hero image, an event's image) from the
 * images already uploaded, or upload a new one right here (with JavaScript;
 * without it, upload in the gallery first). A radio group, so it works inside
 * any form and by keyboard; the field sends the upload id, "" for none.
 *
 * The picture comes first and its description after (issue 11): a new image
 * is uploaded at once, and the alt text is asked for next to it
 * (`<name>_alt`, saved with the surrounding form by pickedImageId). Until it
 * has alt text the picture stays hidden from visitors, and the picker says so
 * beside it.
 */
import { useEffect, useId, useRef, useState } from "react";
import type { PickerImage } from "~/capabilities/media/server/picker.server.ts";
import { Uploader } from "./Uploader.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export interface ImagePickerProps {
  /** The form field (e.g. "hero_upload_id", "image_upload_id"). */
  name: string;
  label: string;
  value: string | null;
  choices: PickerImage[];
  purpose: "hero" | "event";
  uploadMaxMb: number;
  /** Where the page is (for the uploader's fallback). */
  back: string;
  hint?: string;
  /** The alt text typed next to the chosen picture, after a refused save. */
  altValue?: string;
  /** The save's message for the alt text (a chosen picture without one is refused at save time). */
  altError?: string;
}

const needsAlt = (img: PickerImage | undefined) => !!img && (!img.alt.trim() || img.published === false);

export function ImagePicker({
  name,
  label,
  value,
  choices,
  purpose,
  uploadMaxMb,
  back,
  hint,
  altValue,
  altError,
}: ImagePickerProps) {
  const [list, setList] = useState(choices);
  const [selected, setSelected] = useState(value ?? "");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const chosen = list.find((i) => i.id === selected);
  const altRef = useRef<HTMLInputElement>(null);
  const { t } = useStudioI18n();
  const [focusAlt, setFocusAlt] = useState(false);
  useEffect(() => {
    if (focusAlt) altRef.current?.focus();
    setFocusAlt(false);
  }, [focusAlt]);
  return (
    <fieldset className="image-picker">
      <legend>{label}</legend>
      {hint ? <p className="hint muted">{hint}</p> : null}
      <ul className="picker-grid">
        <li>
          <label className="picker-choice none">
            <input type="radio" name={name} value="" checked={selected === ""} onChange={() => setSelected("")} />
            <span>{t("media.studio.picker.none")}</span>
          </label>
        </li>
        {list.map((img) => (
          <li key={img.id}>
            <label className="picker-choice">
              <input
                type="radio"
                name={name}
                value={img.id}
                checked={selected === img.id}
                onChange={() => setSelected(img.id)}
              />
              <img src={img.src} alt="" width={img.width} height={img.height} loading="lazy" />
              <span className="visually-hidden">{img.alt || t("media.studio.picker.noAlt")}</span>
            </label>
          </li>
        ))}
      </ul>
      {chosen && needsAlt(chosen) ? (
        <PickedAlt
          key={chosen.id}
          name={name}
          image={chosen}
          inputRef={altRef}
          defaultValue={altValue ?? chosen.alt}
          error={altError}
        />
      ) : null}
      {hydrated ? (
        <Uploader
          asForm={false}
          purpose={purpose}
          kinds={["image"]}
          uploadMaxMb={uploadMaxMb}
          multiple={false}
          label={t("media.studio.picker.drop")}
          hint={t("media.studio.picker.dropHint")}
          back={back}
          onUploaded={(f) => {
            if (!f.ok || !f.id || !f.image) return;
            const img = f.image;
            setList((l) => [
              {
                id: f.id!,
                src: img.sources[0]?.src ?? img.src,
                alt: img.alt,
                width: img.width,
                height: img.height,
                published: !!img.alt,
              },
              ...l.filter((x) => x.id !== f.id),
            ]);
            setSelected(f.id);
            setFocusAlt(true);
          }}
        />
      ) : (
        <p className="hint muted">{t("media.studio.picker.noJs")}</p>
      )}
    </fieldset>
  );
}

/** The chosen picture has no alt text yet: ask for it beside the picture, and say why it is hidden. */
function PickedAlt({
  name,
  image,
  inputRef,
  defaultValue,
  error,
}: {
  name: string;
  image: PickerImage;
  inputRef: React.RefObject<HTMLInputElement | null>;
  defaultValue: string;
  error?: string | undefined;
}) {
  const id = `alt${useId().replace(/[^\w-]/g, "")}`;
  const { t } = useStudioI18n();
  return (
    <div className="picked-alt">
      <div className="picked-alt-row">
        <img src={image.src} alt="" width={96} height={Math.round((96 * image.height) / Math.max(1, image.width))} />
        <div className="field">
          <label htmlFor={id}>{t("media.studio.picker.alt")}</label>
          <input
            ref={inputRef}
            id={id}
            type="text"
            name={`${name}_alt`}
            maxLength={300}
            defaultValue={defaultValue}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          />
          {error ? (
            <span className="error" id={`${id}-error`}>
              {error}
            </span>
          ) : null}
          <span className="hint" id={`${id}-hint`}>
            {t("media.studio.picker.altHint")}{" "}
            <span className="hidden-reason">{t("media.studio.picker.altHidden")}</span>
          </span>
        </div>
      </div>
    </div>
  );
}

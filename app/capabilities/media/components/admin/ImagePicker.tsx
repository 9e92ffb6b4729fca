/**
 * Choose an image for one place (the hero image, an event's image) from the
 * images already uploaded, or upload a new one right here (with JavaScript;
 * without it, upload in the gallery first). A radio group, so it works inside
 * any form and by keyboard; the field sends the upload id, "" for none.
 */
import { useEffect, useId, useState } from "react";
import type { PickerImage } from "~/capabilities/media/server/picker.server.ts";
import { Uploader } from "./Uploader.tsx";

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
}

export function ImagePicker({ name, label, value, choices, purpose, uploadMaxMb, back, hint }: ImagePickerProps) {
  const [list, setList] = useState(choices);
  const [selected, setSelected] = useState(value ?? "");
  const [alt, setAlt] = useState("");
  const altId = `alt${useId().replace(/[^\w-]/g, "")}`;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <fieldset className="image-picker">
      <legend>{label}</legend>
      {hint ? <p className="hint muted">{hint}</p> : null}
      <ul className="picker-grid">
        <li>
          <label className="picker-choice none">
            <input type="radio" name={name} value="" checked={selected === ""} onChange={() => setSelected("")} />
            <span>No image</span>
          </label>
        </li>
        {list.map((img) => (
          <li key={img.id}>
            <label className="picker-choice">
              <input type="radio" name={name} value={img.id} checked={selected === img.id} onChange={() => setSelected(img.id)} />
              <img src={img.src} alt="" width={img.width} height={img.height} loading="lazy" />
              <span className="visually-hidden">{img.alt || "Image without alt text"}</span>
            </label>
          </li>
        ))}
      </ul>
      {hydrated ? (
        <NewImage
          altId={altId}
          alt={alt}
          setAlt={setAlt}
          purpose={purpose}
          uploadMaxMb={uploadMaxMb}
          back={back}
          onImage={(img) => {
            setList((l) => [img, ...l.filter((x) => x.id !== img.id)]);
            setSelected(img.id);
          }}
        />
      ) : (
        <p className="hint muted">To upload a new image here, turn on JavaScript; or upload it to a gallery album first.</p>
      )}
    </fieldset>
  );
}

/** Alt text first, then the file: hero and event images are public as soon as they are ready. */
function NewImage(props: {
  altId: string;
  alt: string;
  setAlt(v: string): void;
  purpose: "hero" | "event";
  uploadMaxMb: number;
  back: string;
  onImage(img: PickerImage): void;
}) {
  const { altId, alt, setAlt } = props;
  return (
    <>
      <div className="field">
        <label htmlFor={altId}>Alt text for a new image</label>
        {/* form="": not part of the surrounding form; it goes with the upload. */}
        <input id={altId} type="text" form="" maxLength={300} value={alt} onChange={(e) => setAlt(e.currentTarget.value)} aria-describedby={`${altId}-hint`} />
        <span className="hint" id={`${altId}-hint`}>
          Describe the new image for people who can't see it, then choose the file.
        </span>
      </div>
      <Uploader
        asForm={false}
        extraQuery={{ alt: alt.trim() }}
        blocked={alt.trim() ? undefined : "Write the alt text first: describe the image for people who can't see it."}
        purpose={props.purpose}
        kinds={["image"]}
        uploadMaxMb={props.uploadMaxMb}
        multiple={false}
        label="Upload a new image"
        hint="JPEG, PNG, WebP, AVIF or GIF up to 25 MB. It is selected here once uploaded; save the form to use it."
        back={props.back}
        onUploaded={(f) => {
          if (!f.ok || !f.id || !f.image) return;
          const img = f.image;
          props.onImage({ id: f.id, src: img.sources[0]?.src ?? img.src, alt: img.alt, width: img.width, height: img.height });
        }}
      />
    </>
  );
}

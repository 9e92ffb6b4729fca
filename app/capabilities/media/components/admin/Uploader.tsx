/**
 * Drag-and-drop upload of many files, each with its own progress bar and its
 * own result (done, or the server's 413/415 message). Files go one at a time
 * (the server processes images as they arrive, and the machine is small).
 * A file lost on the way (the connection, a server error) keeps its row and
 * its bytes in the page, with "Try again" beside it: nothing chosen is lost.
 * Without JavaScript the same form posts all files at once and the page
 * answers with a toast.
 */
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { RotateCcw, UploadCloud } from "lucide-react";
import { acceptFor, maxBytesFor, maxMbFor, type UploadKind } from "~/capabilities/media/lib/upload-types.ts";
import { catalogueMessage } from "~/core/errors.ts";
import type { ImageView } from "~/capabilities/media/lib/view.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { Translator } from "~/core/i18n/translator.ts";

export interface UploadedFile {
  name: string;
  ok: boolean;
  status: number;
  id?: string;
  state?: string;
  failure?: string | null;
  error?: string;
  duplicate?: boolean;
  image?: ImageView | null;
  mediaItemId?: string;
}

interface Row {
  key: string;
  name: string;
  progress: number;
  phase: "waiting" | "uploading" | "processing" | "done" | "error";
  message: string;
  /** An object URL of the picture being sent. */
  preview?: string;
  /** A failure that another try may mend (the connection, the server's own error): the row offers "Try again". */
  retryable?: boolean;
}

export interface UploaderProps {
  purpose: "gallery" | "media" | "hero" | "event";
  albumId?: string;
  kinds: UploadKind[];
  uploadMaxMb: number;
  label: string;
  hint?: string;
  multiple?: boolean;
  /** Where the no-JavaScript form returns to. */
  back: string;
  /** Called with each file's result (the image picker selects what was uploaded). */
  onUploaded?(file: UploadedFile): void;
  /**
   * false: no <form> of its own (for use inside another form, e.g. the image
   * picker in the settings form); then it needs JavaScript and shows nothing without.
   */
  asForm?: boolean;
  /** More query parameters for the upload (the picker sends the alt text). */
  extraQuery?: Record<string, string>;
  /** When set, files are not sent and each shows this message (e.g. alt text still missing). */
  blocked?: string;
}

function send(
  url: string,
  csrf: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: { files?: UploadedFile[]; error?: string } }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("X-CSRF-Token", csrf);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      let body: { files?: UploadedFile[]; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = { error: xhr.status === 413 ? "too_large" : "failed" };
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: { error: "lost" } });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** The browser's own failures (no answer from the server to read), by the codes send() gives them. */
function localError(t: Translator["t"], code: string | undefined): string | undefined {
  return code === "too_large"
    ? t("media.studio.upload.tooLarge")
    : code === "failed"
      ? t("media.studio.upload.failed")
      : code === "lost"
        ? t("media.studio.upload.lost")
        : code;
}

export function Uploader({
  purpose,
  albumId,
  kinds,
  uploadMaxMb,
  label,
  hint,
  multiple = true,
  back,
  onUploaded,
  asForm = true,
  extraQuery,
  blocked,
}: UploaderProps) {
  const csrf = useRouteLoaderData<{ csrf: string }>("studio")?.csrf ?? "";
  const { t } = useStudioI18n();
  const id = `upload${useId().replace(/[^\w-]/g, "")}`;
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [over, setOver] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const revalidator = useRevalidator();
  const query = new URLSearchParams({ purpose, ...(albumId ? { album: albumId } : {}), ...extraQuery, back });
  const action = `/admin/uploads?${query}`;

  const update = (key: string, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  // The chosen files by row, so a failed one can be sent again without choosing it again.
  const chosen = useRef(new Map<string, File>());

  const sendOne = useCallback(
    async (file: File, key: string) => {
      if (blocked) {
        update(key, { phase: "error", message: blocked });
        return;
      }
      // Images over 25 MB are refused by the server anyway; say so without sending them.
      const imageLike = /^image\//.test(file.type);
      if (imageLike && kinds.includes("image") && file.size > maxBytesFor("image", uploadMaxMb)) {
        update(key, {
          phase: "error",
          message: catalogueMessage("too_large", { mb: maxMbFor("image", uploadMaxMb) }),
        });
        return;
      }
      update(key, {
        phase: "uploading",
        progress: 0,
        retryable: false,
        message: t("media.studio.upload.uploading", { percent: 0 }),
      });
      const res = await send(action, csrf, file, (f) =>
        update(
          key,
          f >= 1
            ? { progress: 1, phase: "processing", message: t("media.studio.upload.processing") }
            : { progress: f, message: t("media.studio.upload.uploading", { percent: Math.round(f * 100) }) },
        ),
      );
      const result = res.body.files?.[0];
      if (result?.ok) {
        chosen.current.delete(key);
        update(key, {
          progress: 1,
          phase: "done",
          message: result.duplicate ? t("media.studio.upload.duplicate") : t("media.studio.upload.done"),
        });
        onUploaded?.(result);
      } else {
        update(key, {
          phase: "error",
          retryable: res.status === 0 || res.status === 408 || res.status === 429 || res.status >= 500,
          message:
            result?.error ??
            result?.failure ??
            localError(t, res.body.error) ??
            t("media.studio.upload.failedStatus", { status: res.status }),
        });
        if (result) onUploaded?.(result);
      }
    },
    [action, blocked, csrf, kinds, onUploaded, uploadMaxMb, t],
  );

  const upload = useCallback(
    async (files: File[]) => {
      const batch = files.map((f, i) => ({ file: f, key: `${Date.now()}-${i}-${f.name}` }));
      for (const { file, key } of batch) chosen.current.set(key, file);
      // A preview of each picture while it travels (a local object URL: nothing leaves the browser for it).
      setRows((rs) => [
        ...batch.map(({ file, key }) => ({
          key,
          name: file.name,
          progress: 0,
          phase: "waiting" as const,
          message: t("media.studio.upload.waiting"),
          ...(/^image\//.test(file.type) ? { preview: URL.createObjectURL(file) } : {}),
        })),
        ...rs,
      ]);
      for (const { file, key } of batch) await sendOne(file, key);
      if (input.current) input.current.value = "";
      void revalidator.revalidate();
    },
    [sendOne, revalidator, t],
  );

  const retry = async (key: string) => {
    const file = chosen.current.get(key);
    if (!file) return;
    await sendOne(file, key);
    void revalidator.revalidate();
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const files = [...e.dataTransfer.files];
    if (files.length) void upload(multiple ? files : files.slice(0, 1));
  };

  const zone = (
    <>
      <div
        className={`dropzone${over ? " over" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <UploadCloud aria-hidden="true" className="icon dropzone-icon" />
        <label htmlFor={id} className="dropzone-label">
          {label}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          name="file"
          multiple={multiple}
          accept={acceptFor(kinds)}
          form={asForm ? undefined : ""}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            if (files.length) void upload(files);
          }}
        />
        {hint ? (
          <p className="hint muted" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        {asForm ? (
          <noscript>
            <button type="submit" className="button">
              {t("media.studio.upload.submit")}
            </button>
          </noscript>
        ) : null}
      </div>
      {rows.length > 0 ? (
        <ul className="upload-rows" aria-live="polite" aria-label={t("media.studio.upload.list")}>
          {rows.map((r) => (
            <li key={r.key} className={`upload-row ${r.phase}`}>
              {r.preview ? <img src={r.preview} alt="" className="upload-preview" width={48} height={48} /> : null}
              <span className="upload-name">{r.name}</span>
              <progress max={1} value={r.phase === "error" ? 0 : r.progress} aria-label={`${r.name}: ${r.message}`} />
              <span className="upload-status" role={r.phase === "error" ? "alert" : undefined}>
                {r.message}
              </span>
              {r.phase === "error" && r.retryable ? (
                <button type="button" className="button secondary small upload-retry" onClick={() => void retry(r.key)}>
                  <RotateCcw aria-hidden="true" className="icon" /> {t("media.studio.upload.retry")}
                  <span className="visually-hidden"> {r.name}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
  if (!asForm) return hydrated ? <div className="uploader">{zone}</div> : null;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={`${action}&csrf=${encodeURIComponent(csrf)}`}
      className="uploader"
      onSubmit={(e) => {
        e.preventDefault();
        const files = [...(input.current?.files ?? [])];
        if (files.length) void upload(files);
      }}
    >
      {zone}
    </form>
  );
}

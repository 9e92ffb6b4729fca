/**
 * The items of an album in the studio: thumbnail, state, alt text (required
 * before publishing), caption, published, cover, order and delete — one form,
 * so it works without JavaScript. Every button saves the typed texts too.
 */
import { ArrowDown, ArrowUp, RotateCcw, Trash2 } from "lucide-react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { ALT_MAX, CAPTION_MAX } from "~/capabilities/media/schemas.ts";
import type { AdminItem } from "~/capabilities/media/server/gallery-admin.server.ts";

export interface AlbumItemsProps {
  items: AdminItem[];
  errors?: Record<string, string>;
  input?: Record<string, string | string[]>;
}

const STATE_LABEL: Record<string, string> = { processing: "Processing…", ready: "Ready", failed: "Failed" };

export function AlbumItems({ items, errors, input }: AlbumItemsProps) {
  const val = (key: string, fallback: string) => {
    const v = input?.[key];
    return Array.isArray(v) ? (v[0] ?? "") : (v ?? fallback);
  };
  const checked = (key: string, fallback: boolean) => (input ? input[key] === "on" : fallback);
  if (items.length === 0) return <p className="muted">No photos or videos yet. Upload some above.</p>;
  return (
    <AdminForm errors={errors} noValidate className="album-items-form">
      <ol className="album-items">
        {items.map((it, i) => {
          const altError = errors?.[`alt:${it.id}`];
          const pubError = errors?.[`published:${it.id}`];
          const n = i + 1;
          return (
            <li key={it.id} className={`album-item ${it.state}`}>
              <div className="album-item-media">
                {it.thumb ? <img src={it.thumb} alt="" width={160} height={it.width && it.height ? Math.round((160 * it.height) / it.width) : 107} /> : <span className="admin-thumb blank" aria-hidden="true" />}
              </div>
              <div className="album-item-fields">
                <p className="album-item-head">
                  <strong id={`item-${it.id}-name`}>
                    {n}. {it.name}
                  </strong>{" "}
                  <span className={`badge state-${it.state}`}>{it.kind === "video" ? "Video · " : ""}{it.interrupted ? "Interrupted" : (STATE_LABEL[it.state] ?? it.state)}</span>
                </p>
                {it.state === "failed" && it.failure ? (
                  <p className="notice error" role="status">
                    {it.failure}
                  </p>
                ) : null}
                {it.interrupted ? (
                  <p className="notice error" role="status">
                    Processing was interrupted (the server stopped while it worked on this file). Press “Try again” to finish it.
                  </p>
                ) : null}
                <div className="field">
                  <label htmlFor={`alt-${it.id}`}>Alt text for item {n}</label>
                  <textarea
                    id={`alt-${it.id}`}
                    name={`alt:${it.id}`}
                    rows={2}
                    maxLength={ALT_MAX}
                    defaultValue={val(`alt:${it.id}`, it.alt)}
                    aria-invalid={altError ? true : undefined}
                    aria-describedby={`alt-${it.id}-hint${altError ? ` alt-${it.id}-error` : ""}`}
                  />
                  <span className="hint" id={`alt-${it.id}-hint`}>
                    What the photo shows, for people who can't see it. Required before publishing.
                  </span>
                  {altError ? (
                    <span className="error" id={`alt-${it.id}-error`}>
                      {altError}
                    </span>
                  ) : null}
                </div>
                <div className="field">
                  <label htmlFor={`caption-${it.id}`}>Caption for item {n}</label>
                  <input type="text" id={`caption-${it.id}`} name={`caption:${it.id}`} maxLength={CAPTION_MAX} defaultValue={val(`caption:${it.id}`, it.caption)} />
                </div>
                <div className="row">
                  <label className="check">
                    <input type="checkbox" name={`published:${it.id}`} defaultChecked={checked(`published:${it.id}`, it.published)} aria-invalid={pubError ? true : undefined} />
                    <span>
                      Published<span className="visually-hidden"> (item {n})</span>
                    </span>
                  </label>
                  {it.kind === "image" ? (
                    <label className="check">
                      <input type="radio" name="cover" value={it.id} defaultChecked={val("cover", it.cover ? it.id : "") === it.id} />
                      <span>
                        Album cover<span className="visually-hidden"> (item {n})</span>
                      </span>
                    </label>
                  ) : null}
                </div>
                {pubError ? <p className="error">{pubError}</p> : null}
                <div className="row album-item-actions">
                  <button type="submit" name="intent" value={`up:${it.id}`} className="button secondary small" disabled={i === 0} aria-label={`Move item ${n} up`}>
                    <ArrowUp aria-hidden="true" className="icon" />
                  </button>
                  <button type="submit" name="intent" value={`down:${it.id}`} className="button secondary small" disabled={i === items.length - 1} aria-label={`Move item ${n} down`}>
                    <ArrowDown aria-hidden="true" className="icon" />
                  </button>
                  {it.state === "failed" || it.interrupted ? (
                    <button type="submit" name="intent" value={`retry:${it.id}`} className="button secondary small">
                      <RotateCcw aria-hidden="true" className="icon" /> Try again
                    </button>
                  ) : null}
                  <button type="submit" name="intent" value={`delete:${it.id}`} className="button secondary small" aria-label={`Delete item ${n}`}>
                    <Trash2 aria-hidden="true" className="icon" />
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="row sticky-save">
        <SubmitButton name="intent" value="save-items">
          Save items
        </SubmitButton>
        <SubmitButton name="intent" value="publish-ready" className="secondary">
          Publish all with alt text
        </SubmitButton>
      </p>
    </AdminForm>
  );
}

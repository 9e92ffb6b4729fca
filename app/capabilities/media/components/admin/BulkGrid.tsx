/**
 * A studio grid of pictures with multi-select and bulk actions (issue 27 §3),
 * used by an album's items and by the media items. One plain form: a ticked
 * box sends `ids`, an action button sends `bulk`, so it works without
 * JavaScript (the action bar is always there then). With JavaScript the bar
 * appears, sticky at the bottom, once something is chosen; Shift-click ticks
 * a range; Delete asks in a dialog naming the count before it posts. Clicking
 * a tile opens its side panel (`?item=ID`, a link: works without JavaScript
 * too). ADR 2720.
 */
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { CheckSquare, Eye, EyeOff, FolderInput, Image as ImageIcon, Square, Trash2 } from "lucide-react";
import { AdminForm } from "~/core/ui/forms.tsx";
import { useHydrated } from "~/core/ui/useHydrated.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { BulkFailure } from "~/capabilities/media/server/bulk-answer.server.ts";
import { ConfirmDelete } from "./ConfirmDelete.tsx";

export interface GridTile {
  id: string;
  name: string;
  thumb: string | null;
  /** Short states shown on the picture ("Draft", "No alt text"); `warn` ones in the warning colour. */
  badges: { label: string; tone?: "ok" | "warn" | "danger" }[];
  /** A video or audio item shows a small mark on its picture. */
  mark?: ReactNode;
}

export type BulkAction = "publish" | "unpublish" | "move" | "cover" | "delete";

export interface BulkGridProps {
  tiles: GridTile[];
  /** What the grid is, for screen readers ("Items, in the order visitors see them"). */
  label: string;
  actions: readonly BulkAction[];
  /** Other albums to move items to (for "move"). */
  albums?: readonly { id: string; title: string }[];
  /** A refused bulk form, or a delete waiting for its confirmation (the no-script path). */
  failure?: BulkFailure | undefined;
  /** The tile whose panel is open (highlighted). */
  openId?: string | undefined;
}

export function BulkGrid({ tiles, label, actions, albums = [], failure, openId }: BulkGridProps) {
  const { t } = useStudioI18n();
  const hydrated = useHydrated();
  const formId = `bulk${useId().replace(/[^\w-]/g, "")}`;
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(failure?.ids ?? []));
  const last = useRef<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState(false);
  // A new list from the server (after an action) keeps only the ids that are still there.
  const known = tiles.map((x) => x.id).join(",");
  useEffect(() => {
    const ids = new Set(known.split(","));
    setChosen((c) => new Set([...c].filter((id) => ids.has(id))));
  }, [known]);
  useEffect(() => setChosen(new Set(failure?.ids ?? [])), [failure]);

  const toggle = (id: string, e: MouseEvent<HTMLInputElement>) => {
    const on = e.currentTarget.checked;
    const next = new Set(chosen);
    const from = last.current ? tiles.findIndex((x) => x.id === last.current) : -1;
    const to = tiles.findIndex((x) => x.id === id);
    // Shift-click: the whole range from the last box clicked takes this box's new state.
    if (e.shiftKey && from >= 0 && to >= 0)
      for (const x of tiles.slice(Math.min(from, to), Math.max(from, to) + 1)) {
        if (on) next.add(x.id);
        else next.delete(x.id);
      }
    else if (on) next.add(id);
    else next.delete(id);
    last.current = id;
    setChosen(next);
  };
  const count = chosen.size;
  const confirming = failure?.confirm === "delete";
  const showBar = !hydrated || count > 0 || confirming;

  return (
    <AdminForm id={formId} errors={failure?.errors} className="bulk-form" noValidate>
      <input type="hidden" name="intent" value="bulk" />
      {hydrated ? (
        <div className="grid-toolbar" role="group" aria-label={t("media.studio.bulk.selection")}>
          <button
            type="button"
            className="button secondary small"
            onClick={() => setChosen(new Set(tiles.map((x) => x.id)))}
          >
            <CheckSquare aria-hidden="true" className="icon" /> {t("media.studio.bulk.selectAll")}
          </button>
          <button
            type="button"
            className="button secondary small"
            onClick={() => setChosen(new Set())}
            disabled={count === 0}
          >
            <Square aria-hidden="true" className="icon" /> {t("media.studio.bulk.selectNone")}
          </button>
          <span className="muted" aria-live="polite">
            {t("media.studio.bulk.count", { count, total: tiles.length })}
          </span>
        </div>
      ) : (
        <p className="muted">{t("media.studio.bulk.noScript")}</p>
      )}
      <ul className="media-grid" aria-label={label}>
        {tiles.map((x) => (
          <li key={x.id} className={`media-tile${chosen.has(x.id) ? " chosen" : ""}${openId === x.id ? " open" : ""}`}>
            <Link to={`?item=${x.id}`} id={`open-${x.id}`} className="tile-open" preventScrollReset>
              <span className="tile-picture">
                {x.thumb ? (
                  <img src={x.thumb} alt="" loading="lazy" />
                ) : (
                  <ImageIcon aria-hidden="true" className="icon" />
                )}
                {x.mark}
              </span>
              <span className="tile-name">{x.name}</span>
            </Link>
            <label className="tile-check">
              <input
                type="checkbox"
                name="ids"
                value={x.id}
                checked={chosen.has(x.id)}
                onChange={() => undefined}
                onClick={(e) => toggle(x.id, e)}
              />
              <span className="visually-hidden">{t("media.studio.bulk.select", { name: x.name })}</span>
            </label>
            <span className="tile-badges">
              {x.badges.map((b) => (
                <span key={b.label} className={`badge tile-badge ${b.tone ?? ""}`}>
                  {b.label}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {showBar ? (
        <div
          className={`bulk-bar${hydrated ? " floating" : ""}`}
          role="group"
          aria-label={t("media.studio.bulk.barLabel")}
        >
          {hydrated ? <strong className="bulk-count">{t("media.studio.bulk.chosen", { count })}</strong> : null}
          {actions.includes("publish") ? (
            <button type="submit" name="bulk" value="publish" className="button small">
              <Eye aria-hidden="true" className="icon" /> {t("media.studio.bulk.publish")}
            </button>
          ) : null}
          {actions.includes("unpublish") ? (
            <button type="submit" name="bulk" value="unpublish" className="button secondary small">
              <EyeOff aria-hidden="true" className="icon" /> {t("media.studio.bulk.unpublish")}
            </button>
          ) : null}
          {actions.includes("cover") && (!hydrated || count === 1) ? (
            <button type="submit" name="bulk" value="cover" className="button secondary small">
              <ImageIcon aria-hidden="true" className="icon" /> {t("media.studio.bulk.cover")}
            </button>
          ) : null}
          {actions.includes("move") && albums.length > 0 ? (
            <span className="bulk-move">
              <label htmlFor={`${formId}-target`} className="visually-hidden">
                {t("media.studio.bulk.target")}
              </label>
              <select id={`${formId}-target`} name="target" defaultValue="">
                <option value="" disabled>
                  {t("media.studio.bulk.target")}
                </option>
                {albums.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.title}
                  </option>
                ))}
              </select>
              <button type="submit" name="bulk" value="move" className="button secondary small">
                <FolderInput aria-hidden="true" className="icon" /> {t("media.studio.bulk.move")}
              </button>
            </span>
          ) : null}
          {actions.includes("delete") ? (
            <button
              type="submit"
              name="bulk"
              value="delete"
              className="button secondary small quiet-danger"
              onClick={(e) => {
                // With JavaScript, ask here; without, the server answers with the same question.
                e.preventDefault();
                setAsking(true);
                dialog.current?.showModal();
              }}
            >
              <Trash2 aria-hidden="true" className="icon" /> {t("media.studio.bulk.delete")}
            </button>
          ) : null}
        </div>
      ) : null}
      {confirming && !asking ? <ConfirmDelete count={failure?.ids.length ?? 0} inline /> : null}
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby={`${formId}-ask`}
        onClose={() => setAsking(false)}
      >
        {asking ? (
          <ConfirmDelete count={count} headingId={`${formId}-ask`} onCancel={() => dialog.current?.close()} />
        ) : null}
      </dialog>
    </AdminForm>
  );
}

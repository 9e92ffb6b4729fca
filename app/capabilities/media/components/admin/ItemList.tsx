/**
 * What the studio's two item lists share (an album's items, the media items):
 * one form around the ordered list, the values it shows, and each item's
 * toolbar (up, down, delete) — plain submit buttons, so it works without
 * JavaScript. With JavaScript the list is also sorted by dragging its
 * handles, or with the keyboard on a handle (core/ui/Sortable.tsx).
 */
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { AdminForm } from "~/core/ui/forms.tsx";
import { inputValue, type FieldErrors, type FormInput } from "~/core/validation/forms.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export interface ItemListProps {
  errors?: FieldErrors | undefined;
  /** What was typed, after a refused submission. */
  input?: FormInput | undefined;
}

/**
 * The values to show: what was typed after a refused submission, else what is stored.
 * (Unticked boxes are absent from a submission, so with `input` a box shows ticked only if it was sent.)
 */
export function itemValues(input: FormInput | undefined) {
  return {
    text: (key: string, stored: string) => (input?.[key] === undefined ? stored : inputValue(input, key)),
    checked: (key: string, stored: boolean) => (input ? input[key] === "on" : stored),
  };
}

/**
 * The form around the list. Keyed by the navigation: after a button's redirect
 * the fields show what was stored, not what the page showed before (the boxes
 * are uncontrolled, so otherwise "Publish all" would leave them unticked and
 * the next "Save" would unpublish again).
 */
export function ItemListForm({
  errors,
  className,
  children,
  actions,
}: {
  errors?: FieldErrors | undefined;
  className?: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const { key } = useLocation();
  return (
    <AdminForm key={key} errors={errors} noValidate className={className}>
      {children}
      {actions}
    </AdminForm>
  );
}

/**
 * Item `index` of `count`: move up, move down, whatever `children` adds, delete. The buttons are named
 * by the item (`name`), never by its place: a new item above would change the number (issue 25).
 */
export function ItemToolbar({
  id,
  name,
  index,
  count,
  children,
}: {
  id: string;
  name: string;
  index: number;
  count: number;
  children?: ReactNode;
}) {
  const { t } = useStudioI18n();
  return (
    <div className="row album-item-actions">
      <button
        type="submit"
        name="intent"
        value={`up:${id}`}
        className="button secondary small"
        disabled={index === 0}
        aria-label={t("media.studio.items.up", { name })}
      >
        <ArrowUp aria-hidden="true" className="icon" />
      </button>
      <button
        type="submit"
        name="intent"
        value={`down:${id}`}
        className="button secondary small"
        disabled={index === count - 1}
        aria-label={t("media.studio.items.down", { name })}
      >
        <ArrowDown aria-hidden="true" className="icon" />
      </button>
      {children}
      <button
        type="submit"
        name="intent"
        value={`delete:${id}`}
        className="button secondary small"
        aria-label={t("media.studio.items.delete", { name })}
      >
        <Trash2 aria-hidden="true" className="icon" />
      </button>
    </div>
  );
}

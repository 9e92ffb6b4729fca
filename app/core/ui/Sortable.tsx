/**
 * A list the studio reorders by dragging, with a keyboard alternative
 * (issue 11): each row has a handle; with a pointer it drags, with the
 * keyboard Space (or Enter) picks the row up, the arrow keys move it, Space
 * drops it and Escape puts it back. Screen readers hear where the row is
 * ("Moved “Summer tour” to position 2 of 5"). Built on @dnd-kit (studio only:
 * no public page imports this file).
 *
 * Without JavaScript the handles are not drawn; keep a plain alternative in
 * the row (the up/down submit buttons the studio lists already have, or the
 * form's own order of rows).
 *
 *   <SortableList items={rows} label="Albums" itemLabel={(a) => a.title} onReorder={useReorderSubmit("reorder")}>
 *     {(row, { handle }) => <div className="row">{handle} {row.title}</div>}
 *   </SortableList>
 *
 * `onReorder` gets the new order of ids. `useReorderSubmit(intent)` posts it
 * to the page's own action as `intent` + `order` (comma-separated ids) +
 * `csrf`, without a navigation; the action rewrites the positions and
 * answers `Response.json(outcome)` (an Outcome: a refusal is shown as a toast).
 */
import { useEffect, useId, useMemo, useState, type CSSProperties, type ReactNode } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { GripVertical } from "lucide-react";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from "@dnd-kit/core";
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useHydrated } from "./useHydrated.ts";
import { toast } from "./toast.tsx";
import { useStudioI18n } from "../i18n/studio.tsx";

export interface SortableRenderContext {
  /** The drag handle (a button), or null before hydration / without JavaScript. */
  handle: ReactNode;
  index: number;
  count: number;
  dragging: boolean;
}

interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** What the list is, for the handles' names ("Move “x” in Albums"). */
  label: string;
  /** The item's name for the handle and the announcements, e.g. its title (index: its place in the list now). */
  itemLabel: (item: T, index: number) => string;
  onReorder: (ids: string[]) => void;
  children: (item: T, ctx: SortableRenderContext) => ReactNode;
  as?: "ol" | "ul";
  className?: string;
  itemClassName?: string | ((item: T) => string);
}

/** Keeps the list's own order between a drop and the reload of the page's data. */
function useLocalOrder<T extends { id: string }>(items: readonly T[]) {
  const key = items.map((i) => i.id).join(",");
  const [order, setOrder] = useState<string[]>(() => items.map((i) => i.id));
  // A new list from the server (another save, a delete) replaces the local order.
  useEffect(() => setOrder(key ? key.split(",") : []), [key]);
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const ordered = order.map((id) => byId.get(id)).filter((x): x is T => !!x);
  // Items the local order does not know yet (added meanwhile) go to the end.
  for (const i of items) if (!order.includes(i.id)) ordered.push(i);
  return [ordered, setOrder] as const;
}

export function SortableList<T extends { id: string }>({
  items,
  label,
  itemLabel,
  onReorder,
  children,
  as = "ol",
  className,
  itemClassName,
}: SortableListProps<T>) {
  const [ordered, setOrder] = useLocalOrder(items);
  const hydrated = useHydrated();
  const { t } = useStudioI18n();
  const instructions: ScreenReaderInstructions = { draggable: t("core.studio.sortable.instructions") };
  const id = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (itemId: string | number) => {
    const i = ordered.findIndex((x) => x.id === itemId);
    return i >= 0 ? itemLabel(ordered[i]!, i) : t("core.studio.sortable.theItem");
  };
  const at = (itemId: string | number | undefined) => ({
    position: ordered.findIndex((i) => i.id === itemId) + 1,
    count: ordered.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("core.studio.sortable.pickedUp", { name: nameOf(active.id), ...at(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t("core.studio.sortable.over", { name: nameOf(active.id), ...at(over.id) })
        : t("core.studio.sortable.outside", { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t("core.studio.sortable.moved", { name: nameOf(active.id), ...at(over.id) })
        : t("core.studio.sortable.droppedInPlace", { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t("core.studio.sortable.cancelled", { name: nameOf(active.id), ...at(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ordered.findIndex((i) => i.id === active.id);
    const to = ordered.findIndex((i) => i.id === over.id);
    if (from < 0 || to < 0) return;
    const next = arrayMove(ordered, from, to).map((i) => i.id);
    setOrder(next);
    onReorder(next);
  }

  const List = as;
  const rows = ordered.map((item, index) => (
    <SortableRow
      key={item.id}
      id={item.id}
      className={typeof itemClassName === "function" ? itemClassName(item) : itemClassName}
      handleLabel={t("core.studio.sortable.move", { name: nameOf(item.id) })}
      hydrated={hydrated}
    >
      {(handle, dragging) => children(item, { handle, index, count: ordered.length, dragging })}
    </SortableRow>
  ));
  // Before hydration (and without JavaScript) the same markup without the drag machinery.
  if (!hydrated) return <List className={className}>{rows}</List>;
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={ordered.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <List className={className} aria-label={label}>
          {rows}
        </List>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  className,
  handleLabel,
  hydrated,
  children,
}: {
  id: string;
  className?: string | undefined;
  handleLabel: string;
  hydrated: boolean;
  children: (handle: ReactNode, dragging: boolean) => ReactNode;
}) {
  if (!hydrated) return <li className={className}>{children(null, false)}</li>;
  return (
    <LiveRow id={id} className={className} handleLabel={handleLabel}>
      {children}
    </LiveRow>
  );
}

function LiveRow({
  id,
  className,
  handleLabel,
  children,
}: {
  id: string;
  className?: string | undefined;
  handleLabel: string;
  children: (handle: ReactNode, dragging: boolean) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const { t } = useStudioI18n();
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: "relative",
    zIndex: isDragging ? 2 : undefined,
  };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="drag-handle"
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      title={t("core.studio.sortable.dragTitle")}
    >
      <GripVertical aria-hidden="true" className="icon" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={[className, isDragging ? "dragging" : ""].filter(Boolean).join(" ") || undefined}
    >
      {children(handle, isDragging)}
    </li>
  );
}

/**
 * Posts a new order to the current route's action: `intent`, `order` (ids,
 * comma-separated) and the studio's CSRF token, without leaving the page.
 * The page's data reloads after the action, as after any form.
 */
export function useReorderSubmit(intent: string, extra: Record<string, string> = {}): (ids: string[]) => void {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const csrf = useRouteLoaderData<{ csrf: string }>("studio")?.csrf ?? "";
  // The action answers with an Outcome ({ ok, message }); a refusal (a stale page) is said, and the
  // list comes back in the stored order with the page's data.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer && !answer.ok) toast.error(answer.message);
  }, [answer]);
  return (ids) => {
    void fetcher.submit({ ...extra, intent, order: ids.join(","), csrf }, { method: "post" });
  };
}

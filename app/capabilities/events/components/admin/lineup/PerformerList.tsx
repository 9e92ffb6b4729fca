/**
 * The event's performers in the studio (issue 32 §1): in poster order within
 * each role, dragged (or moved by keyboard) with the studio's sortable list;
 * each row edits in place (?performer=<id>, a link, so it works without
 * JavaScript) or is removed (its sets keep its name).
 */
import { Link } from "react-router";
import { SortableList, useReorderSubmit } from "~/core/ui/Sortable.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { FormInput } from "~/core/validation/forms.ts";
import type { Performer } from "~/capabilities/events/lib/lineup.ts";
import { KIND_KEYS, PerformerForm, ROLE_KEYS, type PerformerImages } from "./PerformerForm.tsx";

export function PerformerList({
  performers,
  editing,
  base,
  failure,
  images,
  siteName,
}: {
  performers: Performer[];
  editing: string | null;
  /** The page's address without ?performer (the date kept). */
  base: string;
  failure?: { errors: Record<string, string>; input: FormInput; id?: string };
  images: PerformerImages;
  siteName: string;
}) {
  const { t } = useStudioI18n();
  const reorder = useReorderSubmit("reorder");
  const sep = base.includes("?") ? "&" : "?";
  if (!performers.length) return <p className="muted">{t("events.studio.lineup.noPerformers")}</p>;
  return (
    <SortableList
      items={performers}
      label={t("events.studio.lineup.performers")}
      itemLabel={(p) => p.name}
      onReorder={reorder}
      className="lineup-performers"
      itemClassName="lineup-performer"
    >
      {(p, { handle }) =>
        editing === p.id ? (
          <div className="lineup-performer__edit">
            <p className="lineup-performer__title">{p.name}</p>
            <PerformerForm
              performer={p}
              input={failure?.id === p.id ? failure.input : undefined}
              errors={failure?.id === p.id ? failure.errors : undefined}
              images={images}
              siteName={siteName}
            />
            <p>
              <Link to={base}>{t("events.studio.lineup.cancelEdit")}</Link>
            </p>
          </div>
        ) : (
          <div className="lineup-performer__row">
            {handle ?? (
              // Without JavaScript there is no drag handle: up and down instead.
              <AdminForm className="lineup-performer__move">
                <input type="hidden" name="id" value={p.id} />
                <SubmitButton
                  name="intent"
                  value="move-up"
                  className="secondary small"
                  aria-label={t("events.studio.lineup.moveUp", { name: p.name })}
                >
                  ↑
                </SubmitButton>
                <SubmitButton
                  name="intent"
                  value="move-down"
                  className="secondary small"
                  aria-label={t("events.studio.lineup.moveDown", { name: p.name })}
                >
                  ↓
                </SubmitButton>
              </AdminForm>
            )}
            <span className="lineup-performer__name">
              {p.name}
              {p.self ? <span className="muted"> · {t("events.studio.lineup.us")}</span> : null}
            </span>
            <span className="muted">
              {t(ROLE_KEYS[p.role])} · {t(KIND_KEYS[p.kind])}
            </span>
            <span className="lineup-performer__actions">
              <Link
                to={`${base}${sep}performer=${p.id}`}
                aria-label={t("events.studio.lineup.editNamed", { name: p.name })}
              >
                {t("events.studio.lineup.edit")}
              </Link>
              <AdminForm>
                <input type="hidden" name="id" value={p.id} />
                <SubmitButton
                  name="intent"
                  value="remove-performer"
                  className="secondary small"
                  aria-label={t("events.studio.lineup.removeNamed", { name: p.name })}
                >
                  {t("events.studio.lineup.remove")}
                </SubmitButton>
              </AdminForm>
            </span>
          </div>
        )
      }
    </SortableList>
  );
}

/**
 * "Delete 3 items?" inside the grid's form: its button posts the chosen ids
 * again with `confirm=yes`. In a dialog with JavaScript; inline (after the
 * server asked) without.
 */
import { Link } from "react-router";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export function ConfirmDelete({
  count,
  inline,
  headingId,
  onCancel,
}: {
  count: number;
  inline?: boolean;
  headingId?: string;
  onCancel?: () => void;
}) {
  const { t } = useStudioI18n();
  return (
    <div className={inline ? "card confirm-inline" : "confirm-body"} role={inline ? "alert" : undefined}>
      <h2 id={headingId} className="confirm-title">
        {t("media.studio.bulk.confirmTitle", { count })}
      </h2>
      <p>{t("media.studio.bulk.confirmBody")}</p>
      <input type="hidden" name="confirm" value="yes" />
      <p className="row">
        {onCancel ? (
          <button type="button" className="button secondary" onClick={onCancel} autoFocus>
            {t("media.studio.bulk.cancel")}
          </button>
        ) : (
          <Link to="." className="button secondary">
            {t("media.studio.bulk.cancel")}
          </Link>
        )}
        <button type="submit" name="bulk" value="delete" className="button danger">
          {t("media.studio.bulk.confirmYes", { count })}
        </button>
      </p>
    </div>
  );
}

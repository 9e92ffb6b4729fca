/**
 * The dashboard's demo notice (issue 25, ADR 2510): the demo is on the site → "Remove demo content…",
 * which asks first (a page of its own, `?confirm=remove-demo`, so it works without JavaScript); once it
 * is removed → the backup taken first, "Restore the demo…" (asking first too, and saying what a restore
 * undoes) and "Dismiss". Only owners get the buttons; editors read the note.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Archive, RotateCcw, Trash2 } from "lucide-react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";
import { formatDateTime } from "~/core/dates/format.ts";

export interface DemoNoticeData {
  demo: boolean;
  /** The backup taken when the demo was removed (when it is still offered). */
  backup: { at: string; changesSince: number; addedSince: number } | null;
  /** The step asked for: the removal's or the restore's confirmation. */
  confirm: "remove-demo" | "restore-demo" | null;
  isOwner: boolean;
  timeZone: string;
}

/** A confirmation step takes the focus when it opens, so a keyboard or screen reader lands on the question. */
function useFocusOnOpen(open: boolean) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) ref.current?.focus();
  }, [open]);
  return ref;
}

export function DemoNotice({ d }: { d: DemoNoticeData }) {
  const { t, intl } = useStudioI18n();
  const asking = d.isOwner ? d.confirm : null;
  const heading = useFocusOnOpen(asking !== null);
  if (d.demo) {
    if (asking === "remove-demo")
      return (
        <section className="notice warn demo-notice" id="demo" aria-labelledby="demo-h">
          <h2 id="demo-h" tabIndex={-1} ref={heading}>
            {t("studio.studio.demo.removeHeading")}
          </h2>
          <p>{t("studio.studio.demo.removeWarning")}</p>
          <p>{t("studio.studio.demo.removeBackup")}</p>
          <AdminForm className="row">
            <input type="hidden" name="confirmed" value="yes" />
            <SubmitButton name="intent" value="remove-demo" className="danger">
              <Trash2 className="icon" aria-hidden="true" /> {t("studio.studio.demo.removeConfirm")}
            </SubmitButton>
            <Link to="/admin" className="button secondary">
              {t("studio.studio.demo.cancel")}
            </Link>
          </AdminForm>
        </section>
      );
    return (
      <div className="notice warn demo-notice" role="note" id="demo">
        <p>
          {rich(t, "studio.studio.dashboard.demo", {
            strong: <strong>{t("studio.studio.dashboard.demoStrong")}</strong>,
          })}
        </p>
        {d.isOwner ? (
          <p>
            <Link to="/admin?confirm=remove-demo#demo" className="button secondary">
              {t("studio.studio.dashboard.removeDemo")}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }
  if (!d.backup || !d.isOwner) return null;
  const when = formatDateTime(Date.parse(d.backup.at), d.timeZone, intl);
  if (asking === "restore-demo")
    return (
      <section className="notice warn demo-notice" id="demo" aria-labelledby="demo-h">
        <h2 id="demo-h" tabIndex={-1} ref={heading}>
          {t("studio.studio.demo.restoreHeading")}
        </h2>
        <p>{t("studio.studio.demo.restoreWarning", { when })}</p>
        <ul>
          <li>{t("studio.studio.demo.changesSince", { count: d.backup.changesSince })}</li>
          <li>{t("studio.studio.demo.addedSince", { count: d.backup.addedSince })}</li>
        </ul>
        {d.backup.changesSince + d.backup.addedSince > 0 ? (
          <p>
            {rich(t, "studio.studio.demo.keepCopy", {
              link: <a href="/admin/backup/export">{t("studio.studio.demo.keepCopyLink")}</a>,
            })}
          </p>
        ) : null}
        <AdminForm className="row">
          <input type="hidden" name="confirmed" value="yes" />
          <SubmitButton name="intent" value="restore-demo">
            <RotateCcw className="icon" aria-hidden="true" /> {t("studio.studio.demo.restoreConfirm")}
          </SubmitButton>
          <Link to="/admin" className="button secondary">
            {t("studio.studio.demo.cancel")}
          </Link>
        </AdminForm>
      </section>
    );
  return (
    <div className="notice demo-notice" role="note" id="demo">
      <p>
        <Archive className="icon" aria-hidden="true" /> {t("studio.studio.demo.removed", { when })}
      </p>
      <AdminForm className="row">
        <Link to="/admin?confirm=restore-demo#demo" className="button secondary">
          {t("studio.studio.demo.restore")}
        </Link>
        <SubmitButton name="intent" value="dismiss-demo-backup" className="secondary">
          {t("studio.studio.demo.dismiss")}
        </SubmitButton>
      </AdminForm>
    </div>
  );
}

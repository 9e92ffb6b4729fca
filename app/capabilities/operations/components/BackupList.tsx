/**
 * The backups taken (issue 28), newest first: when, what kind, how big,
 * whether verified — and for each verified one, its file and a restore that
 * asks for confirmation (and the passphrase, when it is encrypted).
 */
import { CircleCheck, CircleX, Download, LoaderCircle, Lock } from "lucide-react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { TextField } from "~/core/ui/Field.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { formatShortDate, formatTime } from "~/core/dates/format.ts";
import type { FormFailure } from "~/core/validation/forms.ts";
import type { BackupListItem } from "~/capabilities/operations/server/backups.server.ts";
import { bytesText } from "~/capabilities/operations/lib/doctor.ts";

/** Studio keys, listed literally for the catalogue check. */
const KIND: Record<string, string> = {
  scheduled: "operations.studio.kind.scheduled",
  manual: "operations.studio.kind.manual",
  "pre-upgrade": "operations.studio.kind.preUpgrade",
  "pre-restore": "operations.studio.kind.preRestore",
};

export function BackupList({
  backups,
  timeZone,
  failure,
}: {
  backups: BackupListItem[];
  timeZone: string;
  failure?: FormFailure;
}) {
  const { t, intl } = useStudioI18n();
  // None yet: the page's state line above says so.
  if (!backups.length) return null;
  const when = (iso: string) =>
    `${formatShortDate(new Date(iso), timeZone, intl)} ${formatTime(new Date(iso), timeZone, intl)}`;
  return (
    <div className="table-wrap">
      <table className="stack-table backup-table">
        <thead>
          <tr>
            <th scope="col">{t("operations.studio.list.taken")}</th>
            <th scope="col">{t("operations.studio.list.kind")}</th>
            <th scope="col">{t("operations.studio.list.size")}</th>
            <th scope="col">{t("operations.studio.list.state")}</th>
            <th scope="col">{t("operations.studio.list.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {backups.map((b) => {
            const mine = failure?.target === b.id ? failure : undefined;
            return (
              <tr key={b.id}>
                <td>
                  {when(b.startedAt)}
                  <span className="muted backup-where">{b.location}</span>
                </td>
                <td data-label={t("operations.studio.list.kind")}>
                  {t(KIND[b.kind] ?? KIND.manual!)}
                  {b.encrypted ? (
                    <span className="backup-lock">
                      {" "}
                      <Lock className="icon" aria-hidden="true" /> {t("operations.studio.list.encrypted")}
                    </span>
                  ) : null}
                </td>
                <td data-label={t("operations.studio.list.size")}>{b.bytes === null ? "" : bytesText(b.bytes)}</td>
                <td data-label={t("operations.studio.list.state")}>
                  {b.state === "verified" ? (
                    <span className="backup-state backup-state--ok">
                      <CircleCheck className="icon" aria-hidden="true" /> {t("operations.studio.list.verified")}
                    </span>
                  ) : b.state === "failed" ? (
                    <>
                      <span className="backup-state backup-state--fail">
                        <CircleX className="icon" aria-hidden="true" /> {t("operations.studio.list.failed")}
                      </span>
                      <span className="backup-error">{b.error}</span>
                    </>
                  ) : (
                    <span className="backup-state">
                      <LoaderCircle className="icon" aria-hidden="true" /> {t("operations.studio.list.running")}
                    </span>
                  )}
                </td>
                <td data-label="Actions">
                  {b.state === "verified" ? (
                    <div className="backup-actions">
                      <a href={`/admin/backups/${b.id}/download`} className="button small secondary" download>
                        <Download className="icon" aria-hidden="true" /> {t("operations.studio.list.download")}
                      </a>
                      <details className="backup-restore" open={mine !== undefined}>
                        <summary className="button small secondary">{t("operations.studio.restore.open")}</summary>
                        <AdminForm errors={mine?.errors} className="form">
                          <input type="hidden" name="id" value={b.id} />
                          <p>{t("operations.studio.restore.explain")}</p>
                          {b.encrypted ? (
                            <TextField
                              label={t("operations.studio.restore.passphrase")}
                              name="passphrase"
                              type="password"
                              autoComplete="off"
                              error={mine?.errors.passphrase}
                            />
                          ) : null}
                          <div className="field">
                            <div className="check">
                              <input
                                id={`confirm-${b.id}`}
                                type="checkbox"
                                name="confirm"
                                value="replace"
                                aria-invalid={mine?.errors.confirm ? true : undefined}
                                aria-describedby={mine?.errors.confirm ? `confirm-${b.id}-error` : undefined}
                              />
                              <label htmlFor={`confirm-${b.id}`}>{t("operations.studio.restore.confirm")}</label>
                            </div>
                            {mine?.errors.confirm ? (
                              <span className="error" id={`confirm-${b.id}-error`}>
                                {mine.errors.confirm}
                              </span>
                            ) : null}
                          </div>
                          <p>
                            <SubmitButton name="intent" value={`restore:${b.id}`} className="danger">
                              {t("operations.studio.restore.button")}
                            </SubmitButton>
                          </p>
                        </AdminForm>
                      </details>
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The targets on /admin/settings/publishing: where each goes, its state (with progress while it runs) and its buttons. */
import { Link } from "react-router";
import { CloudUpload, Plug, Settings2 } from "lucide-react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { KIND_LABELS } from "../schemas.ts";
import type { TargetStatus } from "../server/status.server.ts";

export function TargetList({
  targets,
  testResult,
}: {
  targets: TargetStatus[];
  testResult?: { id: string; ok: boolean; message: string };
}) {
  const { t } = useStudioI18n();
  return (
    <ul className="publish-targets">
      {targets.map((target) => (
        <li key={target.id} className="publish-target card" aria-labelledby={`target-${target.id}`}>
          <h2 id={`target-${target.id}`}>
            {target.name} <span className="badge">{t(KIND_LABELS[target.kind].label)}</span>
          </h2>
          <dl className="publish-target__facts">
            <dt>{t("publishing.studio.site")}</dt>
            <dd>
              <a href={target.siteUrl}>{target.siteUrl}</a>
            </dd>
            <dt>{t("publishing.studio.where")}</dt>
            <dd>
              <code>{target.where}</code>
            </dd>
          </dl>
          <p className="muted">{target.auto ? t("publishing.studio.auto") : t("publishing.studio.manual")}</p>
          <div role="status" aria-live="polite" className="publish-target__state">
            <p className={target.failed ? "notice error" : target.running ? "notice" : "notice success"}>
              {target.line}
              {target.failed ? <> {t("publishing.studio.state.failedKept")}</> : null}
            </p>
            {target.running ? (
              <progress aria-label={t("publishing.studio.progress")} max={1} value={target.fraction ?? undefined} />
            ) : null}
            {testResult?.id === target.id ? (
              <p className={`notice ${testResult.ok ? "success" : "error"}`}>{testResult.message}</p>
            ) : null}
          </div>
          <div className="row publish-target__actions">
            <AdminForm>
              <input type="hidden" name="id" value={target.id} />
              <SubmitButton name="intent" value="publish">
                <CloudUpload className="icon" aria-hidden="true" />{" "}
                {target.running ? t("publishing.studio.publishing") : t("publishing.studio.publish")}
              </SubmitButton>
            </AdminForm>
            <AdminForm>
              <input type="hidden" name="id" value={target.id} />
              <SubmitButton name="intent" value="test" className="secondary">
                <Plug className="icon" aria-hidden="true" /> {t("publishing.studio.test")}
              </SubmitButton>
            </AdminForm>
            <Link className="button secondary" to={`/admin/settings/publishing/${target.id}`}>
              <Settings2 className="icon" aria-hidden="true" /> {t("publishing.studio.edit")}
            </Link>
          </div>
          <details className="publish-target__remove">
            <summary>{t("publishing.studio.delete")}</summary>
            <p>{t("publishing.studio.deleteConfirm", { name: target.name })}</p>
            <AdminForm>
              <input type="hidden" name="id" value={target.id} />
              <SubmitButton name="intent" value="delete" className="danger">
                {t("publishing.studio.delete")}
              </SubmitButton>
            </AdminForm>
          </details>
        </li>
      ))}
    </ul>
  );
}

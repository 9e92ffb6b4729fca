/**
 * /admin/backups — scheduled backups for owners (issue 28): the backups
 * taken (with their file and a restore), "Back up now", and where and how
 * often they are taken. The one-off download and upload of the whole site
 * stay on Export & import.
 */
import { Link } from "react-router";
import { HardDriveUpload } from "lucide-react";
import type { Route } from "./+types/backups";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { getTarget } from "~/core/backup/data/backups.server.ts";
import { AppError } from "~/core/errors.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";
import type { FormFailure } from "~/core/validation/forms.ts";
import { backUpNowAs, backupsPage, restoreAs, saveTargetAs } from "~/capabilities/operations/server/backups.server.ts";
import { readTargetForm } from "~/capabilities/operations/server/target-form.server.ts";
import { backupErrorText } from "~/capabilities/operations/server/error-text.server.ts";
import { backupsCheck } from "~/capabilities/operations/server/doctor/site.server.ts";
import { BackupList } from "~/capabilities/operations/components/BackupList.tsx";
import { ScheduleForm } from "~/capabilities/operations/components/ScheduleForm.tsx";
import { bytesText } from "~/capabilities/operations/lib/doctor.ts";
import opsCss from "~/capabilities/operations/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: opsCss }];
export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("operations.studio.backups.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  const [page, state] = await Promise.all([backupsPage(), backupsCheck()]);
  return { ...page, state };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const { t } = tr;
  const intent = String(form.get("intent") ?? "");
  if (intent === "save") {
    const before = await getTarget();
    const r = readTargetForm(form, tr, before);
    if (!r.ok) return formFailure({ errors: r.errors, input: r.input, section: "schedule" });
    try {
      await saveTargetAs(actor, r.values, before);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return formFailure({ errors: { _form: backupErrorText(e, t) }, input: r.input, section: "schedule" });
    }
    return redirectWithToast(
      "/admin/backups",
      { type: "success", message: t("operations.studio.form.saved") },
      context,
    );
  }
  if (intent === "now") {
    const row = await backUpNowAs(actor).catch((e: unknown) => {
      if (e instanceof AppError) return e;
      throw e;
    });
    if (row instanceof AppError)
      return redirectWithToast("/admin/backups", { type: "error", message: backupErrorText(row, t) }, context);
    return redirectWithToast(
      "/admin/backups",
      row.state === "verified"
        ? { type: "success", message: t("operations.studio.now.done", { size: bytesText(row.bytes ?? 0) }) }
        : { type: "error", message: t("operations.studio.now.failed", { error: row.error ?? "" }) },
      context,
    );
  }
  if (intent.startsWith("restore:")) {
    const id = intent.slice("restore:".length);
    const passphrase = String(form.get("passphrase") ?? "");
    if (form.get("confirm") !== "replace")
      return formFailure({ errors: { confirm: t("operations.studio.restore.confirmNeeded") }, target: id });
    let result;
    try {
      result = await restoreAs(actor, id, passphrase);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const field =
        "reason" in e && (e.reason === "wrong_passphrase" || e.reason === "passphrase_needed") ? "passphrase" : "_form";
      return formFailure({ errors: { [field]: backupErrorText(e, t) }, target: id });
    }
    // The accounts are the backup's now: this session is gone; sign in with an account from the backup.
    return redirectWithToast(
      "/admin/login",
      { type: "success", message: t("operations.studio.restore.done", { rows: result.rows, files: result.files }) },
      context,
    );
  }
  return redirectWithToast("/admin/backups", { type: "error", message: t("operations.studio.unknownAction") }, context);
}

export default function Backups({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const failure = actionData as FormFailure | undefined;
  return (
    <>
      <h1>{t("operations.studio.backups.title")}</h1>
      <p>
        {rich(t, "operations.studio.backups.intro", {
          export: <Link to="/admin/backup">{t("operations.studio.backups.exportLink")}</Link>,
        })}
      </p>
      <p
        className={`notice ${d.state.status === "ok" ? "success" : d.state.status === "warn" ? "warn" : "error"}`}
        role="note"
      >
        {t(d.state.summary.key, d.state.summary.vars)}
      </p>
      <section aria-labelledby="list-h">
        <div className="ops-head">
          <h2 id="list-h">{t("operations.studio.list.heading")}</h2>
          <AdminForm>
            <SubmitButton name="intent" value="now" className="secondary">
              <HardDriveUpload className="icon" aria-hidden="true" /> {t("operations.studio.now.button")}
            </SubmitButton>
          </AdminForm>
        </div>
        <BackupList backups={d.backups} timeZone={d.timeZone} failure={failure?.target ? failure : undefined} />
      </section>
      <section aria-labelledby="schedule-h">
        <h2 id="schedule-h">{t("operations.studio.form.heading")}</h2>
        <ScheduleForm
          key={failure?.section === "schedule" ? "failed" : "saved"}
          target={d.target}
          timeZone={d.timeZone}
          defaultFolder={d.defaultFolder}
          failure={failure?.section === "schedule" ? failure : undefined}
        />
      </section>
    </>
  );
}

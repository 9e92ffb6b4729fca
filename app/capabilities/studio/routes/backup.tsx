import { Form } from "react-router";
import type { Route } from "./+types/backup";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { CsrfField } from "~/core/ui/forms.tsx";
import { requireRole } from "~/core/auth/guards.server.ts";
import { isValidCsrf } from "~/core/auth/csrf.server.ts";
import { importArchiveAs, receiveArchive } from "~/capabilities/studio/server/backup.server.ts";
import { formFailureFrom } from "~/core/http/form-failure.server.ts";
import { optionalParts } from "~/core/backup/backup.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("studio.studio.nav.backup"));

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  // Parts the owner may add to the export (capabilities' backupOptional), e.g. e-mail settings with their secrets.
  return {
    optional: optionalParts().map(({ id, label, hint, labelKey, hintKey }) => ({
      id,
      label,
      hint: hint ?? null,
      labelKey: labelKey ?? null,
      hintKey: hintKey ?? null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, "owner");
  const upload = await receiveArchive(request, (token) => isValidCsrf(request, context, token));
  let result;
  try {
    result = await importArchiveAs({ id: user.id, email: user.email }, upload);
  } catch (e) {
    return formFailureFrom(e);
  }
  // The users came from the export: this session is gone; sign in with an account from the export.
  // The toast is in the studio language of the person who imported (their account may be gone now).
  const { t } = await studioI18nFor(user);
  return redirectWithToast(
    "/admin/login",
    { type: "success", message: t("studio.studio.backup.imported", { rows: result.rows, files: result.files }) },
    context,
  );
}

export default function Backup({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.errors._form;
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("studio.studio.backup.heading")}</h1>
      <section className="card" aria-labelledby="export-h">
        <h2 id="export-h" style={{ marginTop: 0 }}>
          {t("studio.studio.backup.export")}
        </h2>
        <p>{t("studio.studio.backup.exportIntro")}</p>
        {/* A plain GET form: the browser downloads the file; ticked parts go along as ?include=… */}
        <form method="get" action="/admin/backup/export" className="form">
          {loaderData.optional.map((p) => (
            <div className="field" key={p.id}>
              <div className="check">
                <input
                  id={`include-${p.id}`}
                  type="checkbox"
                  name="include"
                  value={p.id}
                  aria-describedby={p.hint ? `include-${p.id}-hint` : undefined}
                />
                <label htmlFor={`include-${p.id}`}>
                  {t("studio.studio.backup.include", {
                    part: p.labelKey ? t(p.labelKey) : p.label.charAt(0).toLowerCase() + p.label.slice(1),
                  })}
                </label>
              </div>
              {p.hint ? (
                <span className="hint" id={`include-${p.id}-hint`}>
                  {p.hintKey ? t(p.hintKey) : p.hint}
                </span>
              ) : null}
            </div>
          ))}
          <p>
            <button type="submit" className="button">
              {t("studio.studio.backup.download")}
            </button>
          </p>
        </form>
      </section>
      <section className="card" aria-labelledby="import-h" style={{ marginTop: "1.5rem" }}>
        <h2 id="import-h" style={{ marginTop: 0 }}>
          {t("studio.studio.backup.import")}
        </h2>
        <p>
          {rich(t, "studio.studio.backup.importIntro", {
            strong: <strong>{t("studio.studio.backup.replaces")}</strong>,
          })}
        </p>
        {error ? (
          <p className="notice error" role="alert">
            {error}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="form" reloadDocument>
          <CsrfField />
          <div className="field">
            <label htmlFor="import-file">{t("studio.studio.backup.file")}</label>
            <input id="import-file" type="file" name="archive" accept=".gz,.tgz,application/gzip" required />
          </div>
          <div className="field">
            <div className="check">
              <input id="import-confirm" type="checkbox" name="confirm" value="replace" required />
              <label htmlFor="import-confirm">{t("studio.studio.backup.confirm")}</label>
            </div>
          </div>
          <p>
            <button type="submit" className="button danger">
              {t("studio.studio.backup.importButton")}
            </button>
          </p>
        </Form>
      </section>
    </>
  );
}

/**
 * /admin/fans/import: an existing list as CSV (issue 12 point 4). The body is
 * streamed to the importer (server/import-request.server.ts), so the CSRF
 * token travels in the query string; the owner must state that consent
 * exists, and chooses whether the imported addresses get a "do you still
 * want this" e-mail (then they are pending until they confirm) or are stored
 * as confirmed with the import as their consent record.
 */
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { Form, Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/fans-import";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireActionHeader, requireRole } from "~/core/auth/guards.server.ts";
import { SubmitButton } from "~/core/ui/forms.tsx";
import { IMPORT } from "~/capabilities/fans/lib/messages.ts";
import { IMPORT_MAX_MB, importFromRequest } from "~/capabilities/fans/server/import-request.server.ts";
import fansCss from "~/capabilities/fans/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: fansCss }];

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("fans.studio.import.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return { maxMb: IMPORT_MAX_MB };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireActionHeader(request, context, "editor");
  return importFromRequest({ id: user.id, email: user.email }, request);
}

export default function FansImport({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const csrf = useRouteLoaderData<{ csrf: string }>("studio")?.csrf ?? "";
  const errors = a && !a.ok ? a.errors : {};
  const input = a && !a.ok ? a.input : { welcome: false, consent: false };
  const { t } = useStudioI18n();
  return (
    <>
      <p>
        <Link to="/admin/fans">← {t("fans.studio.nav.fans")}</Link>
      </p>
      <h1>{t("fans.studio.import.title")}</h1>
      {a?.ok ? (
        <section className="fans-report notice" aria-labelledby="report-heading" role="status">
          <h2 id="report-heading">{t("fans.studio.import.finished")}</h2>
          <p>
            {t("fans.studio.import.report", {
              added: a.report.added,
              skipped: a.report.skipped,
              errors: a.report.errors.length + a.report.moreErrors,
            })}
            {a.truncated ? ` ${t("fans.studio.import.truncated", { mb: d.maxMb })}` : ""}
          </p>
          {a.report.errors.length > 0 ? (
            <ul>
              {a.report.errors.map((e) => (
                <li key={e.line}>
                  {t("fans.studio.import.line", { n: e.line })} {e.message}
                </li>
              ))}
              {a.report.moreErrors > 0 ? <li>{t("fans.studio.import.more", { count: a.report.moreErrors })}</li> : null}
            </ul>
          ) : null}
        </section>
      ) : null}
      <p>{t("fans.studio.import.intro", { mb: d.maxMb })}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        action={`/admin/fans/import?csrf=${encodeURIComponent(csrf)}`}
        className="fans-import"
      >
        {/* The tick boxes come before the file: the server reads them first and then streams the file. */}
        <div className="field">
          <div className="check">
            <input
              id="fans-consent"
              type="checkbox"
              name="consent"
              value="yes"
              required
              defaultChecked={input.consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? "fans-consent-error" : undefined}
            />
            <label htmlFor="fans-consent">{IMPORT.statement}</label>
          </div>
          {errors.consent ? (
            <p className="error" id="fans-consent-error">
              {errors.consent}
            </p>
          ) : null}
        </div>
        <div className="field">
          <div className="check">
            <input
              id="fans-welcome"
              type="checkbox"
              name="welcome"
              value="yes"
              defaultChecked={input.welcome}
              aria-describedby={errors.welcome ? "fans-welcome-error" : "fans-welcome-hint"}
              aria-invalid={errors.welcome ? true : undefined}
            />
            <label htmlFor="fans-welcome">{t("fans.studio.import.welcome")}</label>
          </div>
          <p className="hint" id="fans-welcome-hint">
            {t("fans.studio.import.welcomeHint")}
          </p>
          {errors.welcome ? (
            <p className="error" id="fans-welcome-error">
              {errors.welcome}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="fans-file">{t("fans.studio.import.file")}</label>
          <input
            id="fans-file"
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? "fans-file-error" : undefined}
          />
          {errors.file ? (
            <p className="error" id="fans-file-error">
              {errors.file}
            </p>
          ) : null}
        </div>
        <p>
          <SubmitButton>{t("fans.studio.import.submit")}</SubmitButton>
        </p>
      </Form>
    </>
  );
}

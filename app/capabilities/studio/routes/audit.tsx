import type { Route } from "./+types/audit";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { auditLog } from "~/capabilities/studio/server/audit-log.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  const url = new URL(request.url);
  const entity = url.searchParams.get("entity") || undefined;
  return { entries: await auditLog(entity), entity: entity ?? "" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("studio.studio.nav.audit"));

/** The entry's time in UTC (the log is the server's), written the studio language's way. */
const when = (iso: string, intl: string) =>
  new Intl.DateTimeFormat(intl, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(new Date(iso));

/** The kinds of record the filter offers, named in the studio language. */
const ENTITIES = {
  user: "studio.studio.audit.entity.user",
  site: "studio.studio.audit.entity.site",
  event: "studio.studio.audit.entity.event",
  message: "studio.studio.audit.entity.message",
  delivery: "studio.studio.audit.entity.delivery",
  media: "studio.studio.audit.entity.media",
  album: "studio.studio.audit.entity.album",
  upload: "studio.studio.audit.entity.upload",
};

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { t, intl } = useStudioI18n();
  return (
    <>
      <h1>{t("studio.studio.nav.audit")}</h1>
      <p className="muted">{t("studio.studio.audit.intro")}</p>
      <form method="get" className="row" style={{ marginBottom: "1rem" }}>
        <label htmlFor="audit-entity">{t("studio.studio.audit.only")}</label>
        <select id="audit-entity" name="entity" defaultValue={loaderData.entity} style={{ width: "auto" }}>
          <option value="">{t("studio.studio.audit.everything")}</option>
          {Object.entries(ENTITIES).map(([e, key]) => (
            <option key={e} value={e}>
              {t(key)}
            </option>
          ))}
        </select>
        <button type="submit" className="button secondary small">
          {t("studio.studio.audit.filter")}
        </button>
      </form>
      <table className="stack-table">
        <caption className="visually-hidden">{t("studio.studio.audit.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("studio.studio.audit.when")}</th>
            <th scope="col">{t("studio.studio.audit.who")}</th>
            <th scope="col">{t("studio.studio.audit.what")}</th>
            <th scope="col">{t("studio.studio.audit.record")}</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.entries.map((e) => (
            <tr key={e.id}>
              <td data-label={t("studio.studio.audit.when")}>{when(e.created_at, intl)}</td>
              <td data-label={t("studio.studio.audit.who")}>{e.user_email ?? "—"}</td>
              <td data-label={t("studio.studio.audit.what")}>
                {/* The wording's key, or English wording a capability has not converted yet (t gives it back as it is). */}
                {e.wording ? <>{t(e.wording)} </> : null}
                <code className="muted">{e.action}</code>
              </td>
              <td data-label={t("studio.studio.audit.record")}>
                <code>{e.entity}</code>
                {e.entity_id ? <span className="muted"> {e.entity_id}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {loaderData.entries.length === 0 ? <p>{t("studio.studio.audit.none")}</p> : null}
    </>
  );
}

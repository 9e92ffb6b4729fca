/** /admin/pages — the site's own pages, with their state and address. */
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import type { Route } from "./+types/pages";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { listPages } from "~/capabilities/pages/server/pages.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const pages = await listPages();
  return { rows: pages.map((p) => ({ id: p.id, title: p.title, slug: p.slug, status: p.status, inNav: p.inNav })) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("pages.studio.nav.pages"));

export default function AdminPages({ loaderData: d }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  return (
    <>
      <div className="page-head">
        <h1>{t("pages.studio.nav.pages")}</h1>
        <Link className="button" to="/admin/pages/new">
          <Plus className="icon" aria-hidden="true" /> {t("pages.studio.new.title")}
        </Link>
      </div>
      <p className="muted">
        {t("pages.studio.list.introBefore")} <Link to="/admin/navigation">{t("pages.studio.nav.navigation")}</Link>.
      </p>
      {d.rows.length === 0 ? (
        <p className="notice">{t("pages.studio.list.empty")}</p>
      ) : (
        <table className="stack-table">
          <caption className="visually-hidden">{t("pages.studio.nav.pages")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("pages.studio.list.page")}</th>
              <th scope="col">{t("pages.studio.form.slug")}</th>
              <th scope="col">{t("pages.studio.list.state")}</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((r) => (
              <tr key={r.id}>
                <td data-label={t("pages.studio.list.page")}>
                  <Link to={`/admin/pages/${r.id}`}>{r.title}</Link>
                </td>
                <td data-label={t("pages.studio.form.slug")}>/{r.slug}</td>
                <td data-label={t("pages.studio.list.state")}>
                  {r.status === "published" ? t("pages.studio.edit.isPublished") : t("pages.studio.list.draft")}
                  {r.inNav ? <span className="muted"> · {t("pages.studio.list.inMenu")}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

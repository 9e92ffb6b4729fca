/** /admin/news — every post, newest first, with its state. */
import { Link } from "react-router";
import { Plus } from "lucide-react";
import type { Route } from "./+types/news";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { formatLongDate } from "~/core/dates/format.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { listAllPosts } from "~/capabilities/news/server/posts.server.ts";
import { STATE_KEYS } from "~/capabilities/news/lib/messages.ts";
import { mailBanner } from "~/capabilities/contact/index.server.ts";
import { MailBanner } from "~/capabilities/contact/index.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const [posts, s, tr, mail] = await Promise.all([
    listAllPosts(),
    getSettings(),
    studioI18nFor(user),
    mailBanner(user),
  ]);
  const when = (iso: string | null) => (iso ? formatLongDate(Date.parse(iso), s.time_zone, tr.intl) : "");
  return {
    mail,
    rows: posts.map((p) => ({
      id: p.id,
      title: p.title,
      state: tr.t(STATE_KEYS[p.status]),
      when: p.status === "scheduled" ? when(p.publishAt) : when(p.publishedAt),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("news.studio.list.title"));

export default function AdminNews({ loaderData: d }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  return (
    <>
      <div className="page-head">
        <h1>{t("news.studio.list.title")}</h1>
        <Link className="button" to="/admin/news/new">
          <Plus className="icon" aria-hidden="true" /> {t("news.studio.list.new")}
        </Link>
      </div>
      <MailBanner banner={d.mail} />
      {d.rows.length === 0 ? (
        <p className="notice">{t("news.studio.list.none")}</p>
      ) : (
        <table className="stack-table">
          <caption className="visually-hidden">{t("news.studio.list.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("news.studio.list.post")}</th>
              <th scope="col">{t("news.studio.list.state")}</th>
              <th scope="col">{t("news.studio.list.date")}</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((r) => (
              <tr key={r.id}>
                <td data-label={t("news.studio.list.post")}>
                  <Link to={`/admin/news/${r.id}`}>{r.title}</Link>
                </td>
                <td data-label={t("news.studio.list.state")}>{r.state}</td>
                <td data-label={t("news.studio.list.date")}>{r.when}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

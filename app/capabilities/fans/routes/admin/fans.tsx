/** /admin/fans: the subscribers, with counts per status, search, filters, CSV export and import, and delete (issue 12 point 4). */
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { Form, Link } from "react-router";
import { Download, Mail, Search, Upload } from "lucide-react";
import type { Route } from "./+types/fans";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { STATUSES, STATUS_KEYS, queryHref, readQuery } from "~/capabilities/fans/lib/filters.ts";
import { deleteSubscriber, subscribersPage } from "~/capabilities/fans/server/studio.server.ts";
import fansCss from "~/capabilities/fans/studio.css?url";
import { mailBanner } from "~/capabilities/contact/index.server.ts";
import { MailBanner } from "~/capabilities/contact/index.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: fansCss }];

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(studioI18nFrom(matches).t("fans.studio.nav.fans"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const query = readQuery(new URL(request.url));
  const [page, mail] = await Promise.all([subscribersPage(query), mailBanner(user)]);
  return { query, mail, ...page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const tr = await studioI18nFor(user);
  const id = String(form.get("id") ?? "");
  await deleteSubscriber({ id: user.id, email: user.email }, id);
  const back = String(form.get("back") ?? "");
  return redirectWithToast(
    /^\/admin\/fans(\?[\w=&%+.-]*)?$/.test(back) ? back : "/admin/fans",
    { type: "success", message: tr.t("fans.studio.list.deleted") },
    context,
  );
}

const day = (iso: string | null, timeZone: string, intl: string) =>
  iso ? new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeZone }).format(new Date(iso)) : "—";

export default function Fans({ loaderData: d }: Route.ComponentProps) {
  const q = d.query;
  const all = Object.values(d.counts).reduce((a, b) => a + b, 0);
  const here = queryHref(q);
  const { t, intl } = useStudioI18n();
  return (
    <>
      <h1>{t("fans.studio.nav.fans")}</h1>
      <MailBanner banner={d.mail} />
      <p aria-live="polite">
        {t("fans.studio.list.counts", { confirmed: d.counts.confirmed, pending: d.counts.pending })}
      </p>
      <nav aria-label={t("fans.studio.list.filter")} className="fans-filters">
        <ul>
          <li>
            <Link to={queryHref({ ...q, status: "", page: 1 })} aria-current={q.status === "" ? "page" : undefined}>
              {t("fans.studio.list.all")} <span className="fans-count">({all})</span>
            </Link>
          </li>
          {STATUSES.map((s) => (
            <li key={s}>
              <Link to={queryHref({ ...q, status: s, page: 1 })} aria-current={q.status === s ? "page" : undefined}>
                {t(STATUS_KEYS[s])} <span className="fans-count">({d.counts[s]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="fans-tools">
        <Form method="get" role="search" className="fans-search">
          {q.status ? <input type="hidden" name="status" value={q.status} /> : null}
          <div className="field">
            <label htmlFor="fans-q">{t("fans.studio.list.search")}</label>
            <input id="fans-q" type="search" name="q" defaultValue={q.q} maxLength={200} />
          </div>
          <div className="field">
            <label htmlFor="fans-town">{t("fans.studio.list.town")}</label>
            <select id="fans-town" name="town" defaultValue={q.town}>
              <option value="">{t("fans.studio.list.anyTown")}</option>
              {d.choices.towns.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="fans-source">{t("fans.studio.list.source")}</label>
            <select id="fans-source" name="source" defaultValue={q.source}>
              <option value="">{t("fans.studio.list.anySource")}</option>
              {d.choices.sources.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
          <button type="submit" className="button secondary small">
            <Search className="icon" aria-hidden="true" /> {t("fans.studio.list.searchButton")}
          </button>
        </Form>
        <div className="row">
          {/* A plain link: the export is a file download, not a page. */}
          <a className="button secondary small" href={queryHref({ ...q, page: 1 }, "/admin/fans/export.csv")} download>
            <Download className="icon" aria-hidden="true" /> {t("fans.studio.list.export")}
          </a>
          <Link className="button secondary small" to="/admin/fans/newsletters">
            <Mail className="icon" aria-hidden="true" /> {t("fans.studio.list.newsletters")}
          </Link>
          <Link className="button secondary small" to="/admin/fans/import">
            <Upload className="icon" aria-hidden="true" /> {t("fans.studio.list.import")}
          </Link>
        </div>
      </div>
      {q.q || q.town || q.source ? (
        <p>
          {t("fans.studio.list.matches", { count: d.total })}{" "}
          <Link to={queryHref({ status: q.status })}>{t("fans.studio.list.clear")}</Link>
        </p>
      ) : null}
      {d.rows.length === 0 ? (
        <p className="muted">{t("fans.studio.list.empty")}</p>
      ) : (
        <table className="fans-table">
          <caption className="visually-hidden">{t("fans.studio.list.subscribers")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("fans.studio.list.address")}</th>
              <th scope="col">{t("fans.studio.list.status")}</th>
              <th scope="col">{t("fans.studio.list.near")}</th>
              <th scope="col">{t("fans.studio.list.sourceColumn")}</th>
              <th scope="col">{t("fans.studio.list.signedUp")}</th>
              <th scope="col">{t("fans.studio.list.consent")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("fans.studio.list.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((r) => (
              <tr key={r.id}>
                <td className="fans-who">
                  <span className="fans-email">{r.email}</span>
                  {r.name ? <span className="muted fans-name">{r.name}</span> : null}
                  {/* A phone's one line of detail (the columns it repeats are hidden there). */}
                  <span className="fans-detail">
                    {[
                      r.name,
                      t(STATUS_KEYS[r.status]),
                      r.near ? t("fans.studio.list.nearTown", { town: r.near.town, km: r.near.km }) : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </td>
                <td className="fans-status">{t(STATUS_KEYS[r.status])}</td>
                <td className="fans-near">
                  {r.near ? t("fans.studio.list.nearTown", { town: r.near.town, km: r.near.km }) : "—"}
                </td>
                <td className="fans-source">{r.source}</td>
                <td className="fans-signed">{day(r.signed_up_at, d.timeZone, intl)}</td>
                <td className="fans-consent">{day(r.consent_at, d.timeZone, intl)}</td>
                <td className="fans-actions">
                  {/* A disclosure, so deleting asks first and works without JavaScript. */}
                  <details>
                    <summary>{t("fans.studio.list.delete")}</summary>
                    <AdminForm>
                      <input type="hidden" name="id" value={r.id} />
                      <input type="hidden" name="back" value={here} />
                      <SubmitButton
                        className="danger small"
                        aria-label={t("fans.studio.list.deleteOne", { email: r.email })}
                      >
                        {t("fans.studio.list.deleteForGood")}
                      </SubmitButton>
                    </AdminForm>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {d.pages > 1 ? (
        <nav aria-label={t("fans.studio.list.pages")} className="row">
          {q.page > 1 ? <Link to={queryHref({ ...q, page: q.page - 1 })}>← {t("fans.studio.list.newer")}</Link> : null}
          <span>{t("fans.studio.list.page", { page: q.page, pages: d.pages })}</span>
          {q.page < d.pages ? (
            <Link to={queryHref({ ...q, page: q.page + 1 })}>{t("fans.studio.list.older")} →</Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

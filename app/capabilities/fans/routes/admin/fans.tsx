/** /admin/fans: the subscribers, with counts per status, search, filters, CSV export and import, and delete (issue 12 point 4). */
import { Form, Link } from "react-router";
import { Download, Mail, Search, Upload } from "lucide-react";
import type { Route } from "./+types/fans";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { STATUSES, STATUS_LABELS, queryHref, readQuery } from "~/capabilities/fans/lib/filters.ts";
import { deleteSubscriber, subscribersPage } from "~/capabilities/fans/server/studio.server.ts";
import fansCss from "~/capabilities/fans/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: fansCss }];

export const meta: Route.MetaFunction = () => studioMeta("Fans");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const query = readQuery(new URL(request.url));
  return { query, ...(await subscribersPage(query)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const id = String(form.get("id") ?? "");
  await deleteSubscriber({ id: user.id, email: user.email }, id);
  const back = String(form.get("back") ?? "");
  return redirectWithToast(/^\/admin\/fans(\?[\w=&%+.-]*)?$/.test(back) ? back : "/admin/fans", { type: "success", message: "The subscriber was deleted." }, context);
}

const day = (iso: string | null, timeZone: string) =>
  iso ? new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone }).format(new Date(iso)) : "—";

export default function Fans({ loaderData: d }: Route.ComponentProps) {
  const q = d.query;
  const all = Object.values(d.counts).reduce((a, b) => a + b, 0);
  const here = queryHref(q);
  return (
    <>
      <h1>Fans</h1>
      <p aria-live="polite">
        {d.counts.confirmed === 1 ? "1 confirmed subscriber" : `${d.counts.confirmed} confirmed subscribers`}; {d.counts.pending} waiting for confirmation.
      </p>
      <nav aria-label="Filter subscribers" className="fans-filters">
        <ul>
          <li>
            <Link to={queryHref({ ...q, status: "", page: 1 })} aria-current={q.status === "" ? "page" : undefined}>
              All <span className="fans-count">({all})</span>
            </Link>
          </li>
          {STATUSES.map((s) => (
            <li key={s}>
              <Link to={queryHref({ ...q, status: s, page: 1 })} aria-current={q.status === s ? "page" : undefined}>
                {STATUS_LABELS[s]} <span className="fans-count">({d.counts[s]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="fans-tools">
        <Form method="get" role="search" className="fans-search">
          {q.status ? <input type="hidden" name="status" value={q.status} /> : null}
          <div className="field">
            <label htmlFor="fans-q">Search address or name</label>
            <input id="fans-q" type="search" name="q" defaultValue={q.q} maxLength={200} />
          </div>
          <div className="field">
            <label htmlFor="fans-town">Town</label>
            <select id="fans-town" name="town" defaultValue={q.town}>
              <option value="">Any</option>
              {d.choices.towns.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="fans-source">Signed up on</label>
            <select id="fans-source" name="source" defaultValue={q.source}>
              <option value="">Anywhere</option>
              {d.choices.sources.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
          <button type="submit" className="button secondary small">
            <Search className="icon" aria-hidden="true" /> Search
          </button>
        </Form>
        <div className="row">
          {/* A plain link: the export is a file download, not a page. */}
          <a className="button secondary small" href={queryHref({ ...q, page: 1 }, "/admin/fans/export.csv")} download>
            <Download className="icon" aria-hidden="true" /> Export CSV
          </a>
          <Link className="button secondary small" to="/admin/fans/newsletters">
            <Mail className="icon" aria-hidden="true" /> Newsletters
          </Link>
          <Link className="button secondary small" to="/admin/fans/import">
            <Upload className="icon" aria-hidden="true" /> Import CSV
          </Link>
        </div>
      </div>
      {q.q || q.town || q.source ? (
        <p>
          {d.total === 1 ? "1 subscriber matches." : `${d.total} subscribers match.`} <Link to={queryHref({ status: q.status })}>Clear search</Link>
        </p>
      ) : null}
      {d.rows.length === 0 ? (
        <p className="muted">No subscribers here.</p>
      ) : (
        <table className="fans-table stack-table">
          <caption className="visually-hidden">Subscribers</caption>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Status</th>
              <th scope="col">Near</th>
              <th scope="col">Source</th>
              <th scope="col">Signed up</th>
              <th scope="col">Consent</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((r) => (
              <tr key={r.id}>
                <td data-label="Address">
                  {r.email}
                  {r.name ? (
                    <>
                      <br />
                      <span className="muted">{r.name}</span>
                    </>
                  ) : null}
                </td>
                <td data-label="Status">{STATUS_LABELS[r.status]}</td>
                <td data-label="Near">{r.town || "—"}</td>
                <td data-label="Source">{r.source}</td>
                <td data-label="Signed up">{day(r.signed_up_at, d.timeZone)}</td>
                <td data-label="Consent">{day(r.consent_at, d.timeZone)}</td>
                <td data-label="Actions">
                  {/* A disclosure, so deleting asks first and works without JavaScript. */}
                  <details>
                    <summary>Delete…</summary>
                    <AdminForm>
                      <input type="hidden" name="id" value={r.id} />
                      <input type="hidden" name="back" value={here} />
                      <SubmitButton className="danger small" aria-label={`Delete for good: ${r.email}`}>
                        Delete for good
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
        <nav aria-label="Pages" className="row">
          {q.page > 1 ? <Link to={queryHref({ ...q, page: q.page - 1 })}>← Newer</Link> : null}
          <span>
            Page {q.page} of {d.pages}
          </span>
          {q.page < d.pages ? <Link to={queryHref({ ...q, page: q.page + 1 })}>Older →</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

/** /admin/pages — the site's own pages, with their state and address. */
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

export const meta: Route.MetaFunction = () => studioMeta("Pages");

export default function AdminPages({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <div className="page-head">
        <h1>Pages</h1>
        <Link className="button" to="/admin/pages/new">
          <Plus className="icon" aria-hidden="true" /> New page
        </Link>
      </div>
      <p className="muted">
        Pages of your own: lyrics, a rider, house rules. Their place in the menu is set under <Link to="/admin/navigation">Navigation</Link>.
      </p>
      {d.rows.length === 0 ? (
        <p className="notice">No pages yet.</p>
      ) : (
        <table className="stack-table">
          <caption className="visually-hidden">Pages</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Address</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((r) => (
              <tr key={r.id}>
                <td data-label="Page">
                  <Link to={`/admin/pages/${r.id}`}>{r.title}</Link>
                </td>
                <td data-label="Address">/{r.slug}</td>
                <td data-label="State">
                  {r.status === "published" ? "Published" : "Draft"}
                  {r.inNav ? <span className="muted"> · in the menu</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

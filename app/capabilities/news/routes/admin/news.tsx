/** /admin/news — every post, newest first, with its state. */
import { Link } from "react-router";
import { Plus } from "lucide-react";
import type { Route } from "./+types/news";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { formatLongDate } from "~/core/dates/format.ts";
import { listAllPosts } from "~/capabilities/news/server/posts.server.ts";
import { NEWS_MESSAGES as M } from "~/capabilities/news/lib/messages.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const [posts, s] = await Promise.all([listAllPosts(), getSettings()]);
  const when = (iso: string | null) => (iso ? formatLongDate(Date.parse(iso), s.time_zone) : "");
  return { rows: posts.map((p) => ({ id: p.id, title: p.title, state: M.stateLabel[p.status], when: p.status === "scheduled" ? when(p.publishAt) : when(p.publishedAt) })) };
}

export const meta: Route.MetaFunction = () => studioMeta("News");

export default function AdminNews({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <div className="page-head">
        <h1>News</h1>
        <Link className="button" to="/admin/news/new">
          <Plus className="icon" aria-hidden="true" /> New post
        </Link>
      </div>
      {d.rows.length === 0 ? (
        <p className="notice">No posts yet.</p>
      ) : (
        <table className="stack-table">
          <caption className="visually-hidden">Posts</caption>
          <thead>
            <tr>
              <th scope="col">Post</th>
              <th scope="col">State</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((r) => (
              <tr key={r.id}>
                <td data-label="Post">
                  <Link to={`/admin/news/${r.id}`}>{r.title}</Link>
                </td>
                <td data-label="State">{r.state}</td>
                <td data-label="Date">{r.when}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

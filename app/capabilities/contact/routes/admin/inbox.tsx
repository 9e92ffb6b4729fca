/** /admin/inbox: messages with the unread count, filters, search and CSV export (SPEC §2, §10). */
import { Form, Link } from "react-router";
import { Download, Search } from "lucide-react";
import type { Route } from "./+types/inbox";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { MessageList } from "~/capabilities/contact/components/admin/MessageList.tsx";
import { FILTERS, FILTER_LABELS, readFilter, type MessageFilter } from "~/capabilities/contact/lib/filters.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { inboxPage } from "~/capabilities/contact/server/inbox.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => studioMeta(`Inbox${loaderData?.counts.new ? ` (${loaderData.counts.new})` : ""}`);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const { filter, q, page } = readFilter(new URL(request.url));
  return { filter, q, page, ...(await inboxPage({ filter, q, page })) };
}

function href(filter: string, q: string, page = 1, base = "/admin/inbox") {
  const p = new URLSearchParams();
  if (filter !== "inbox") p.set("status", filter);
  if (q) p.set("q", q);
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `${base}?${s}` : base;
}

export default function Inbox({ loaderData: d }: Route.ComponentProps) {
  const count = (f: MessageFilter) =>
    f === "inbox" ? d.counts.new + d.counts.read : f === "all" ? Object.values(d.counts).reduce((a, b) => a + b, 0) : d.counts[f];
  return (
    <>
      <h1>Inbox</h1>
      <p className="inbox-unread" aria-live="polite">
        {d.counts.new === 0 ? "No unread messages." : d.counts.new === 1 ? "1 unread message." : `${d.counts.new} unread messages.`}
      </p>
      <nav aria-label="Filter messages" className="inbox-filters">
        <ul>
          {FILTERS.map((f) => (
            <li key={f}>
              <Link to={href(f, d.q)} aria-current={f === d.filter ? "page" : undefined}>
                {FILTER_LABELS[f]} <span className="inbox-count">({count(f)})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="inbox-tools">
        <Form method="get" role="search" className="inbox-search">
          {d.filter !== "inbox" ? <input type="hidden" name="status" value={d.filter} /> : null}
          <label htmlFor="inbox-q">Search messages</label>
          <input id="inbox-q" type="search" name="q" defaultValue={d.q} maxLength={200} />
          <button type="submit" className="button secondary small">
            <Search className="icon" aria-hidden="true" /> Search
          </button>
        </Form>
        {/* A plain link: the export is a file download, not a page. */}
        <a className="button secondary small" href={href(d.filter, d.q, 1, "/admin/inbox/export.csv")} download>
          <Download className="icon" aria-hidden="true" /> Export CSV
        </a>
      </div>
      {d.q ? (
        <p>
          {d.total === 1 ? "1 message" : `${d.total} messages`} match “{d.q}”. <Link to={href(d.filter, "")}>Clear search</Link>
        </p>
      ) : null}
      <MessageList rows={d.rows} timeZone={d.timeZone} />
      {d.pages > 1 ? (
        <nav aria-label="Pages" className="row inbox-pages">
          {d.page > 1 ? <Link to={href(d.filter, d.q, d.page - 1)}>← Newer</Link> : null}
          <span>
            Page {d.page} of {d.pages}
          </span>
          {d.page < d.pages ? <Link to={href(d.filter, d.q, d.page + 1)}>Older →</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

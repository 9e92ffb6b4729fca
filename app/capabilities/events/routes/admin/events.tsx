/** /admin/events — upcoming, past and drafts; search by title; publish, unpublish, duplicate. */
import { Form, Link } from "react-router";
import { Plus, Search } from "lucide-react";
import type { Route } from "./+types/events";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { TextField } from "~/core/ui/Field.tsx";
import { StatusBadge } from "~/capabilities/events/components/site/StatusBadge.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { duplicateEvent, setVisibility } from "~/capabilities/events/server/events.server.ts";
import { type AdminTab, adminEventRows } from "~/capabilities/events/server/studio.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";

const TABS: { id: AdminTab; label: string }[] = [
  { id: "upcoming", label: "Upcoming" },
  { id: "past", label: "Past" },
  { id: "drafts", label: "Drafts" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const url = new URL(request.url);
  const tab = (TABS.find((t) => t.id === url.searchParams.get("tab"))?.id ?? "upcoming") as AdminTab;
  const q = (url.searchParams.get("q") ?? "").slice(0, 120);
  return { tab, q, rows: await adminEventRows(tab, q) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const id = String(form.get("id") ?? "");
  const back = String(form.get("back") ?? "/admin/events");
  const safeBack = back.startsWith("/admin/events") ? back : "/admin/events";
  const intent = String(form.get("intent") ?? "");
  if (intent === "publish" || intent === "unpublish") {
    const e = await setVisibility(actor, id, intent === "publish" ? "published" : "draft");
    return redirectWithToast(safeBack, { type: "success", message: intent === "publish" ? `“${e.title}” is published.` : `“${e.title}” is now a draft.` }, context);
  }
  if (intent === "duplicate") {
    const copy = await duplicateEvent(actor, id);
    return redirectWithToast(`/admin/events/${copy.id}`, { type: "success", message: `Copied as a draft: “${copy.title}”.` }, context);
  }
  return redirectWithToast(safeBack, { type: "error", message: "Unknown action." }, context);
}

export const meta: Route.MetaFunction = () => studioMeta("Events");

export default function AdminEvents({ loaderData: d }: Route.ComponentProps) {
  const back = `/admin/events?tab=${d.tab}${d.q ? `&q=${encodeURIComponent(d.q)}` : ""}`;
  return (
    <>
      <div className="page-head">
        <h1>Events</h1>
        <div className="row">
          <Link className="button" to="/admin/events/new">
            <Plus className="icon" aria-hidden="true" /> New event
          </Link>
          <Link className="button secondary" to="/admin/events/import">
            Import dates
          </Link>
        </div>
      </div>
      <nav className="admin-events-tabs" aria-label="Which events">
        <ul className="row">
          {TABS.map((t) => (
            <li key={t.id}>
              <Link to={`/admin/events?tab=${t.id}${d.q ? `&q=${encodeURIComponent(d.q)}` : ""}`} aria-current={t.id === d.tab ? "page" : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="admin-events-search" role="search">
        <input type="hidden" name="tab" value={d.tab} />
        <TextField label="Search by title" name="q" type="search" defaultValue={d.q} />
        <button type="submit" className="button secondary">
          <Search className="icon" aria-hidden="true" /> Search
        </button>
      </Form>
      {d.rows.length === 0 ? (
        <p className="notice">{d.q ? `No ${d.tab} events match “${d.q}”.` : d.tab === "drafts" ? "No drafts." : `No ${d.tab} events.`}</p>
      ) : (
        <table className="stack-table">
          <caption className="visually-hidden">{TABS.find((t) => t.id === d.tab)!.label} events</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">{d.tab === "upcoming" ? "Next date" : "Date"}</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((r) => (
              <tr key={r.id}>
                <td data-label="Event">
                  <Link to={`/admin/events/${r.id}`}>{r.title}</Link>
                  {r.venue ? (
                    <>
                      <br />
                      <span className="muted">{r.venue}</span>
                    </>
                  ) : null}
                </td>
                <td data-label={d.tab === "upcoming" ? "Next date" : "Date"}>
                  <time dateTime={r.whenIso}>{r.when}</time>
                  {r.recurring ? <span className="muted"> (repeats)</span> : null}
                </td>
                <td data-label="Status">
                  {r.visibility === "draft" ? "Draft" : "Published"} <StatusBadge status={r.status} rescheduled={r.rescheduled} />
                </td>
                <td data-label="Actions">
                  <div className="row">
                    <AdminForm>
                      <input type="hidden" name="id" value={r.id} />
                      <input type="hidden" name="back" value={back} />
                      <SubmitButton name="intent" value={r.visibility === "published" ? "unpublish" : "publish"} className="secondary small" aria-label={`${r.visibility === "published" ? "Unpublish" : "Publish"} ${r.title}`}>
                        {r.visibility === "published" ? "Unpublish" : "Publish"}
                      </SubmitButton>
                    </AdminForm>
                    <AdminForm>
                      <input type="hidden" name="id" value={r.id} />
                      <SubmitButton name="intent" value="duplicate" className="secondary small" aria-label={`Duplicate ${r.title}`}>
                        Duplicate
                      </SubmitButton>
                    </AdminForm>
                    <Link to={`/admin/events/${r.id}?confirm=delete#delete`} aria-label={`Delete ${r.title}`}>
                      Delete…
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

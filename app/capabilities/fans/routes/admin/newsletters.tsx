/** /admin/fans/newsletters: every mailing (newsletters and new-date digests), newest first, with its state and counts (issue 12 point 5). */
import { Link } from "react-router";
import { Plus, Settings } from "lucide-react";
import type { Route } from "./+types/newsletters";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { MAILING_KIND, MAILING_STATUS } from "~/capabilities/fans/lib/mailing-labels.ts";
import { listMailings } from "~/capabilities/fans/server/newsletters.server.ts";
import { fanSettingsView, refreshDigest } from "~/capabilities/fans/server/digest.server.ts";
import { parseDigest } from "~/capabilities/fans/lib/digest.ts";
import fansCss from "~/capabilities/fans/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: fansCss }];

export const meta: Route.MetaFunction = () => studioMeta("Newsletters");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  // The digest follows the calendar: a date published a minute ago is in it now, not at the next hourly tick.
  const digest = await refreshDigest();
  const [rows, settings, fans] = await Promise.all([listMailings(), getSettings(), fanSettingsView()]);
  return {
    isOwner: user.role === "owner",
    digest: digest ? { id: digest.id, count: parseDigest(digest.body).length, mode: fans.digest_mode } : null,
    timeZone: settings.time_zone,
    rows: rows.map((m) => ({ id: m.id, kind: m.kind, subject: m.subject, status: m.status, recipients: m.recipients, when: m.sent_at ?? m.queued_at ?? m.scheduled_at ?? m.updated_at })),
  };
}

const when = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));

export default function Newsletters({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to="/admin/fans">Subscribers</Link>
      </p>
      <h1>Newsletters</h1>
      {d.digest ? (
        <p className="notice" role="status">
          {d.digest.count === 1 ? "1 date is" : `${d.digest.count} dates are`} new, moved or cancelled since subscribers were last told.{" "}
          <Link to={`/admin/fans/newsletters/${d.digest.id}`}>{d.digest.mode === "weekly" ? "See what goes out this week" : "Review and send"}</Link>
        </p>
      ) : null}
      <p className="row">
        <Link className="button" to="/admin/fans/newsletters/new">
          <Plus className="icon" aria-hidden="true" /> New newsletter
        </Link>
        {d.isOwner ? (
          <Link className="button secondary" to="/admin/fans/settings">
            <Settings className="icon" aria-hidden="true" /> Settings
          </Link>
        ) : null}
      </p>
      {d.rows.length === 0 ? (
        <p className="muted">No newsletter yet.</p>
      ) : (
        <table className="fans-table stack-table">
          <caption className="visually-hidden">Newsletters and new-date e-mails</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">Kind</th>
              <th scope="col">State</th>
              <th scope="col">Recipients</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((m) => (
              <tr key={m.id}>
                <td data-label="Subject">
                  <Link to={`/admin/fans/newsletters/${m.id}`}>{m.subject || "New dates"}</Link>
                </td>
                <td data-label="Kind">{MAILING_KIND[m.kind]}</td>
                <td data-label="State">{MAILING_STATUS[m.status]}</td>
                <td data-label="Recipients">{m.status === "sending" || m.status === "sent" ? m.recipients : "—"}</td>
                <td data-label="When">{when(m.when, d.timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

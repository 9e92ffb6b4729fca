import { Link, useRouteLoaderData } from "react-router";
import { AlertTriangle, Inbox, MailX } from "lucide-react";
import type { DashboardInboxData } from "~/capabilities/contact/server/dashboard.server.ts";
import { TOPIC_LABELS } from "~/capabilities/contact/schemas.ts";
import { formatReceived } from "~/capabilities/contact/lib/format.ts";

/** Unread messages, failed deliveries and e-mail warnings on the dashboard (contact capability). */
export function InboxWidget({ data }: { data: DashboardInboxData }) {
  const { email } = data;
  // Only owners may open Settings; editors are told who can fix it.
  const owner = useRouteLoaderData<{ user: { role: string } }>("studio")?.user.role === "owner";
  return (
    <section aria-labelledby="dash-inbox" className="dash-inbox">
      <h2 id="dash-inbox">Messages</h2>
      {email.problems.map((p) => (
        <div key={p} className="notice warn" role="note">
          <p>
            <AlertTriangle className="icon" aria-hidden="true" /> {p}{" "}
            {owner ? <Link to="/admin/settings/email">E-mail settings</Link> : <span>An owner can fix this.</span>}
          </p>
        </div>
      ))}
      <div className="stat-grid">
        <div className="stat">
          <strong>{data.unread}</strong>
          <Link to="/admin/inbox?status=new">
            <Inbox className="icon" aria-hidden="true" /> {data.unread === 1 ? "unread message" : "unread messages"}
          </Link>
        </div>
        <div className="stat">
          <strong>{email.failed}</strong>
          <span>
            <MailX className="icon" aria-hidden="true" /> {email.failed === 1 ? "failed delivery" : "failed deliveries"}
          </span>
        </div>
        {email.queued ? (
          <div className="stat">
            <strong>{email.queued}</strong>
            <span>waiting to be e-mailed</span>
          </div>
        ) : null}
      </div>
      {data.latest.length ? (
        <ul>
          {data.latest.map((m) => (
            <li key={m.id}>
              <Link to={`/admin/inbox/${m.id}`}>
                {TOPIC_LABELS[m.topic]} from {m.name}
              </Link>{" "}
              <span className="muted">{formatReceived(m.received_at, data.timeZone).replace(/ \(.*\)$/, "")}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {data.failed.length ? (
        <>
          <h3>Failed deliveries</h3>
          <ul>
            {data.failed.map((f) => (
              <li key={f.id}>
                {f.messageId ? <Link to={`/admin/inbox/${f.messageId}`}>Message from {f.name ?? "a visitor"}</Link> : "Test e-mail"}
                {f.error ? <span className="muted">: {f.error}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

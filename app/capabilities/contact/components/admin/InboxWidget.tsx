import { Link, useRouteLoaderData } from "react-router";
import { AlertTriangle, Inbox, MailX } from "lucide-react";
import type { DashboardInboxData } from "~/capabilities/contact/server/dashboard.server.ts";
import { TOPIC_KEYS } from "~/capabilities/contact/lib/studio-labels.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { formatDateTime } from "~/core/dates/format.ts";

/** Unread messages, failed deliveries and e-mail warnings on the dashboard (contact capability). */
export function InboxWidget({ data }: { data: DashboardInboxData }) {
  const { email } = data;
  const { t, intl } = useStudioI18n();
  // Only owners may open Settings; editors are told who can fix it.
  const owner = useRouteLoaderData<{ user: { role: string } }>("studio")?.user.role === "owner";
  return (
    <section aria-labelledby="dash-inbox" className="dash-inbox">
      <h2 id="dash-inbox">{t("contact.studio.widget.heading")}</h2>
      {email.problems.map((p) => (
        <div key={p} className="notice warn" role="note">
          <p>
            <AlertTriangle className="icon" aria-hidden="true" /> {p}{" "}
            {owner ? (
              <Link to="/admin/settings/email">{t("contact.studio.widget.emailSettings")}</Link>
            ) : (
              <span>{t("contact.studio.widget.ownerFixes")}</span>
            )}
          </p>
        </div>
      ))}
      {/* Nothing new and nothing failed: a sentence that says what will happen, not three zeros (issue 27 §6). */}
      {data.unread === 0 && email.failed === 0 && !email.queued ? (
        <p className="dashboard-empty">{t("contact.studio.widget.none")}</p>
      ) : (
        <div className="stat-grid">
          <div className="stat">
            <strong>{data.unread}</strong>
            <Link to="/admin/inbox?status=new">
              <Inbox className="icon" aria-hidden="true" /> {t("contact.studio.widget.unread", { count: data.unread })}
            </Link>
          </div>
          <div className="stat">
            <strong>{email.failed}</strong>
            <span>
              <MailX className="icon" aria-hidden="true" /> {t("contact.studio.widget.failed", { count: email.failed })}
            </span>
          </div>
          {email.queued ? (
            <div className="stat">
              <strong>{email.queued}</strong>
              <span>{t("contact.studio.widget.queued", { count: email.queued })}</span>
            </div>
          ) : null}
        </div>
      )}
      {data.latest.length ? (
        <ul>
          {data.latest.map((m) => (
            <li key={m.id}>
              <Link to={`/admin/inbox/${m.id}`}>
                {t("contact.studio.widget.latest", { topic: t(TOPIC_KEYS[m.topic]), name: m.name })}
              </Link>{" "}
              <time className="muted" dateTime={m.received_at}>
                {formatDateTime(Date.parse(m.received_at), data.timeZone, intl)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
      {data.unread === 0 && email.failed === 0 && !email.queued ? (
        <p>
          <Link to="/admin/inbox">{t("contact.studio.widget.openInbox")}</Link>
        </p>
      ) : null}
      {data.failed.length ? (
        <>
          <h3>{t("contact.studio.widget.failedHeading")}</h3>
          <ul>
            {data.failed.map((f) => (
              <li key={f.id}>
                {f.messageId ? (
                  <Link to={`/admin/inbox/${f.messageId}`}>
                    {f.name
                      ? t("contact.studio.widget.messageFrom", { name: f.name })
                      : t("contact.studio.widget.messageFromVisitor")}
                  </Link>
                ) : (
                  t("contact.studio.widget.testMail")
                )}
                {f.error ? <span className="muted">: {f.error}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

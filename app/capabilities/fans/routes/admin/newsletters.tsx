/** /admin/fans/newsletters: every mailing (newsletters and new-date digests), newest first, with its state and counts (issue 12 point 5). */
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
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
import { mailBanner } from "~/capabilities/contact/index.server.ts";
import { MailBanner } from "~/capabilities/contact/index.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: fansCss }];

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("fans.studio.list.newsletters"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  // The digest follows the calendar: a date published a minute ago is in it now, not at the next hourly tick.
  const digest = await refreshDigest();
  const [rows, settings, fans, mail] = await Promise.all([
    listMailings(),
    getSettings(),
    fanSettingsView(),
    mailBanner(user),
  ]);
  return {
    mail,
    isOwner: user.role === "owner",
    digest: digest ? { id: digest.id, count: parseDigest(digest.body).length, mode: fans.digest_mode } : null,
    timeZone: settings.time_zone,
    rows: rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      subject: m.subject,
      status: m.status,
      recipients: m.recipients,
      when: m.sent_at ?? m.queued_at ?? m.scheduled_at ?? m.updated_at,
    })),
  };
}

const when = (iso: string, timeZone: string, intl: string) =>
  new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));

export default function Newsletters({ loaderData: d }: Route.ComponentProps) {
  const { t, intl } = useStudioI18n();
  return (
    <>
      <p>
        <Link to="/admin/fans">{t("fans.studio.list.subscribers")}</Link>
      </p>
      <h1>{t("fans.studio.list.newsletters")}</h1>
      <MailBanner banner={d.mail} />
      {d.digest ? (
        <p className="notice" role="status">
          {t("fans.studio.newsletters.digest", { count: d.digest.count })}{" "}
          <Link to={`/admin/fans/newsletters/${d.digest.id}`}>
            {d.digest.mode === "weekly" ? t("fans.studio.newsletters.thisWeek") : t("fans.studio.newsletters.review")}
          </Link>
        </p>
      ) : null}
      <p className="row">
        <Link className="button" to="/admin/fans/newsletters/new">
          <Plus className="icon" aria-hidden="true" /> {t("fans.studio.newsletters.new")}
        </Link>
        {d.isOwner ? (
          <Link className="button secondary" to="/admin/fans/settings">
            <Settings className="icon" aria-hidden="true" /> {t("fans.studio.newsletters.settings")}
          </Link>
        ) : null}
      </p>
      {d.rows.length === 0 ? (
        <p className="muted">{t("fans.studio.newsletters.empty")}</p>
      ) : (
        <table className="fans-table stack-table">
          <caption className="visually-hidden">{t("fans.studio.newsletters.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("fans.studio.newsletters.subject")}</th>
              <th scope="col">{t("fans.studio.newsletters.kind")}</th>
              <th scope="col">{t("fans.studio.newsletters.state")}</th>
              <th scope="col">{t("fans.studio.newsletters.recipients")}</th>
              <th scope="col">{t("fans.studio.newsletters.when")}</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((m) => (
              <tr key={m.id}>
                <td data-label={t("fans.studio.newsletters.subject")}>
                  <Link to={`/admin/fans/newsletters/${m.id}`}>{m.subject || t("fans.studio.mailing.digest")}</Link>
                </td>
                <td data-label={t("fans.studio.newsletters.kind")}>{t(MAILING_KIND[m.kind])}</td>
                <td data-label={t("fans.studio.newsletters.state")}>{t(MAILING_STATUS[m.status])}</td>
                <td data-label={t("fans.studio.newsletters.recipients")}>
                  {m.status === "sending" || m.status === "sent" ? m.recipients : "—"}
                </td>
                <td data-label={t("fans.studio.newsletters.when")}>{when(m.when, d.timeZone, intl)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

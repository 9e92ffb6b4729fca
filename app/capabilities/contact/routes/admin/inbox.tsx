/** /admin/inbox: messages with the unread count, filters, search and CSV export (SPEC §2, §10). */
import { Form, Link } from "react-router";
import { Download, Search } from "lucide-react";
import type { Route } from "./+types/inbox";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { MessageList } from "~/capabilities/contact/components/admin/MessageList.tsx";
import { FILTERS, readFilter, type MessageFilter } from "~/capabilities/contact/lib/filters.ts";
import { FILTER_KEYS } from "~/capabilities/contact/lib/studio-labels.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { requireRole } from "~/core/auth/guards.server.ts";
import { inboxPage } from "~/capabilities/contact/server/inbox.server.ts";
import { mailBanner } from "~/capabilities/contact/server/mail-status.server.ts";
import { MailBanner } from "~/capabilities/contact/components/admin/MailBanner.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  studioMeta(studioI18nFrom(matches).t("contact.studio.inbox.title", { unread: loaderData?.counts.new ?? 0 }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const { filter, q, page } = readFilter(new URL(request.url));
  const [list, mail] = await Promise.all([inboxPage({ filter, q, page }), mailBanner(user)]);
  return { filter, q, page, mail, ...list };
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
    f === "inbox"
      ? d.counts.new + d.counts.read
      : f === "all"
        ? Object.values(d.counts).reduce((a, b) => a + b, 0)
        : d.counts[f];
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("contact.studio.inbox.heading")}</h1>
      <MailBanner banner={d.mail} />
      <p className="inbox-unread" aria-live="polite">
        {t("contact.studio.inbox.unread", { count: d.counts.new })}
      </p>
      <nav aria-label={t("contact.studio.inbox.filters")} className="inbox-filters">
        <ul>
          {FILTERS.map((f) => (
            <li key={f}>
              <Link to={href(f, d.q)} aria-current={f === d.filter ? "page" : undefined}>
                {t(FILTER_KEYS[f])} <span className="inbox-count">({count(f)})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="inbox-tools">
        <Form method="get" role="search" className="inbox-search">
          {d.filter !== "inbox" ? <input type="hidden" name="status" value={d.filter} /> : null}
          <label htmlFor="inbox-q">{t("contact.studio.inbox.searchLabel")}</label>
          <input id="inbox-q" type="search" name="q" defaultValue={d.q} maxLength={200} />
          <button type="submit" className="button secondary small">
            <Search className="icon" aria-hidden="true" /> {t("contact.studio.inbox.search")}
          </button>
        </Form>
        {/* A plain link: the export is a file download, not a page. */}
        <a className="button secondary small" href={href(d.filter, d.q, 1, "/admin/inbox/export.csv")} download>
          <Download className="icon" aria-hidden="true" /> {t("contact.studio.inbox.export")}
        </a>
      </div>
      {d.q ? (
        <p>
          {t("contact.studio.inbox.matches", { count: d.total, q: d.q })}{" "}
          <Link to={href(d.filter, "")}>{t("contact.studio.inbox.clear")}</Link>
        </p>
      ) : null}
      <MessageList rows={d.rows} timeZone={d.timeZone} />
      {d.pages > 1 ? (
        <nav aria-label={t("contact.studio.inbox.pages")} className="row inbox-pages">
          {d.page > 1 ? <Link to={href(d.filter, d.q, d.page - 1)}>{t("contact.studio.inbox.newer")}</Link> : null}
          <span>{t("contact.studio.inbox.page", { page: d.page, pages: d.pages })}</span>
          {d.page < d.pages ? (
            <Link to={href(d.filter, d.q, d.page + 1)}>{t("contact.studio.inbox.older")}</Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** /admin/events — upcoming, past and drafts; search by title; publish, unpublish, duplicate. */
import { Form, Link } from "react-router";
import { Plus, Search } from "lucide-react";
import type { Route } from "./+types/events";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { TextField } from "~/core/ui/Field.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { duplicateEvent, setVisibility } from "~/capabilities/events/server/events.server.ts";
import { type AdminTab, adminEventRows } from "~/capabilities/events/server/studio.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { STATUS_KEYS } from "~/capabilities/events/components/admin/StatusActions.tsx";

const TABS: { id: AdminTab; label: string }[] = [
  { id: "upcoming", label: "events.studio.list.upcoming" },
  { id: "past", label: "events.studio.list.past" },
  { id: "drafts", label: "events.studio.list.drafts" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const url = new URL(request.url);
  const tab = (TABS.find((t) => t.id === url.searchParams.get("tab"))?.id ?? "upcoming") as AdminTab;
  const q = (url.searchParams.get("q") ?? "").slice(0, 120);
  return { tab, q, rows: await adminEventRows(tab, q, (await studioI18nFor(user)).intl) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const id = String(form.get("id") ?? "");
  const back = String(form.get("back") ?? "/admin/events");
  const safeBack = back.startsWith("/admin/events") ? back : "/admin/events";
  const intent = String(form.get("intent") ?? "");
  if (intent === "publish" || intent === "unpublish") {
    const e = await setVisibility(actor, id, intent === "publish" ? "published" : "draft");
    return redirectWithToast(
      safeBack,
      {
        type: "success",
        message:
          intent === "publish"
            ? tr.t("events.studio.edit.published", { title: e.title })
            : tr.t("events.studio.list.unpublished", { title: e.title }),
      },
      context,
    );
  }
  if (intent === "duplicate") {
    const copy = await duplicateEvent(actor, id);
    return redirectWithToast(
      `/admin/events/${copy.id}`,
      { type: "success", message: tr.t("events.studio.edit.duplicated", { title: copy.title }) },
      context,
    );
  }
  return redirectWithToast(safeBack, { type: "error", message: tr.t("events.studio.edit.unknownAction") }, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("events.studio.nav.events"));

export default function AdminEvents({ loaderData: d }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const back = `/admin/events?tab=${d.tab}${d.q ? `&q=${encodeURIComponent(d.q)}` : ""}`;
  return (
    <>
      <div className="page-head">
        <h1>{t("events.studio.nav.events")}</h1>
        <div className="row">
          <Link className="button" to="/admin/events/new">
            <Plus className="icon" aria-hidden="true" /> {t("events.studio.new.title")}
          </Link>
          <Link className="button secondary" to="/admin/events/import">
            {t("events.studio.list.import")}
          </Link>
        </div>
      </div>
      <nav className="admin-events-tabs" aria-label={t("events.studio.list.which")}>
        <ul className="row">
          {TABS.map((tab) => (
            <li key={tab.id}>
              <Link
                to={`/admin/events?tab=${tab.id}${d.q ? `&q=${encodeURIComponent(d.q)}` : ""}`}
                aria-current={tab.id === d.tab ? "page" : undefined}
              >
                {t(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="admin-events-search" role="search">
        <input type="hidden" name="tab" value={d.tab} />
        <TextField label={t("events.studio.list.search")} name="q" type="search" defaultValue={d.q} />
        <button type="submit" className="button secondary">
          <Search className="icon" aria-hidden="true" /> {t("events.studio.list.searchButton")}
        </button>
      </Form>
      {d.rows.length === 0 ? (
        <p className="notice">
          {d.q
            ? t("events.studio.list.noMatch", { tab: d.tab, q: d.q })
            : t("events.studio.list.empty", { tab: d.tab })}
        </p>
      ) : (
        <table className="stack-table">
          <caption className="visually-hidden">{t("events.studio.list.caption", { tab: d.tab })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("events.studio.list.event")}</th>
              <th scope="col">
                {d.tab === "upcoming" ? t("events.studio.list.nextDate") : t("events.studio.list.date")}
              </th>
              <th scope="col">{t("events.studio.list.status")}</th>
              <th scope="col">{t("events.studio.list.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((r) => (
              <tr key={r.id}>
                <td data-label={t("events.studio.list.event")}>
                  <Link to={`/admin/events/${r.id}`}>{r.title}</Link>
                  {r.venue ? (
                    <>
                      <br />
                      <span className="muted">{r.venue}</span>
                    </>
                  ) : null}
                </td>
                <td data-label={d.tab === "upcoming" ? t("events.studio.list.nextDate") : t("events.studio.list.date")}>
                  <time dateTime={r.whenIso}>{r.when}</time>
                  {r.recurring ? <span className="muted"> {t("events.studio.list.repeats")}</span> : null}
                </td>
                <td data-label={t("events.studio.list.status")}>
                  {r.visibility === "draft" ? t("events.studio.edit.isDraft") : t("events.studio.edit.isPublished")}{" "}
                  {r.status !== "scheduled" || r.rescheduled ? (
                    <span
                      className={`event-badge event-badge--${(r.status === "scheduled" ? "rescheduled" : r.status).replace("_", "-")}`}
                    >
                      {r.status === "scheduled" ? t("events.studio.status.rescheduled") : t(STATUS_KEYS[r.status])}
                    </span>
                  ) : null}
                </td>
                <td data-label={t("events.studio.list.actions")}>
                  <div className="row">
                    <AdminForm>
                      <input type="hidden" name="id" value={r.id} />
                      <input type="hidden" name="back" value={back} />
                      <SubmitButton
                        name="intent"
                        value={r.visibility === "published" ? "unpublish" : "publish"}
                        className="secondary small"
                        aria-label={
                          r.visibility === "published"
                            ? t("events.studio.list.unpublishOne", { title: r.title })
                            : t("events.studio.list.publishOne", { title: r.title })
                        }
                      >
                        {r.visibility === "published"
                          ? t("events.studio.edit.unpublish")
                          : t("events.studio.edit.publish")}
                      </SubmitButton>
                    </AdminForm>
                    <AdminForm>
                      <input type="hidden" name="id" value={r.id} />
                      <SubmitButton
                        name="intent"
                        value="duplicate"
                        className="secondary small"
                        aria-label={t("events.studio.list.duplicateOne", { title: r.title })}
                      >
                        {t("events.studio.edit.duplicate")}
                      </SubmitButton>
                    </AdminForm>
                    <Link
                      to={`/admin/events/${r.id}?confirm=delete#delete`}
                      aria-label={t("events.studio.list.deleteOne", { title: r.title })}
                    >
                      {t("events.studio.list.delete")}
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

/**
 * /admin/events/import/:id — what an import would do, before anything is
 * written: new dates, changed ones, unchanged ones, dates no longer in the
 * source (offered for removal, unticked: never removed without a tick), and
 * the rows that could not be read, each with its reason. "Import" writes it
 * all in one transaction.
 */
import { Link } from "react-router";
import type { Route } from "./+types/events-import-preview";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { confirmImport, importPlan } from "~/capabilities/events/server/import/imports.server.ts";
import { PlanList } from "~/capabilities/events/components/admin/import/PlanList.tsx";
import importCss from "~/capabilities/events/import.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: importCss }];

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("events.studio.preview.title"));

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  return { plan: await importPlan(params.id, await studioI18nFor(user)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const tr = await studioI18nFor(user);
  const remove = form.getAll("remove").map(String);
  const r = await confirmImport({ id: user.id, email: user.email }, params.id, {
    remove,
    publish: form.get("publish") === "yes",
    t: tr.t,
  });
  const message = tr.t("events.studio.preview.done", { added: r.added.length, changed: r.changed, removed: r.removed });
  return redirectWithToast("/admin/events", { type: "success", message }, context);
}

export default function ImportPreview({ loaderData: { plan: p } }: Route.ComponentProps) {
  const nothing = !p.fresh.length && !p.changed.length && !p.removed.length;
  const { t } = useStudioI18n();
  return (
    <div className="event-import">
      <p>
        <Link to="/admin/events/import">← {t("events.studio.list.import")}</Link>
      </p>
      <h1>{t("events.studio.preview.heading", { label: p.label })}</h1>
      <p className="event-import__summary" role="status">
        {t("events.studio.preview.summary", {
          fresh: p.fresh.length,
          changed: p.changed.length,
          unchanged: p.unchanged.length,
          removed: p.removed.length,
          unreadable: p.unreadable.length,
        })}
      </p>
      {p.notes.length ? (
        <ul className="notice event-import__notes">
          {p.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
      <AdminForm method="post">
        <PlanList id="import-new" title={t("events.studio.preview.new")} rows={p.fresh} />
        <PlanList
          id="import-changed"
          title={t("events.studio.preview.changed")}
          rows={p.changed}
          hint={t("events.studio.preview.changedHint")}
        />
        {p.removed.length ? (
          <section aria-labelledby="import-removed" className="event-import__part">
            <h2 id="import-removed">{t("events.studio.preview.removed")}</h2>
            <p className="hint">{t("events.studio.preview.removedHint")}</p>
            <ul className="event-import__rows">
              {p.removed.map((r) => (
                <li key={r.eventId} className="check">
                  <input id={`remove-${r.eventId}`} type="checkbox" name="remove" value={r.eventId} />
                  <label htmlFor={`remove-${r.eventId}`}>
                    {t("events.studio.preview.remove")} <strong>{r.title}</strong> ({r.startLocal.replace("T", " ")})
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {p.unreadable.length ? (
          <section aria-labelledby="import-unreadable" className="event-import__part">
            <h2 id="import-unreadable">{t("events.studio.preview.unreadable")}</h2>
            <p className="hint">{t("events.studio.preview.unreadableHint")}</p>
            <ul className="event-import__rows">
              {p.unreadable.map((u, i) => (
                <li key={`${u.line}-${i}`}>
                  <span>
                    <strong>
                      {p.format === "ics"
                        ? t("events.studio.preview.line", { n: u.line })
                        : t("events.studio.preview.row", { n: u.line })}
                    </strong>{" "}
                    · {u.label}
                  </span>
                  <span className="event-import__reason">{u.reason}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <PlanList id="import-unchanged" title={t("events.studio.preview.unchanged")} rows={p.unchanged} collapsed />
        {p.fresh.length || p.subscription ? (
          <div className="field check">
            <input id="import-publish" type="checkbox" name="publish" value="yes" defaultChecked />
            <label htmlFor="import-publish">
              {p.subscription ? t("events.studio.preview.publishFeed") : t("events.studio.preview.publish")}
            </label>
          </div>
        ) : null}
        <p className="row">
          <SubmitButton>
            {nothing ? t("events.studio.preview.nothing") : t("events.studio.preview.import")}
          </SubmitButton>
          <Link to="/admin/events/import">{t("events.studio.preview.cancel")}</Link>
        </p>
      </AdminForm>
    </div>
  );
}

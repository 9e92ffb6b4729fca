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
import { confirmImport, importPlan } from "~/capabilities/events/server/import/imports.server.ts";
import { PlanList } from "~/capabilities/events/components/admin/import/PlanList.tsx";
import importCss from "~/capabilities/events/import.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: importCss }];

export const meta: Route.MetaFunction = () => studioMeta("Import preview");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  return { plan: await importPlan(params.id, await studioI18nFor(user)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const remove = form.getAll("remove").map(String);
  const r = await confirmImport({ id: user.id, email: user.email }, params.id, { remove, publish: form.get("publish") === "yes" });
  const message = `Imported: ${r.added.length} new, ${r.changed} changed, ${r.removed} removed.`;
  return redirectWithToast("/admin/events", { type: "success", message }, context);
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export default function ImportPreview({ loaderData: { plan: p } }: Route.ComponentProps) {
  const nothing = !p.fresh.length && !p.changed.length && !p.removed.length;
  return (
    <div className="event-import">
      <p>
        <Link to="/admin/events/import">← Import dates</Link>
      </p>
      <h1>Import “{p.label}”</h1>
      <p className="event-import__summary" role="status">
        {count(p.fresh.length, "new date")} · {count(p.changed.length, "changed date")} · {p.unchanged.length} unchanged · {p.removed.length} no longer in the
        source · {p.unreadable.length} can't be read
      </p>
      {p.notes.length ? (
        <ul className="notice event-import__notes">
          {p.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
      <AdminForm method="post">
        <PlanList id="import-new" title="New" rows={p.fresh} />
        <PlanList id="import-changed" title="Changed" rows={p.changed} hint="The source changed these since the last import; importing writes the source's version over them." />
        {p.removed.length ? (
          <section aria-labelledby="import-removed" className="event-import__part">
            <h2 id="import-removed">No longer in the source</h2>
            <p className="hint">Imported from here before and gone from it now. Tick the ones to remove from the site; the others stay.</p>
            <ul className="event-import__rows">
              {p.removed.map((r) => (
                <li key={r.eventId} className="check">
                  <input id={`remove-${r.eventId}`} type="checkbox" name="remove" value={r.eventId} />
                  <label htmlFor={`remove-${r.eventId}`}>
                    Remove <strong>{r.title}</strong> ({r.startLocal.replace("T", " ")})
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {p.unreadable.length ? (
          <section aria-labelledby="import-unreadable" className="event-import__part">
            <h2 id="import-unreadable">Can't be read</h2>
            <p className="hint">These rows are left out; the rest can be imported without them.</p>
            <ul className="event-import__rows">
              {p.unreadable.map((u, i) => (
                <li key={`${u.line}-${i}`}>
                  <span>
                    <strong>
                      {p.format === "ics" ? "Line" : "Row"} {u.line}
                    </strong>{" "}
                    · {u.label}
                  </span>
                  <span className="event-import__reason">{u.reason}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <PlanList id="import-unchanged" title="Unchanged" rows={p.unchanged} collapsed />
        {p.fresh.length || p.subscription ? (
          <div className="field check">
            <input id="import-publish" type="checkbox" name="publish" value="yes" defaultChecked />
            <label htmlFor="import-publish">
              {p.subscription ? "Publish new dates, now and when the calendar adds more (otherwise they are saved as drafts)" : "Publish the new dates (otherwise they are saved as drafts)"}
            </label>
          </div>
        ) : null}
        <p className="row">
          <SubmitButton>{nothing ? "Nothing to import" : "Import"}</SubmitButton>
          <Link to="/admin/events/import">Cancel</Link>
        </p>
      </AdminForm>
    </div>
  );
}

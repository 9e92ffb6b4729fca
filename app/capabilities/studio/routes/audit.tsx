import type { Route } from "./+types/audit";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { auditLog } from "~/capabilities/studio/server/audit-log.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  const url = new URL(request.url);
  const entity = url.searchParams.get("entity") || undefined;
  return { entries: await auditLog(entity), entity: entity ?? "" };
}

export const meta: Route.MetaFunction = () => studioMeta("Audit log");

const when = (iso: string) => new Date(iso).toISOString().replace("T", " ").slice(0, 16) + " UTC";

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Audit log</h1>
      <p className="muted">Who changed what, newest first (the last 200 entries).</p>
      <form method="get" className="row" style={{ marginBottom: "1rem" }}>
        <label htmlFor="audit-entity">Only</label>
        <select id="audit-entity" name="entity" defaultValue={loaderData.entity} style={{ width: "auto" }}>
          <option value="">everything</option>
          {["user", "site", "event", "message", "delivery", "media", "album", "upload"].map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </select>
        <button type="submit" className="button secondary small">
          Filter
        </button>
      </form>
      <table className="stack-table">
        <caption className="visually-hidden">Audit entries</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Record</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.entries.map((e) => (
            <tr key={e.id}>
              <td data-label="When">{when(e.created_at)}</td>
              <td data-label="Who">{e.user_email ?? "—"}</td>
              <td data-label="What">
                <code>{e.action}</code>
              </td>
              <td data-label="Record">
                {e.entity}
                {e.entity_id ? <span className="muted"> {e.entity_id}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {loaderData.entries.length === 0 ? <p>No entries yet.</p> : null}
    </>
  );
}

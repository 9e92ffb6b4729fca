import { db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { AuditEntriesTable } from "~/core/db/tables.server.ts";

export type AuditEntry = AuditEntriesTable;

export interface Actor {
  id: string;
  email: string;
}

/** Records who changed what. Every studio change calls this. */
export async function audit(
  actor: Actor | null,
  action: string,
  entity: string,
  entityId?: string | null,
  detail?: Record<string, unknown>,
): Promise<void> {
  await db()
    .insertInto("audit_entries")
    .values({
      id: newId(),
      user_id: actor?.id ?? null,
      user_email: actor?.email ?? null,
      action,
      entity,
      entity_id: entityId ?? null,
      detail: detail ? JSON.stringify(detail) : null,
      created_at: nowIso(),
    })
    .execute();
}

export async function listAudit(
  opts: { limit?: number; entity?: string; entityId?: string } = {},
): Promise<AuditEntry[]> {
  let q = db()
    .selectFrom("audit_entries")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(opts.limit ?? 100);
  if (opts.entity) q = q.where("entity", "=", opts.entity);
  if (opts.entityId) q = q.where("entity_id", "=", opts.entityId);
  return q.execute();
}

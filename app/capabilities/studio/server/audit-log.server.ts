/** The studio's audit log: who changed what, newest first. */
import { listAudit, type AuditEntry } from "~/core/audit/audit.server.ts";

export const AUDIT_LOG_SIZE = 200;

/** The latest entries, of one kind of record ("user", "event"…) or all. */
export function auditLog(entity?: string): Promise<AuditEntry[]> {
  return listAudit({ limit: AUDIT_LOG_SIZE, entity });
}

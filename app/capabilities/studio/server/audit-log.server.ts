/** The studio's audit log: who changed what, newest first. */
import { listAudit, type AuditEntry } from "~/core/audit/audit.server.ts";
import { capabilities } from "~/core/capability.server.ts";

export const AUDIT_LOG_SIZE = 200;

/**
 * The latest entries, of one kind of record ("user", "event"…) or all, each with its action's
 * wording from the manifests (a studio catalogue key, or English not yet converted; null when
 * no manifest words it).
 */
export async function auditLog(entity?: string): Promise<(AuditEntry & { wording: string | null })[]> {
  const wording = new Map(capabilities().flatMap((c) => Object.entries(c.audit ?? {})));
  return (await listAudit({ limit: AUDIT_LOG_SIZE, entity })).map((e) => ({
    ...e,
    wording: wording.get(e.action) ?? null,
  }));
}

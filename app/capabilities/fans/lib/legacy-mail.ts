/**
 * Before the outbox was the core's (issue 26) this capability's deliveries
 * were of kind "prepared" with the capability's name as their source; now a
 * delivery names its declared mail kind. The migration (0293-fans-mail-kinds)
 * and the import of an older export (the manifest's backupUpgrade) rename them
 * the same way.
 */
/** An older export's deliveries, renamed in place. */
export function upgradeFansMail(tables: Record<string, Record<string, unknown>[]>): void {
  for (const row of tables.deliveries ?? [])
    if (row.kind === "prepared" && row.source === "fans") row.kind = "fans.mail";
}

/**
 * Before the outbox was the core's (issue 26) the contact form's deliveries
 * said "notification" or "autoreply" and named their message in message_id
 * only. Now a delivery names its mail kind and carries its reference like
 * every capability's. The migration (0293-contact-mail-kinds) and the import
 * of an older export (the manifest's backupUpgrade) rename them the same way.
 */
/** Old kind → mail kind; written out, as the migration's history must not move with today's names. */
export const LEGACY_MAIL_KINDS = { notification: "contact.notification", autoreply: "contact.autoreply" } as const;

const isLegacy = (kind: unknown): kind is keyof typeof LEGACY_MAIL_KINDS =>
  typeof kind === "string" && Object.hasOwn(LEGACY_MAIL_KINDS, kind);

/** An older export's deliveries, renamed in place. */
export function upgradeContactMail(tables: Record<string, Record<string, unknown>[]>): void {
  for (const row of tables.deliveries ?? []) {
    if (!isLegacy(row.kind)) continue;
    row.kind = LEGACY_MAIL_KINDS[row.kind];
    row.source = "contact";
    row.source_ref = row.message_id;
  }
}

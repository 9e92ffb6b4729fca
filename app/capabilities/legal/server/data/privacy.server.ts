/** The published privacy notices, one row per language: SQL only. The service (server/privacy.server.ts) audits. */
import { db, nowIso } from "~/core/db/client.server.ts";
import type {} from "./tables.server.ts";

interface PublishedPrivacy {
  text: string;
  base: string;
  updatedAt: string;
}

export async function readPrivacyRow(locale: string): Promise<PublishedPrivacy | null> {
  const r = await db().selectFrom("privacy_notices").selectAll().where("locale", "=", locale).executeTakeFirst();
  return r ? { text: r.text, base: r.base, updatedAt: r.updated_at } : null;
}

export async function writePrivacyRow(locale: string, text: string, base: string): Promise<void> {
  const row = { text, base, updated_at: nowIso() };
  await db()
    .insertInto("privacy_notices")
    .values({ locale, ...row })
    .onConflict((oc) => oc.column("locale").doUpdateSet(row))
    .execute();
}

/** The legal notice's one row: SQL only. The service (server/legal.server.ts) checks and audits. */
import { db, nowIso } from "~/core/db/client.server.ts";
import {
  LEGAL_COUNTRIES,
  LEGAL_FIELD_NAMES,
  type LegalCountry,
  type LegalNotice,
  emptyNotice,
} from "~/capabilities/legal/lib/notice.ts";
import type {} from "./tables.server.ts";

/** The stored notice (empty before the first save), and when it was saved. */
export async function readNoticeRow(): Promise<{ notice: LegalNotice; updatedAt: string | null }> {
  const r = await db().selectFrom("legal_notice").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!r) return { notice: emptyNotice(), updatedAt: null };
  const notice = emptyNotice();
  for (const f of LEGAL_FIELD_NAMES) notice[f] = r[f] ?? "";
  notice.country = (LEGAL_COUNTRIES as readonly string[]).includes(r.country) ? (r.country as LegalCountry) : "";
  return { notice, updatedAt: r.updated_at };
}

export async function writeNoticeRow(n: LegalNotice): Promise<void> {
  const row = { ...n, updated_at: nowIso() };
  await db()
    .insertInto("legal_notice")
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

export async function deleteNoticeRow(): Promise<void> {
  await db().deleteFrom("legal_notice").execute();
}

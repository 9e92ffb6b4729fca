/**
 * Download links (issue 30, SPEC §12): `/downloads/<grant>.<signature>`,
 * valid 7 days and 10 downloads. The signature (HMAC of the grant's id with
 * SESSION_SECRET) is never stored, so a guessed or damaged link is refused
 * before anything is looked up; the expiry and the count are the grant's row,
 * and one conditional UPDATE counts a download (countDownload), so two at once
 * cannot both take the last one.
 */
import { newId } from "~/core/db/ids.server.ts";
import { hmac, safeEqual } from "~/core/http/sign.server.ts";
import { getGrant, insertGrant, countDownload, type Grant } from "./data.server.ts";
import type { Transaction } from "kysely";
import type { Database } from "~/core/db/schema.server.ts";

export const LINK_DAYS = 7;
export const LINK_USES = 10;
const SIG = 22;

export const grantToken = (id: string) => `${id}.${hmac("download", id).slice(0, SIG)}`;
export const downloadPath = (id: string) => `/downloads/${grantToken(id)}`;

/** The grant id inside a link of this site, or null (guessed, damaged, another site's). */
export function readGrantToken(token: string): string | null {
  const m = /^([\w-]{16})\.([\w-]{22})$/.exec(token);
  if (!m) return null;
  return safeEqual(m[2]!, hmac("download", m[1]!).slice(0, SIG)) ? m[1]! : null;
}

export async function newGrant(
  trx: Transaction<Database>,
  from: { orderId?: string; codeId?: string; email: string; language: string | null },
  nowMs: number,
): Promise<Grant> {
  const g: Grant = {
    id: newId(),
    order_id: from.orderId ?? null,
    code_id: from.codeId ?? null,
    email: from.email,
    language: from.language,
    expires_at: new Date(nowMs + LINK_DAYS * 86_400_000).toISOString(),
    max_uses: LINK_USES,
    uses: 0,
    created_at: new Date(nowMs).toISOString(),
    last_used_at: null,
  };
  await insertGrant(trx, g);
  return g;
}

export type LinkState =
  | { kind: "ok"; grant: Grant }
  | { kind: "unknown" }
  | { kind: "expired"; grant: Grant }
  | { kind: "used"; grant: Grant };

/** What a link is now, without counting (the page that lists the files). */
export async function linkState(token: string, nowMs: number): Promise<LinkState> {
  const id = readGrantToken(token);
  const g = id ? await getGrant(id) : undefined;
  if (!g) return { kind: "unknown" };
  if (g.expires_at <= new Date(nowMs).toISOString()) return { kind: "expired", grant: g };
  if (g.uses >= g.max_uses) return { kind: "used", grant: g };
  return { kind: "ok", grant: g };
}

/** Counts one download of a valid link; otherwise says why not (and counts nothing). */
export async function takeDownload(token: string, nowMs: number): Promise<LinkState> {
  const s = await linkState(token, nowMs);
  if (s.kind !== "ok") return s;
  if (await countDownload(s.grant.id, new Date(nowMs).toISOString())) return s;
  // Another download took the last use (or the clock passed the expiry) between the two statements.
  return linkState(token, nowMs);
}

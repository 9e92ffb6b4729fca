/**
 * Download codes (issue 30): batches made in the studio for cards at the merch
 * table, exported as CSV, each redeemed once on /redeem. Redeeming is one
 * conditional UPDATE (claimCode) in the same transaction as the download link
 * it makes, so two fans typing one code at the same moment get one link
 * between them, on SQLite and on PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { csvRow } from "~/core/csv/csv.server.ts";
import { db } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { blockedFor, consume, type Rule } from "~/core/http/rate-limit.server.ts";
import { requestLanguage } from "~/core/i18n/request-language.server.ts";
import { checkAddress } from "~/capabilities/fans/index.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { base32 } from "../../lib/base32.ts";
import { BATCH_MAX, CODE_LENGTH, readDownloadCode, showDownloadCode } from "../../lib/download-code.ts";
import { mailTransport, queueDownloadMail, wakeMail } from "../mail.server.ts";
import { batches, claimCode, codeByValue, codesOfBatch, insertCodes, type DownloadCode } from "./data.server.ts";
import { downloadPath, newGrant } from "./grants.server.ts";
import { releaseDownloadable } from "./sale.server.ts";

const MIN = 60_000;
/** Guessing a 60-bit code is hopeless, and these limits keep it so. */
const redeemRules = (ip: string): Rule[] => [
  { key: `redeem:ip10m:${ip}`, limit: 20, windowMs: 10 * MIN },
  { key: `redeem:ipday:${ip}`, limit: 100, windowMs: 24 * 60 * MIN },
];

export const newCode = () => base32(randomBytes(10), CODE_LENGTH);

export async function generateBatch(actor: Actor, name: string, count: number, nowMs: number): Promise<string> {
  const at = new Date(nowMs).toISOString();
  const batch = `${name.trim().slice(0, 80) || "Codes"} · ${at.slice(0, 10)} · ${newId().slice(0, 4)}`;
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newCode());
  const rows: DownloadCode[] = [...codes].map((code) => ({
    id: newId(),
    batch,
    code,
    created_at: at,
    redeemed_at: null,
    redeemed_by: null,
  }));
  await insertCodes(rows);
  await audit(actor, "codes.generate", "download_codes", null, { batch, count });
  return batch;
}

export function readBatchForm(
  form: FormData,
  t: (k: string, v?: Record<string, string | number>) => string,
): { ok: true; name: string; count: number } | { ok: false; errors: Record<string, string> } {
  const name = String(form.get("batch") ?? "").trim();
  const count = Number(String(form.get("count") ?? "").trim());
  const errors: Record<string, string> = {};
  if (name.length > 80) errors.batch = t("payments.studio.store.errors.batchLong", { max: 80 });
  if (!Number.isInteger(count) || count < 1 || count > BATCH_MAX)
    errors.count = t("payments.studio.store.errors.count", { max: BATCH_MAX });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, name, count };
}

/** One line per code: the code as printed, and whether (and when) it was redeemed. Never who redeemed it. */
export async function batchCsv(batch: string): Promise<string | null> {
  const codes = await codesOfBatch(batch);
  if (!codes.length) return null;
  return [
    csvRow(["code", "batch", "created_at", "redeemed_at"]),
    ...codes.map((c) => csvRow([showDownloadCode(c.code), c.batch, c.created_at, c.redeemed_at ?? ""])),
  ].join("");
}

export type RedeemOutcome =
  | { kind: "redeemed"; path: string }
  | { kind: "invalid"; errors: Record<string, string>; input: Record<string, string>; status: 400 | 404 | 409 | 429 };

export async function redeem(a: { code: string; email: string; ip: string; now?: Date }): Promise<RedeemOutcome> {
  const now = a.now ?? new Date();
  const { t } = await siteI18n();
  const input = { code: a.code.slice(0, 40), email: a.email.slice(0, 254) };
  const fail = (status: 400 | 404 | 409 | 429, errors: Record<string, string>): RedeemOutcome => ({
    kind: "invalid",
    errors,
    input,
    status,
  });
  if (await blockedFor(redeemRules(a.ip), now)) return fail(429, { _form: t("payments.errors.tooMany") });
  const code = readDownloadCode(a.code);
  const address = checkAddress(a.email.slice(0, 400), t);
  const errors: Record<string, string> = {};
  if (!code) errors.code = t("payments.redeem.errors.format");
  if (!address.ok) errors.email = address.message;
  if (!code || !address.ok) return fail(400, { ...errors, _form: t("payments.errors.check") });
  await consume(redeemRules(a.ip), now);
  if (!(await releaseDownloadable())) return fail(409, { _form: t("payments.redeem.errors.closed") });
  const email = address.address.toLowerCase();
  const transport = await mailTransport();
  const grantId = await db()
    .transaction()
    .execute(async (trx) => {
      const won = await claimCode(trx, code, email, now.toISOString());
      if (!won) return null;
      const g = await newGrant(trx, { codeId: won.id, email, language: requestLanguage() ?? null }, now.getTime());
      await queueDownloadMail(trx, transport, g.id, email);
      return g.id;
    });
  if (!grantId) {
    const known = await codeByValue(code);
    return known
      ? fail(409, { code: t("payments.redeem.errors.used") })
      : fail(404, { code: t("payments.redeem.errors.unknown") });
  }
  wakeMail();
  return { kind: "redeemed", path: downloadPath(grantId) };
}

/** The studio's list: each batch with how many of its codes were redeemed. */
export const codeBatches = () => batches();

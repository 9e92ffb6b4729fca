/**
 * Importing an existing list (issue 12 point 4). The file is read as a
 * stream, record by record (core/csv); each good row is inserted whole
 * (one statement, in a transaction with its welcome e-mail when there is
 * one), a bad row is reported with its line and stored not at all. Imported
 * rows carry the source "import" and the owner's statement that consent
 * exists. With "send a welcome" they are pending and get one "confirm you
 * still want this" e-mail (the confirmation mail's import wording); without
 * it they are confirmed, the import being their consent record.
 */
import { randomBytes } from "node:crypto";
import { outboxStatus, queueMail, wakeOutbox } from "~/core/mail/index.server.ts";
import { FANS_MAIL } from "../lib/mail-kind.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { db } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { AppError } from "~/core/errors.ts";
import { checkAddress } from "../lib/address.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { unguard, type CsvRecord } from "~/core/csv/csv.server.ts";
import { readCsv } from "~/core/csv/stream.server.ts";
import { NAME_MAX } from "../lib/fields.ts";
import { IMPORT } from "../lib/messages.ts";
import { findByEmail, insertSubscriber } from "./data/subscribers.server.ts";

export interface ImportOptions {
  /** The owner's statement, as ticked: stored on every imported row. */
  statement: string;
  sendWelcome: boolean;
  now?: Date;
}

export interface ImportReport {
  added: number;
  skipped: number;
  errors: { line: number; message: string }[];
  /** Rows with errors beyond the ones listed. */
  moreErrors: number;
}

const ERRORS_SHOWN = 50;

/** Longest record kept; a longer one is reported, not stored (nothing in a subscriber row is that long). */
const CSV_READ = {
  recordMax: 4000,
  tooLong: "This row is longer than 4000 characters.",
  notClosed: "A quoted value is not closed before the end of the file.",
};

/** Text chunks of the file, in order; the caller decodes the bytes (UTF-8). */
export async function importSubscribers(
  actor: Actor,
  chunks: AsyncIterable<string>,
  opts: ImportOptions,
): Promise<ImportReport> {
  const now = opts.now ?? new Date();
  const nowS = now.toISOString();
  let transport = "";
  if (opts.sendWelcome) {
    const status = await outboxStatus({ bulk: true });
    if (status.transport === "emailjs" && status.problem)
      throw new AppError("invalid", { field: "welcome", message: status.problem });
    transport = status.transport;
  }
  const report: ImportReport = { added: 0, skipped: 0, errors: [], moreErrors: 0 };
  const fail = (line: number, message: string) => {
    if (report.errors.length < ERRORS_SHOWN) report.errors.push({ line, message });
    else report.moreErrors++;
  };
  const batch = `import-${newId()}`;
  let columns: { email: number; name: number; status: number } | null = null;

  const tr = await siteI18n();
  const handle = async (rec: CsvRecord) => {
    if (rec.problem) return fail(rec.line, rec.problem);
    const cells = rec.cells.map((c) => unguard(c.trim()));
    if (!columns) {
      const lower = cells.map((c) => c.toLowerCase());
      const email = lower.findIndex((c) => c === "email" || c === "e-mail" || c === "email address");
      if (email < 0) throw new AppError("invalid", { field: "file", message: IMPORT.noEmailColumn });
      columns = { email, name: lower.indexOf("name"), status: lower.indexOf("status") };
      return;
    }
    const address = checkAddress(cells[columns.email] ?? "", tr.t);
    if (!address.ok) return fail(rec.line, address.message);
    const name = columns.name >= 0 ? (cells[columns.name] ?? "").replace(/\s+/g, " ") : "";
    if (name.length > NAME_MAX) return fail(rec.line, `Keep the name under ${NAME_MAX} characters.`);
    // A list exported with its unsubscribed and bounced rows: those people are not subscribed again.
    const status = columns.status >= 0 ? (cells[columns.status] ?? "").toLowerCase() : "";
    if (status === "unsubscribed" || status === "bounced") return void report.skipped++;
    const email = address.address.toLowerCase();
    const added = await db()
      .transaction()
      .execute(async (trx) => {
        if (await findByEmail(email, trx)) return false;
        const id = newId();
        await insertSubscriber(trx, {
          id,
          email,
          name,
          wants: "all",
          town_id: null,
          town: "",
          latitude: null,
          longitude: null,
          radius_km: 100,
          status: opts.sendWelcome ? "pending" : "confirmed",
          source: "import",
          signed_up_at: nowS,
          consent_text: IMPORT.consentText,
          consent_ip_hash: null,
          consent_at: opts.sendWelcome ? null : nowS,
          import_statement: opts.statement,
          confirm_nonce: opts.sendWelcome ? randomBytes(16).toString("base64url") : null,
          confirm_sent_at: opts.sendWelcome ? nowS : null,
          unsubscribed_at: null,
          unsubscribed_mailing_id: null,
          bounced_at: null,
          bounce_detail: null,
          bounced_mailing_id: null,
          updated_at: nowS,
        });
        if (opts.sendWelcome)
          await queueMail(trx, [{ kind: FANS_MAIL, ref: `c:${id}`, recipient: email, bulkGroup: batch }], transport);
        return true;
      })
      .catch(async (e: unknown) => {
        // The same address signed up at that moment: it is on the list, so the row is skipped.
        if (await findByEmail(email)) return false;
        throw e;
      });
    if (added) report.added++;
    else report.skipped++;
  };

  for await (const rec of readCsv(chunks, CSV_READ)) await handle(rec);
  if (!columns) throw new AppError("invalid", { field: "file", message: IMPORT.empty });
  await audit(actor, "fans.import", "fan_subscriber", null, {
    added: report.added,
    skipped: report.skipped,
    errors: report.errors.length + report.moreErrors,
    welcome: opts.sendWelcome,
  });
  if (opts.sendWelcome && report.added > 0) wakeOutbox();
  return report;
}

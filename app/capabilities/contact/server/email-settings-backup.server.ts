/**
 * The e-mail settings in an export, only when the owner ticks them (issue 11;
 * the manifest's backupOptional). The sealed secrets open only with this
 * installation's key, so the export carries them opened — readable in the
 * file, which the export page says — and the import seals them again with the
 * importing installation's key. An export without them leaves the importing
 * site's own e-mail settings as they are.
 */
import { sealSecret } from "~/core/secrets/secret-box.server.ts";
import { SECRET_PURPOSE, openStored } from "~/core/mail/config.server.ts";

type Row = Record<string, unknown>;
const SECRETS = Object.entries(SECRET_PURPOSE) as [keyof typeof SECRET_PURPOSE, string][];

export async function exportEmailSettings(_table: string, rows: Row[]): Promise<Row[]> {
  // A secret that no longer opens here is left out ("not set") rather than exported as unreadable text.
  return rows.map((r) => ({
    ...r,
    ...Object.fromEntries(
      SECRETS.map(([col, purpose]) => [col, typeof r[col] === "string" ? (openStored(r[col], purpose) ?? "") : ""]),
    ),
  }));
}

export async function importEmailSettings(_table: string, rows: Row[]): Promise<Row[]> {
  return rows.map((r) => ({
    ...r,
    ...Object.fromEntries(
      SECRETS.map(([col, purpose]) => [
        col,
        typeof r[col] === "string" && r[col] !== "" ? sealSecret(r[col], purpose) : "",
      ]),
    ),
  }));
}

/**
 * What goes wrong with a backup that a person can act on: a 400 with a
 * sentence for the studio and the command line. `reason` names the case, so
 * the studio can say it in the owner's language (operations catalogue
 * `operations.studio.error.<reason>`); `message` is the English.
 */
import { AppError } from "../errors.ts";

export type BackupErrorReason =
  | "wrong_passphrase"
  | "passphrase_needed"
  | "tampered"
  | "not_encrypted_backup"
  | "checksum"
  | "missing"
  | "target"
  | "busy"
  | "safety_backup"
  | "not_verified";

export class BackupError extends AppError {
  readonly reason: BackupErrorReason;
  readonly vars: Record<string, string>;
  constructor(reason: BackupErrorReason, message: string, vars: Record<string, string> = {}) {
    super("bad_request", { message });
    this.name = "BackupError";
    this.reason = reason;
    this.vars = vars;
  }
}

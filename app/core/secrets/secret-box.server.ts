/**
 * Secrets stored in the database, encrypted at rest (issue 11; ADR 0013):
 * AES-256-GCM with a key derived by HKDF-SHA256 from SESSION_SECRET (which is
 * kept outside the database: the environment, or DATA_DIR/session-secret).
 * Each value is bound to what it is (`purpose`, the GCM additional data), so
 * a ciphertext copied into another column does not open there. The stored
 * form is text: `v1.<iv>.<ciphertext+tag>` in base64url.
 *
 * A value that no longer opens (SESSION_SECRET changed, or the row was
 * tampered with) is `null`: the caller treats it as "set, but unreadable —
 * enter it again", never as an error page, and never logs the value.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "~/core/env.server.ts";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

let cached: { secret: string; key: Buffer } | undefined;

/** The encryption key for this installation, from SESSION_SECRET (derived once per secret). */
function key(secret = env().SESSION_SECRET): Buffer {
  if (cached?.secret !== secret) {
    cached = {
      secret,
      key: Buffer.from(hkdfSync("sha256", secret, "marquee", "marquee secret-box v1 aes-256-gcm", 32)),
    };
  }
  return cached.key;
}

/** Encrypts `plain` for storage; `purpose` names what it is (e.g. "email_settings.smtp_password"). */
export function sealSecret(plain: string, purpose: string, secret?: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(secret), iv);
  cipher.setAAD(Buffer.from(purpose, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
}

/** The plain text of a sealed value, or null when it does not open with this installation's key. */
export function openSecret(sealed: string, purpose: string, secret?: string): string | null {
  const [version, ivText, bodyText, extra] = sealed.split(".");
  if (version !== VERSION || !ivText || !bodyText || extra !== undefined) return null;
  const iv = Buffer.from(ivText, "base64url");
  const body = Buffer.from(bodyText, "base64url");
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(secret), iv);
    decipher.setAAD(Buffer.from(purpose, "utf8"));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}

/** True for text in the sealed form (whether or not it opens here). */
export const isSealed = (value: string): boolean => /^v1\.[\w-]+\.[\w-]+$/.test(value);

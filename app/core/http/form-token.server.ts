/**
 * The signed timing token of every public form (issue 26; first the contact
 * form's, SPEC §5): it says when the form was served, signed so that it
 * cannot be made up, and a submission is taken for a bot's when its token is
 * missing, forged, younger than 3 s or older than 24 h. Stateless: the server
 * issues and checks it, so no browser clock is involved. Pure functions of
 * their input and a secret (SESSION_SECRET), tested directly.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const TOKEN_MIN_AGE_MS = 3_000;
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A browser clock is not involved (the server issues and checks), but allow a little skew between processes. */
const FUTURE_SKEW_MS = 5_000;

/** Why a token is refused. */
export type TokenProblem = "token_missing" | "token_invalid" | "too_fast" | "token_expired";

// The HMAC's purpose, kept as it was first written: tokens already handed out stay valid across the move.
const PURPOSE = "contact-form-token";

function mac(secret: string, value: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${value}`).digest("base64url");
}

/** A token saying "this form was served at `now`", signed so it cannot be made up. */
export function issueFormToken(secret: string, now: number = Date.now()): string {
  const issued = Math.floor(now).toString(36);
  return `${issued}.${mac(secret, issued)}`;
}

/** Why a token is unacceptable, or null when it is 3 s to 24 h old and genuine. */
export function checkFormToken(token: unknown, secret: string, now: number = Date.now()): TokenProblem | null {
  if (typeof token !== "string" || token === "") return "token_missing";
  const dot = token.indexOf(".");
  if (dot <= 0 || token.length > 200) return "token_invalid";
  const issued = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, issued));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "token_invalid";
  const issuedAt = parseInt(issued, 36);
  if (!Number.isSafeInteger(issuedAt)) return "token_invalid";
  const age = now - issuedAt;
  if (age < -FUTURE_SKEW_MS) return "token_invalid";
  if (age < TOKEN_MIN_AGE_MS) return "too_fast";
  if (age > TOKEN_MAX_AGE_MS) return "token_expired";
  return null;
}

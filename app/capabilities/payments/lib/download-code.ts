/** Download codes as printed on cards (issue 30): 12 letters of Crockford's base 32, in groups of four. */
import { normalizeCode } from "./base32.ts";

export const CODE_LENGTH = 12;

/** "7KX4QH2MABCD" → "7KX4-QH2M-ABCD". */
export const showDownloadCode = (code: string): string => code.match(/.{1,4}/g)?.join("-") ?? code;

/** What a fan typed, as stored; null when it cannot be one of ours (nothing to look up). */
export function readDownloadCode(typed: string): string | null {
  const c = normalizeCode(typed.slice(0, 40));
  return /^[0-9A-HJKMNP-TV-Z]{12}$/.test(c) ? c : null;
}

/** How many codes one batch may have: a few boxes of cards, not a database dump. */
export const BATCH_MAX = 2000;

/** Crockford's base 32 (no I, L, O, U): order numbers and door codes people read aloud and type. */

export const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function base32(bytes: Uint8Array, length: number): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** What someone typed ("7kx4-qh2m", "7KX4 QH2M", an O for a 0) as the letters we print. */
export const normalizeCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");

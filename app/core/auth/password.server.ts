/**
 * Password hashing with argon2id through node:crypto (no native add-on),
 * stored as a PHC string so parameters can change later without a migration.
 */
import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const argon2Async = promisify(argon2);

/** SPEC §9: argon2id, 19 MiB memory, 2 passes, parallelism 1. */
export const ARGON2_PARAMS = { memory: 19 * 1024, passes: 2, parallelism: 1, tagLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const tag = await argon2Async("argon2id", { message: password, nonce: salt, ...ARGON2_PARAMS });
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${salt.toString("base64url")}$${tag.toString("base64url")}`;
}

export function parseHash(
  phc: string,
): { memory: number; passes: number; parallelism: number; salt: Buffer; tag: Buffer } | null {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(phc);
  if (!m) return null;
  return {
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    salt: Buffer.from(m[4]!, "base64url"),
    tag: Buffer.from(m[5]!, "base64url"),
  };
}

export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const p = parseHash(phc);
  if (!p) return false;
  const tag = await argon2Async("argon2id", {
    message: password,
    nonce: p.salt,
    memory: p.memory,
    passes: p.passes,
    parallelism: p.parallelism,
    tagLength: p.tag.length,
  });
  return tag.length === p.tag.length && timingSafeEqual(tag, p.tag);
}

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword("marquee-dummy-password-for-timing");
  return dummy;
}

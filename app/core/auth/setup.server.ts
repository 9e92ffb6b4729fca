/**
 * First-run ownership: the owner comes from ADMIN_EMAIL/ADMIN_PASSWORD, or from
 * /admin/setup with the one-time code the server prints (so nobody else can
 * claim a fresh site). The code is kept in the database so every process of
 * one site prints the same one.
 */
import { randomInt } from "node:crypto";
import { getMeta, setMeta, deleteMeta, takeMeta } from "~/core/db/meta.server.ts";
import { countUsers, createUser, findUserByEmail, type User } from "~/core/auth/data/users.server.ts";
import { hashPassword } from "./password.server.ts";
import { passwordProblem } from "./passwords.ts";
import { studioTranslatorFor } from "../i18n/studio.server.ts";
import { safeEqual } from "~/core/http/sign.server.ts";
import { audit } from "~/core/audit/audit.server.ts";
import { ConfigError } from "~/core/env.server.ts";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I

function newCode(): string {
  let s = "";
  for (let i = 0; i < 8; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/** The setup code while no user exists (created on first call), else null. */
export async function ensureSetupCode(): Promise<string | null> {
  if ((await countUsers()) > 0) {
    await deleteMeta("setup_code");
    return null;
  }
  const existing = await getMeta("setup_code");
  if (existing) return existing;
  const code = newCode();
  await setMeta("setup_code", code);
  return code;
}

const sameCode = (input: string, code: string) =>
  safeEqual(
    input
      .trim()
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, ""),
    code.replace("-", ""),
  );

export async function checkSetupCode(input: string): Promise<boolean> {
  const code = await getMeta("setup_code");
  return !!code && sameCode(input, code);
}

/** Creates the owner from the environment when that account does not exist yet. */
export async function bootstrapOwnerFromEnv(
  email: string | undefined,
  password: string | undefined,
): Promise<User | null> {
  if (!email || !password) return null;
  const existing = await findUserByEmail(email);
  if (existing) return null;
  // A configuration error, read in the server's log: English.
  const problem = passwordProblem(password, email, studioTranslatorFor("en"));
  if (problem) throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD: ${problem}`);
  let user: User;
  try {
    user = await createUser({
      email,
      displayName: email.split("@")[0] ?? email,
      passwordHash: await hashPassword(password),
      role: "owner",
    });
  } catch (error) {
    // Several processes starting at once on one PostgreSQL: another one created it first.
    if (await findUserByEmail(email)) return null;
    throw error;
  }
  await deleteMeta("setup_code");
  await audit({ id: user.id, email: user.email }, "user.create", "user", user.id, {
    role: "owner",
    via: "ADMIN_EMAIL",
  });
  return user;
}

/**
 * Creates the owner with the setup code, or returns null (wrong code, or a
 * user exists). The code is taken atomically before the account is made, so
 * two setups sent at once cannot both pass the "no user yet" check.
 */
export async function createFirstOwner(input: {
  code: string;
  email: string;
  displayName: string;
  password: string;
}): Promise<User | null> {
  const passwordHash = await hashPassword(input.password);
  const code = await getMeta("setup_code");
  if (!code || !sameCode(input.code, code) || (await countUsers()) > 0) return null;
  if (!(await takeMeta("setup_code", code))) return null;
  let user: User;
  try {
    user = await createUser({ email: input.email, displayName: input.displayName, passwordHash, role: "owner" });
  } catch (error) {
    await setMeta("setup_code", code); // nobody was created: the printed code still works
    throw error;
  }
  await audit({ id: user.id, email: user.email }, "user.create", "user", user.id, { role: "owner", via: "setup" });
  return user;
}

/** A user with a known password, for database tests. */
import { createUser } from "~/core/auth/data/users.server.ts";
import { hashPassword } from "~/core/auth/password.server.ts";

export const TEST_PASSWORD = "correct horse battery";

export async function makeUser(email: string, role: "owner" | "editor" = "editor") {
  return createUser({ email, displayName: email, passwordHash: await hashPassword(TEST_PASSWORD), role });
}

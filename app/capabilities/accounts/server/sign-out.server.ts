/** Signing out of the studio: the session ends (the cookie that clears it is returned) and the audit log says who. */
import type { RouterContextProvider } from "react-router";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { endSession } from "~/core/auth/session.server.ts";

export async function signOut(
  actor: Actor,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string> {
  const cookie = await endSession(request, context);
  await audit(actor, "signout", "user", actor.id);
  return cookie;
}

/**
 * Guards for every studio loader and action (SPEC §6). A layout check is a
 * convenience; these are the security.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { getSession, type SessionInfo } from "./session.server.ts";
import { isValidCsrf } from "./csrf.server.ts";
import { csrfError, forbidden } from "~/core/http/errors.server.ts";
import { capabilities } from "~/core/capability.server.ts";
import { readForm } from "~/core/http/body.server.ts";
import type { Role, User } from "~/core/auth/data/users.server.ts";

type Ctx = Readonly<RouterContextProvider>;

const rank: Record<Role, number> = { editor: 1, owner: 2 };

/** True when `user` has `role` or a higher one. */
export function hasRole(user: Pick<User, "role">, role: Role): boolean {
  return rank[user.role] >= rank[role];
}

/** To the sign-in page a manifest declares (the accounts capability's), back to this page after; without one, no access. */
function loginRedirect(request: Request) {
  const signIn = capabilities().find((c) => c.signIn)?.signIn;
  if (!signIn) return forbidden();
  const url = new URL(request.url);
  const next = url.pathname + url.search;
  return redirect(`${signIn}?next=${encodeURIComponent(next)}`);
}

/** The signed-in user, or a redirect to the sign-in page. */
export async function requireUser(request: Request, context: Ctx): Promise<User> {
  return (await requireSession(request, context)).user;
}

export async function requireSession(request: Request, context: Ctx): Promise<SessionInfo> {
  const s = await getSession(request, context);
  if (!s) throw loginRedirect(request);
  return s;
}

/** The signed-in user with at least `role`; 302 to sign-in or 403. */
export async function requireRole(request: Request, context: Ctx, role: Role): Promise<User> {
  const user = await requireUser(request, context);
  if (rank[user.role] < rank[role]) throw forbidden();
  return user;
}

/**
 * For studio actions: session, CSRF token and role, in that order. Reads the
 * form (urlencoded or multipart) and returns it; `maxBytes` raises the body's
 * cap for a form that carries a larger file (the press kit's 20 MB PDFs).
 */
export async function requireAction(
  request: Request,
  context: Ctx,
  role: Role,
  opts: { maxBytes?: number } = {},
): Promise<{ user: User; form: FormData; session: SessionInfo }> {
  const session = await requireSession(request, context);
  const form = await readForm(request, opts);
  if (!isValidCsrf(request, context, form.get("csrf"))) throw csrfError();
  if (rank[session.user.role] < rank[role]) throw forbidden();
  return { user: session.user, form, session };
}

/** CSRF check for requests whose body is read elsewhere (streamed uploads send the token in a header). */
export async function requireActionHeader(request: Request, context: Ctx, role: Role): Promise<User> {
  const session = await requireSession(request, context);
  const url = new URL(request.url);
  const token = request.headers.get("x-csrf-token") ?? url.searchParams.get("csrf");
  if (!isValidCsrf(request, context, token)) throw csrfError();
  if (rank[session.user.role] < rank[role]) throw forbidden();
  return session.user;
}

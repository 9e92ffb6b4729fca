import { data, useLocation } from "react-router";
import type { Route } from "./+types/account";
import { TextField } from "~/core/ui/Field.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { changePasswordSchema } from "~/core/auth/schemas.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { passwordProblem } from "~/core/auth/passwords.ts";
import { requireAction, requireRole, requireSession } from "~/core/auth/guards.server.ts";
import { hashPassword, verifyPassword } from "~/core/auth/password.server.ts";
import { passwordHashOf, setPasswordHash } from "~/core/auth/data/users.server.ts";
import { countUserSessions, deleteUserSessions } from "~/core/auth/data/sessions.server.ts";
import { audit } from "~/core/audit/audit.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  return { email: user.email, name: user.display_name, role: user.role, sessions: await countUserSessions(user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form, session } = await requireAction(request, context, "editor");
  await requireSession(request, context);
  const actor = { id: user.id, email: user.email };
  if (form.get("intent") === "signout-others") {
    const n = await deleteUserSessions(user.id, session.idHash);
    await audit(actor, "session.end_others", "user", user.id, { ended: n });
    return redirectWithToast("/admin/account", { type: "success", message: `Signed out ${n} other session${n === 1 ? "" : "s"}.` }, context);
  }
  const sub = parseSubmission(changePasswordSchema, form);
  const errors: Record<string, string> = { ...sub.errors };
  if (sub.value) {
    const hash = await passwordHashOf(user.id);
    if (!hash || !(await verifyPassword(sub.value.current, hash))) errors.current = "Your current password is not right.";
    const p = passwordProblem(sub.value.password, user.email);
    if (p && !errors.password) errors.password = p;
  }
  if (!sub.value || Object.keys(errors).length) return data({ errors }, { status: 400 });
  await setPasswordHash(user.id, await hashPassword(sub.value.password));
  // A new password ends every other session (SPEC §4).
  await deleteUserSessions(user.id, session.idHash);
  await audit(actor, "user.password_change", "user", user.id);
  return redirectWithToast("/admin/account", { type: "success", message: "Password changed. Your other sessions are signed out." }, context);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const errors = (actionData as { errors?: Record<string, string> } | undefined)?.errors;
  // A new location after each successful post (the redirect) starts the form empty; a failed one keeps it.
  const { key } = useLocation();
  return (
    <>
      <h1>Your account</h1>
      <p>
        {loaderData.name} · {loaderData.email} · {loaderData.role}
      </p>
      <h2>Change password</h2>
      <AdminForm key={key} errors={errors} className="form" noValidate>
        <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
        <TextField label="Current password" name="current" type="password" autoComplete="current-password" required error={errors?.current} />
        <TextField label="New password" name="password" type="password" autoComplete="new-password" required minLength={12} error={errors?.password} hint="At least 12 characters; not your e-mail address." />
        <TextField label="Repeat new password" name="confirm" type="password" autoComplete="new-password" required error={errors?.confirm} />
        <p>
          <SubmitButton name="intent" value="password">
            Change password
          </SubmitButton>
        </p>
      </AdminForm>
      <h2>Sessions</h2>
      <p>
        You are signed in on {loaderData.sessions} device{loaderData.sessions === 1 ? "" : "s"} (this one included).
      </p>
      <AdminForm>
        <SubmitButton name="intent" value="signout-others" className="secondary">
          Sign out other sessions
        </SubmitButton>
      </AdminForm>
    </>
  );
}

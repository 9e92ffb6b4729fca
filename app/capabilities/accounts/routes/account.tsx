import { useLocation } from "react-router";
import type { Route } from "./+types/account";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { TextField } from "~/core/ui/Field.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { changePasswordSchema } from "~/core/auth/schemas.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole, requireSession } from "~/core/auth/guards.server.ts";
import { changeOwnPassword, passwordChangeProblems, sessionCount, signOutOtherSessions } from "~/capabilities/accounts/server/account.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";

export const meta: Route.MetaFunction = () => studioMeta("Account");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  return { email: user.email, name: user.display_name, role: user.role, sessions: await sessionCount(user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form, session } = await requireAction(request, context, "editor");
  await requireSession(request, context);
  const actor = { id: user.id, email: user.email };
  if (form.get("intent") === "signout-others") {
    const o = await signOutOtherSessions(actor, session.idHash);
    return redirectWithToast("/admin/account", { type: "success", message: o.message }, context);
  }
  const sub = parseSubmission(changePasswordSchema, form);
  const errors = { ...sub.errors, ...(sub.value ? await passwordChangeProblems(actor, sub.value) : {}) };
  // The password fields are never sent back (no input kept).
  if (!sub.value || Object.keys(errors).length) return formFailure({ errors });
  // A new password ends every other session (SPEC §4).
  await changeOwnPassword(actor, session.idHash, sub.value.password);
  return redirectWithToast("/admin/account", { type: "success", message: "Password changed. Your other sessions are signed out." }, context);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors;
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

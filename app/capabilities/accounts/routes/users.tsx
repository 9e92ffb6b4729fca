import { useLocation } from "react-router";
import type { Route } from "./+types/users";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { newPasswordSchema, newUserSchema } from "~/core/auth/schemas.ts";
import { inputValue, parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { addUser, changeUser, newUserProblems, resetPassword, studioUsers, type UserChange } from "~/capabilities/accounts/server/users.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";

export const meta: Route.MetaFunction = () => studioMeta("Users");

const ROLES = [
  { value: "editor", label: "Editor — events, media, gallery, inbox" },
  { value: "owner", label: "Owner — everything, including settings and users" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireRole(request, context, "owner");
  return { me: me.id, users: await studioUsers() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const actor = { id: user.id, email: user.email };
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const back = (message: string, type: "success" | "error" = "success") => redirectWithToast("/admin/users", { type, message }, context);
  const answer = (o: UserChange) => back(o.message, o.ok ? "success" : "error");

  if (intent === "add") {
    const sub = parseSubmission(newUserSchema, form);
    const errors = { ...sub.errors, ...(sub.value ? await newUserProblems(sub.value) : {}) };
    const input = { display_name: inputValue(sub.input, "display_name"), email: inputValue(sub.input, "email"), role: inputValue(sub.input, "role") };
    if (!sub.value || Object.keys(errors).length) return formFailure({ errors, input });
    const created = await addUser(actor, sub.value);
    return back(`${created.display_name} can now sign in as ${created.role}.`);
  }
  if (intent === "disable" || intent === "enable") return answer(await changeUser(actor, id, { disabled: intent === "disable" }));
  if (intent === "role") return answer(await changeUser(actor, id, { role: form.get("role") === "owner" ? "owner" : "editor" }));
  if (intent === "reset") {
    // A password the rules refuse is shown under that user's field (target); anything else is a toast.
    const pw = newPasswordSchema.safeParse(form.get("password"));
    if (!pw.success) return formFailure({ errors: { password: pw.error.issues[0]!.message }, target: id });
    const r = await resetPassword(actor, id, pw.data);
    if (!r.ok && r.field) return formFailure({ errors: { [r.field]: r.message }, target: id });
    return answer(r);
  }
  return back("Unknown action.", "error");
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const a = actionData;
  const addErrors = a && !a.target ? a.errors : undefined;
  // A new location after each successful post (the redirect) empties the password and add forms; a failed one keeps them.
  const { key } = useLocation();
  return (
    <>
      <h1>Users</h1>
      <table className="stack-table">
        <caption className="visually-hidden">Studio users</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.users.map((u) => (
            <tr key={u.id}>
              <td data-label="Name">
                {u.display_name}
                <br />
                <span className="muted">{u.email}</span>
              </td>
              <td data-label="Role">{u.role}</td>
              <td data-label="Status">{u.disabled ? "disabled" : "active"}</td>
              <td data-label="Actions">
                <div className="row">
                  <AdminForm>
                    <input type="hidden" name="id" value={u.id} />
                    <input type="hidden" name="role" value={u.role === "owner" ? "editor" : "owner"} />
                    <SubmitButton name="intent" value="role" className="secondary small" aria-label={`Make ${u.role === "owner" ? "editor" : "owner"}: ${u.display_name}`}>
                      Make {u.role === "owner" ? "editor" : "owner"}
                    </SubmitButton>
                  </AdminForm>
                  <AdminForm>
                    <input type="hidden" name="id" value={u.id} />
                    <SubmitButton name="intent" value={u.disabled ? "enable" : "disable"} className="secondary small" aria-label={`${u.disabled ? "Enable" : "Disable"} ${u.display_name}`}>
                      {u.disabled ? "Enable" : "Disable"}
                    </SubmitButton>
                  </AdminForm>
                </div>
                <details key={key}>
                  <summary>Reset password</summary>
                  <AdminForm className="form" noValidate>
                    <input type="hidden" name="id" value={u.id} />
                    <TextField label={`New password for ${u.display_name}`} name="password" type="password" autoComplete="new-password" error={a?.target === u.id ? a.errors.password : undefined} />
                    <SubmitButton name="intent" value="reset" className="small">
                      Set password
                    </SubmitButton>
                  </AdminForm>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Add a user</h2>
      <AdminForm key={key} errors={addErrors} className="form" noValidate>
        <TextField label="Name" name="display_name" required defaultValue={a?.input?.display_name} error={addErrors?.display_name} />
        <TextField label="E-mail" name="email" type="email" required defaultValue={a?.input?.email} error={addErrors?.email} />
        <SelectField label="Role" name="role" options={ROLES} defaultValue={a?.input?.role || "editor"} error={addErrors?.role} />
        <TextField label="Temporary password" name="password" type="password" autoComplete="new-password" required error={addErrors?.password} hint="Share it privately; they can change it under Account." />
        <p>
          <SubmitButton name="intent" value="add">
            Add user
          </SubmitButton>
        </p>
      </AdminForm>
    </>
  );
}

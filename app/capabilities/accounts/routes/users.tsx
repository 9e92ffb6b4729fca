import { useLocation } from "react-router";
import type { Route } from "./+types/users";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { newPasswordSchema, newUserSchema } from "~/core/auth/schemas.ts";
import { inputValue, parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import {
  addUser,
  changeUser,
  newUserProblems,
  resetPassword,
  studioUsers,
  type UserChange,
} from "~/capabilities/accounts/server/users.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("accounts.studio.users.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireRole(request, context, "owner");
  return { me: me.id, users: await studioUsers() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const back = (message: string, type: "success" | "error" = "success") =>
    redirectWithToast("/admin/users", { type, message }, context);
  const answer = (o: UserChange) => back(o.message, o.ok ? "success" : "error");

  if (intent === "add") {
    const sub = parseSubmission(newUserSchema(tr), form, tr);
    const errors = { ...sub.errors, ...(sub.value ? await newUserProblems(sub.value, tr) : {}) };
    const input = {
      display_name: inputValue(sub.input, "display_name"),
      email: inputValue(sub.input, "email"),
      role: inputValue(sub.input, "role"),
    };
    if (!sub.value || Object.keys(errors).length) return formFailure({ errors, input });
    const created = await addUser(actor, sub.value);
    return back(tr.t("accounts.studio.users.added", { name: created.display_name, role: created.role }));
  }
  if (intent === "disable" || intent === "enable")
    return answer(await changeUser(actor, id, { disabled: intent === "disable" }, tr));
  if (intent === "role")
    return answer(await changeUser(actor, id, { role: form.get("role") === "owner" ? "owner" : "editor" }, tr));
  if (intent === "reset") {
    // A password the rules refuse is shown under that user's field (target); anything else is a toast.
    const pw = newPasswordSchema(tr).safeParse(form.get("password"));
    if (!pw.success) return formFailure({ errors: { password: pw.error.issues[0]!.message }, target: id });
    const r = await resetPassword(actor, id, pw.data, tr);
    if (!r.ok && r.field) return formFailure({ errors: { [r.field]: r.message }, target: id });
    return answer(r);
  }
  return back(tr.t("accounts.studio.users.unknownAction"), "error");
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const a = actionData;
  const roles = [
    { value: "editor", label: t("accounts.studio.users.roleEditor") },
    { value: "owner", label: t("accounts.studio.users.roleOwner") },
  ];
  const addErrors = a && !a.target ? a.errors : undefined;
  // A new location after each successful post (the redirect) empties the password and add forms; a failed one keeps them.
  const { key } = useLocation();
  return (
    <>
      <h1>{t("accounts.studio.users.heading")}</h1>
      <table className="stack-table">
        <caption className="visually-hidden">{t("accounts.studio.users.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("accounts.studio.users.name")}</th>
            <th scope="col">{t("accounts.studio.users.role")}</th>
            <th scope="col">{t("accounts.studio.users.status")}</th>
            <th scope="col">{t("accounts.studio.users.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.users.map((u) => (
            <tr key={u.id}>
              <td data-label={t("accounts.studio.users.name")}>
                {u.display_name}
                <br />
                <span className="muted">{u.email}</span>
              </td>
              <td data-label={t("accounts.studio.users.role")}>{t("accounts.studio.role", { role: u.role })}</td>
              <td data-label={t("accounts.studio.users.status")}>
                {u.disabled ? t("accounts.studio.users.statusDisabled") : t("accounts.studio.users.statusActive")}
              </td>
              <td data-label={t("accounts.studio.users.actions")}>
                <div className="row">
                  <AdminForm>
                    <input type="hidden" name="id" value={u.id} />
                    <input type="hidden" name="role" value={u.role === "owner" ? "editor" : "owner"} />
                    <SubmitButton
                      name="intent"
                      value="role"
                      className="secondary small"
                      aria-label={t("accounts.studio.users.makeFor", {
                        role: u.role === "owner" ? "editor" : "owner",
                        name: u.display_name,
                      })}
                    >
                      {t("accounts.studio.users.make", { role: u.role === "owner" ? "editor" : "owner" })}
                    </SubmitButton>
                  </AdminForm>
                  <AdminForm>
                    <input type="hidden" name="id" value={u.id} />
                    <SubmitButton
                      name="intent"
                      value={u.disabled ? "enable" : "disable"}
                      className="secondary small"
                      aria-label={t(
                        u.disabled ? "accounts.studio.users.enableFor" : "accounts.studio.users.disableFor",
                        { name: u.display_name },
                      )}
                    >
                      {u.disabled ? t("accounts.studio.users.enable") : t("accounts.studio.users.disable")}
                    </SubmitButton>
                  </AdminForm>
                </div>
                <details key={key}>
                  <summary>{t("accounts.studio.users.resetPassword")}</summary>
                  <AdminForm className="form" noValidate>
                    <input type="hidden" name="id" value={u.id} />
                    <TextField
                      label={t("accounts.studio.users.newPasswordFor", { name: u.display_name })}
                      name="password"
                      type="password"
                      autoComplete="new-password"
                      error={a?.target === u.id ? a.errors.password : undefined}
                    />
                    <SubmitButton name="intent" value="reset" className="small">
                      {t("accounts.studio.users.setPassword")}
                    </SubmitButton>
                  </AdminForm>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t("accounts.studio.users.addHeading")}</h2>
      <AdminForm key={key} errors={addErrors} className="form" noValidate>
        <TextField
          label={t("accounts.studio.users.name")}
          name="display_name"
          required
          defaultValue={a?.input?.display_name}
          error={addErrors?.display_name}
        />
        <TextField
          label={t("accounts.studio.users.email")}
          name="email"
          type="email"
          required
          defaultValue={a?.input?.email}
          error={addErrors?.email}
        />
        <SelectField
          label={t("accounts.studio.users.role")}
          name="role"
          options={roles}
          defaultValue={a?.input?.role || "editor"}
          error={addErrors?.role}
        />
        <TextField
          label={t("accounts.studio.users.tempPassword")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={addErrors?.password}
          hint={t("accounts.studio.users.tempPasswordHint")}
        />
        <p>
          <SubmitButton name="intent" value="add">
            {t("accounts.studio.users.add")}
          </SubmitButton>
        </p>
      </AdminForm>
    </>
  );
}

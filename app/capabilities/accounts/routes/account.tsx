import { useLocation } from "react-router";
import type { Route } from "./+types/account";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { changePasswordSchema } from "~/core/auth/schemas.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole, requireSession } from "~/core/auth/guards.server.ts";
import {
  changeOwnPassword,
  chooseStudioLanguage,
  passwordChangeProblems,
  sessionCount,
  signOutOtherSessions,
} from "~/capabilities/accounts/server/account.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor, studioLocale, studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { STUDIO_LOCALES } from "~/core/i18n/studio-locales.ts";
import { localeInfo } from "~/core/i18n/locales.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("accounts.studio.account.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  return {
    email: user.email,
    name: user.display_name,
    role: user.role,
    sessions: await sessionCount(user.id),
    studioLanguage: await studioLocale(user),
    // Each language in its own name: someone who cannot read the current one still finds theirs.
    studioLanguages: STUDIO_LOCALES.map((code) => ({ value: code, label: localeInfo(code).name })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form, session } = await requireAction(request, context, "editor");
  await requireSession(request, context);
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const intent = form.get("intent");
  if (intent === "studio-language") {
    const chosen = await chooseStudioLanguage(actor, String(form.get("studio_language") ?? ""));
    if (!chosen)
      return formFailure({
        errors: { studio_language: tr.t("accounts.studio.account.chooseLanguage") },
        section: "language",
      });
    // The toast is already in the new language: the next page is.
    return redirectWithToast(
      "/admin/account",
      { type: "success", message: studioTranslatorFor(chosen).t("accounts.studio.account.languageSaved") },
      context,
    );
  }
  if (intent === "signout-others") {
    const o = await signOutOtherSessions(actor, session.idHash, tr);
    return redirectWithToast("/admin/account", { type: "success", message: o.message }, context);
  }
  const sub = parseSubmission(changePasswordSchema(tr), form, tr);
  const errors = { ...sub.errors, ...(sub.value ? await passwordChangeProblems(actor, sub.value, tr) : {}) };
  // The password fields are never sent back (no input kept).
  if (!sub.value || Object.keys(errors).length) return formFailure({ errors, section: "password" });
  // A new password ends every other session (SPEC §4).
  await changeOwnPassword(actor, session.idHash, sub.value.password);
  return redirectWithToast(
    "/admin/account",
    { type: "success", message: tr.t("accounts.studio.account.passwordChanged") },
    context,
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const errors = actionData?.section === "password" ? actionData.errors : undefined;
  const languageErrors = actionData?.section === "language" ? actionData.errors : undefined;
  // A new location after each successful post (the redirect) starts the form empty; a failed one keeps it.
  const { key } = useLocation();
  return (
    <>
      <h1>{t("accounts.studio.account.heading")}</h1>
      <p>
        {loaderData.name} · {loaderData.email} · {t("accounts.studio.role", { role: loaderData.role })}
      </p>
      <h2>{t("accounts.studio.account.languageHeading")}</h2>
      <AdminForm key={`language-${key}`} errors={languageErrors} className="form" noValidate>
        <SelectField
          label={t("accounts.studio.account.languageLabel")}
          name="studio_language"
          options={loaderData.studioLanguages}
          defaultValue={loaderData.studioLanguage}
          error={languageErrors?.studio_language}
          hint={t("accounts.studio.account.languageHint")}
        />
        <p>
          <SubmitButton name="intent" value="studio-language">
            {t("accounts.studio.account.languageSave")}
          </SubmitButton>
        </p>
      </AdminForm>
      <h2>{t("accounts.studio.account.passwordHeading")}</h2>
      <AdminForm key={key} errors={errors} className="form" noValidate>
        <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
        <TextField
          label={t("accounts.studio.account.current")}
          name="current"
          type="password"
          autoComplete="current-password"
          required
          error={errors?.current}
        />
        <TextField
          label={t("accounts.studio.account.newPassword")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          error={errors?.password}
          hint={t("accounts.studio.account.newPasswordHint")}
        />
        <TextField
          label={t("accounts.studio.account.confirm")}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={errors?.confirm}
        />
        <p>
          <SubmitButton name="intent" value="password">
            {t("accounts.studio.account.changePassword")}
          </SubmitButton>
        </p>
      </AdminForm>
      <h2>{t("accounts.studio.account.sessionsHeading")}</h2>
      <p>{t("accounts.studio.account.sessions", { count: loaderData.sessions })}</p>
      <AdminForm>
        <SubmitButton name="intent" value="signout-others" className="secondary">
          {t("accounts.studio.account.signOutOthers")}
        </SubmitButton>
      </AdminForm>
    </>
  );
}

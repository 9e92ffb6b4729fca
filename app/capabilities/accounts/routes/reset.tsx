/**
 * /admin/reset/:token — choose a new password through a reset link (issue
 * 11). A used, expired, unknown or outdated link (the password changed since)
 * says so and offers a new one; nothing tells which. Success ends every
 * session of the account and signs this browser in. The token is in the URL,
 * so the page sends no referrer and is never cached.
 */
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { useMemo, useRef } from "react";
import type { Route } from "./+types/reset";
import { TextField } from "~/core/ui/Field.tsx";
import { useFocusFirstError } from "~/core/ui/forms.tsx";
import { newPasswordSchema } from "~/core/auth/schemas.ts";
import { PASSWORD_MIN } from "~/core/auth/passwords.ts";
import { csrfToken, isValidCsrf } from "~/core/auth/csrf.server.ts";
import { csrfCookieMiddleware } from "~/core/auth/csrf-middleware.server.ts";
import { endSession, startSession } from "~/core/auth/session.server.ts";
import { readForm } from "~/core/http/body.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import type { FormFailure } from "~/core/validation/forms.ts";
import { completePasswordReset, resetLinkUser } from "~/capabilities/accounts/server/password-reset.server.ts";
import adminCss from "~/core/shells/studio.css?url";
import { studioDoorI18n } from "~/core/i18n/studio.server.ts";
import { createTranslator } from "~/core/i18n/translator.ts";
import { rich } from "~/core/i18n/react.tsx";
import { DOOR_KEYS } from "~/capabilities/accounts/lib/door.ts";
import { RESET_VALID_MINUTES } from "~/capabilities/accounts/lib/reset.ts";

const PRIVATE = { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" };

export const headers: Route.HeadersFunction = () => PRIVATE;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const middleware: Route.MiddlewareFunction[] = [csrfCookieMiddleware];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Studio" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await resetLinkUser(params.token);
  // The link's account is known: its own studio language, else the studio's default.
  const { tr, payload } = await studioDoorI18n(request, DOOR_KEYS, user);
  return data(
    {
      csrf: csrfToken(request, context),
      email: user?.email ?? null,
      i18n: payload,
      title: tr.t("accounts.studio.auth.reset.title"),
    },
    { headers: PRIVATE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const { tr } = await studioDoorI18n(request, DOOR_KEYS, await resetLinkUser(params.token));
  // Failures are answered, never thrown: a thrown error's log line would carry this URL, and its token.
  if (!isValidCsrf(request, context, form.get("csrf"))) {
    return data<FormFailure>(
      { errors: { _form: tr.t("accounts.studio.auth.csrf") }, input: {} },
      { status: 403, headers: PRIVATE },
    );
  }
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  const parsed = newPasswordSchema(tr).safeParse(password);
  if (!parsed.success)
    return data<FormFailure>(
      { errors: { password: parsed.error.issues[0]!.message }, input: {} },
      { status: 400, headers: PRIVATE },
    );
  if (password !== confirm)
    return data<FormFailure>(
      { errors: { confirm: tr.t("core.studio.auth.mismatch") }, input: {} },
      { status: 400, headers: PRIVATE },
    );
  const r = await completePasswordReset(params.token, password, tr);
  if (!r.ok && r.gone)
    return data<FormFailure>(
      { errors: { _form: tr.t("accounts.studio.auth.reset.gone", { minutes: RESET_VALID_MINUTES }) }, input: {} },
      { status: 400, headers: PRIVATE },
    );
  if (!r.ok)
    return data<FormFailure>({ errors: { [r.field]: r.message }, input: {} }, { status: 400, headers: PRIVATE });
  // Every session of the account ended with the reset; this browser gets a new one.
  await endSession(request, context);
  const cookie = await startSession(r.user.id, request, context);
  return redirectWithToast("/admin", { type: "success", message: tr.t("accounts.studio.auth.reset.done") }, context, {
    headers: [["Set-Cookie", cookie]],
  });
}

export default function Reset() {
  const { csrf, email, i18n } = useLoaderData<typeof loader>();
  const { t } = useMemo(() => createTranslator(i18n), [i18n]);
  const actionData = useActionData<typeof action>();
  const ref = useRef<HTMLFormElement>(null);
  const errors = actionData?.errors;
  useFocusFirstError(errors, ref);
  const gone = t("accounts.studio.auth.reset.gone", { minutes: RESET_VALID_MINUTES });
  if (!email || errors?._form === gone) {
    return (
      <main id="main" className="auth-card">
        <h1>{t("accounts.studio.auth.reset.goneHeading")}</h1>
        <p>{gone}</p>
        <p>
          <Link className="button" to="/admin/forgot">
            {t("accounts.studio.auth.reset.newLink")}
          </Link>
        </p>
        <p className="muted">
          <Link to="/admin/login">{t("accounts.studio.auth.backToSignIn")}</Link>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="auth-card">
      <h1>{t("accounts.studio.auth.reset.heading")}</h1>
      <p>{rich(t, "accounts.studio.auth.reset.for", { email: <strong>{email}</strong> })}</p>
      <Form method="post" ref={ref} className="form" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        {errors?._form ? (
          <p className="notice error" role="alert">
            {errors._form}
          </p>
        ) : null}
        <TextField
          label={t("accounts.studio.auth.reset.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          error={errors?.password}
          hint={t("accounts.studio.auth.reset.passwordHint", { min: PASSWORD_MIN })}
        />
        <TextField
          label={t("accounts.studio.auth.reset.confirm")}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={errors?.confirm}
        />
        <p>
          <button type="submit" className="button">
            {t("accounts.studio.auth.reset.submit")}
          </button>
        </p>
      </Form>
    </main>
  );
}

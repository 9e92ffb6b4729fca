/**
 * /admin/forgot — "Forgot password?" (issue 11). Asks for the address and
 * always answers the same way, whether or not it has an account; a link goes
 * out by e-mail when there is one. When this site can't send e-mail, the page
 * says so and names the server command that prints a link instead.
 */
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { useMemo, useRef } from "react";
import type { Route } from "./+types/forgot";
import { TextField } from "~/core/ui/Field.tsx";
import { useFocusFirstError } from "~/core/ui/forms.tsx";
import { emailSchema } from "~/core/auth/schemas.ts";
import { csrfToken, isValidCsrf } from "~/core/auth/csrf.server.ts";
import { csrfCookieMiddleware } from "~/core/auth/csrf-middleware.server.ts";
import { readForm } from "~/core/http/body.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { retryAfterHeaders } from "~/core/http/headers.ts";
import { inputValue, type FormFailure } from "~/core/validation/forms.ts";
import { emailDeliveryWorks } from "~/core/mail/index.server.ts";
import { requestPasswordReset } from "~/capabilities/accounts/server/password-reset.server.ts";
import { RESET_VALID_MINUTES } from "~/capabilities/accounts/lib/reset.ts";
import adminCss from "~/core/shells/studio.css?url";
import { studioDoorI18n } from "~/core/i18n/studio.server.ts";
import { createTranslator } from "~/core/i18n/translator.ts";
import { rich } from "~/core/i18n/react.tsx";
import { DOOR_KEYS, minutesOf } from "~/capabilities/accounts/lib/door.ts";

export const headers = retryAfterHeaders;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const middleware: Route.MiddlewareFunction[] = [csrfCookieMiddleware];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Studio" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { tr, payload } = await studioDoorI18n(request, DOOR_KEYS);
  return {
    csrf: csrfToken(request, context),
    canEmail: await emailDeliveryWorks(),
    i18n: payload,
    title: tr.t("accounts.studio.auth.forgot.title"),
  };
}

type Sent = { sent: true; input: { email: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { tr } = await studioDoorI18n(request, DOOR_KEYS);
  if (!isValidCsrf(request, context, form.get("csrf"))) {
    return data<FormFailure>({ errors: { _form: tr.t("accounts.studio.auth.csrf") }, input: {} }, { status: 403 });
  }
  const input = { email: String(form.get("email") ?? "").slice(0, 254) };
  const parsed = emailSchema(tr).safeParse(input.email);
  if (!parsed.success)
    return data<FormFailure>({ errors: { email: parsed.error.issues[0]!.message }, input }, { status: 400 });
  const r = await requestPasswordReset(parsed.data, requestInfo(context).ip, publicOrigin(request));
  if (r.kind === "throttled") {
    return data<FormFailure>(
      { errors: { _form: tr.t("accounts.studio.auth.tooMany", { minutes: minutesOf(r.retryAfter) }) }, input },
      { status: 429, headers: { "Retry-After": String(r.retryAfter) } },
    );
  }
  if (r.kind === "no_email")
    return data<FormFailure>(
      { errors: { _form: tr.t("accounts.studio.auth.forgot.noEmail") }, input },
      { status: 503 },
    );
  return data<Sent>({ sent: true, input });
}

export default function Forgot() {
  const { csrf, canEmail, i18n } = useLoaderData<typeof loader>();
  const { t } = useMemo(() => createTranslator(i18n), [i18n]);
  const actionData = useActionData<typeof action>();
  const ref = useRef<HTMLFormElement>(null);
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  useFocusFirstError(errors, ref);
  const sent = actionData && "sent" in actionData;
  return (
    <main id="main" className="auth-card">
      <h1>{t("accounts.studio.auth.forgot.heading")}</h1>
      {sent ? (
        <div role="status">
          <p className="notice success">
            {rich(
              t,
              "accounts.studio.auth.forgot.sent",
              { email: <strong>{actionData.input.email}</strong> },
              { minutes: RESET_VALID_MINUTES },
            )}
          </p>
          <p>{t("accounts.studio.auth.forgot.sentHint")}</p>
        </div>
      ) : canEmail ? (
        <>
          <p>{t("accounts.studio.auth.forgot.intro")}</p>
          <Form method="post" ref={ref} className="form" noValidate>
            <input type="hidden" name="csrf" value={csrf} />
            {errors?._form ? (
              <p className="notice error" role="alert">
                {errors._form}
              </p>
            ) : null}
            <TextField
              label={t("accounts.studio.auth.email")}
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={inputValue(actionData?.input, "email")}
              error={errors?.email}
            />
            <p>
              <button type="submit" className="button">
                {t("accounts.studio.auth.forgot.submit")}
              </button>
            </p>
          </Form>
        </>
      ) : (
        <div className="notice warn">
          <p>{t("accounts.studio.auth.forgot.noEmail")}</p>
          <p>
            {rich(
              t,
              "accounts.studio.auth.forgot.cli",
              { command: <code>npm run user -- reset-password you@example.com</code> },
              { minutes: RESET_VALID_MINUTES },
            )}
          </p>
        </div>
      )}
      <p className="muted">
        <Link to="/admin/login">{t("accounts.studio.auth.backToSignIn")}</Link>
      </p>
    </main>
  );
}

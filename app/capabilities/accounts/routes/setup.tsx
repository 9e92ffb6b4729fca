import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { useMemo, useRef } from "react";
import type { Route } from "./+types/setup";
import { TextField } from "~/core/ui/Field.tsx";
import { useFocusFirstError } from "~/core/ui/forms.tsx";
import { setupSchema } from "~/core/auth/schemas.ts";
import { inputValue, parseSubmission } from "~/core/validation/forms.ts";
import { PASSWORD_MIN, passwordProblem } from "~/core/auth/passwords.ts";
import { csrfToken, isValidCsrf } from "~/core/auth/csrf.server.ts";
import { csrfCookieMiddleware } from "~/core/auth/csrf-middleware.server.ts";
import { checkSetupCode, createFirstOwner } from "~/core/auth/setup.server.ts";
import { startSession } from "~/core/auth/session.server.ts";
import { countUsers } from "~/core/auth/data/users.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { forbidden } from "~/core/http/errors.server.ts";
import { blockedFor, consume } from "~/core/http/rate-limit.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import adminCss from "~/core/shells/studio.css?url";
import { retryAfterHeaders } from "~/core/http/headers.ts";
import { readForm } from "~/core/http/body.server.ts";
import type { FieldErrors, FormFailure } from "~/core/validation/forms.ts";
import { studioDoorI18n } from "~/core/i18n/studio.server.ts";
import { createTranslator } from "~/core/i18n/translator.ts";
import { DOOR_KEYS, minutesOf } from "~/capabilities/accounts/lib/door.ts";

export const headers = retryAfterHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const middleware: Route.MiddlewareFunction[] = [csrfCookieMiddleware];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Studio" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await countUsers()) > 0) throw redirect("/admin/login");
  // Before the owner exists there is no site language chosen yet either: English, unless the demo or an import set one.
  const { tr, payload } = await studioDoorI18n(request, DOOR_KEYS);
  return { csrf: csrfToken(request, context), i18n: payload, title: tr.t("accounts.studio.auth.setup.title") };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Refused once any user exists: a fresh site can be claimed only once.
  if ((await countUsers()) > 0) throw forbidden();
  // A body that is not a readable form is the catalogue's 400 (or 405), never a 500.
  const form = await readForm(request);
  const { tr } = await studioDoorI18n(request, DOOR_KEYS);
  // The one FormFailure shape, with the statuses setup needs beyond formFailure()'s (403; 429 with Retry-After).
  if (!isValidCsrf(request, context, form.get("csrf"))) {
    return data<FormFailure>({ errors: { _form: tr.t("accounts.studio.auth.csrf") }, input: {} }, { status: 403 });
  }
  const sub = parseSubmission(setupSchema(tr), form, tr);
  const input = { display_name: inputValue(sub.input, "display_name"), email: inputValue(sub.input, "email") };
  const errors: FieldErrors = { ...sub.errors };
  const rules = [{ key: `setup:ip:${requestInfo(context).ip}`, limit: 10, windowMs: 15 * 60 * 1000 }];
  const wait = await blockedFor(rules);
  if (wait)
    return data<FormFailure>(
      { errors: { _form: tr.t("accounts.studio.auth.tooMany", { minutes: minutesOf(wait) }) }, input },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  if (sub.value && !(await checkSetupCode(sub.value.code))) {
    await consume(rules);
    errors.code = tr.t("accounts.studio.auth.setup.wrongCode");
  }
  if (sub.value && !errors.password) {
    const p = passwordProblem(sub.value.password, sub.value.email, tr);
    if (p) errors.password = p;
  }
  if (!sub.value || Object.keys(errors).length) return data<FormFailure>({ errors, input }, { status: 400 });
  const user = await createFirstOwner({
    code: sub.value.code,
    email: sub.value.email,
    displayName: sub.value.display_name,
    password: sub.value.password,
  });
  if (!user) throw forbidden();
  const cookie = await startSession(user.id, request, context);
  return redirectWithToast("/admin", { type: "success", message: tr.t("accounts.studio.auth.setup.ready") }, context, {
    headers: [["Set-Cookie", cookie]],
  });
}

export default function Setup() {
  const { csrf, i18n } = useLoaderData<typeof loader>();
  const { t } = useMemo(() => createTranslator(i18n), [i18n]);
  const actionData = useActionData<typeof action>();
  const ref = useRef<HTMLFormElement>(null);
  const errors = actionData?.errors;
  useFocusFirstError(errors, ref);
  return (
    <main id="main" className="auth-card">
      <h1>{t("accounts.studio.auth.setup.heading")}</h1>
      <p>{t("accounts.studio.auth.setup.intro")}</p>
      <Form method="post" ref={ref} className="form" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        {errors?._form ? (
          <p className="notice error" role="alert">
            {errors._form}
          </p>
        ) : null}
        <TextField
          label={t("accounts.studio.auth.setup.code")}
          name="code"
          autoComplete="one-time-code"
          required
          error={errors?.code}
          hint={t("accounts.studio.auth.setup.codeHint")}
        />
        <TextField
          label={t("accounts.studio.auth.setup.name")}
          name="display_name"
          autoComplete="name"
          required
          defaultValue={inputValue(actionData?.input, "display_name")}
          error={errors?.display_name}
        />
        <TextField
          label={t("accounts.studio.auth.email")}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={inputValue(actionData?.input, "email")}
          error={errors?.email}
        />
        <TextField
          label={t("accounts.studio.auth.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          error={errors?.password}
          hint={t("accounts.studio.auth.setup.passwordHint", { min: PASSWORD_MIN })}
        />
        <TextField
          label={t("accounts.studio.auth.setup.confirm")}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={errors?.confirm}
        />
        <p>
          <button type="submit" className="button">
            {t("accounts.studio.auth.setup.submit")}
          </button>
        </p>
      </Form>
    </main>
  );
}

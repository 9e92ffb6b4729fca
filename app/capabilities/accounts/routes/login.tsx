import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { useMemo, useRef } from "react";
import type { Route } from "./+types/login";
import { TextField } from "~/core/ui/Field.tsx";
import { useFocusFirstError } from "~/core/ui/forms.tsx";
import { loginSchema } from "~/core/auth/schemas.ts";
import { parseSubmission, inputValue } from "~/core/validation/forms.ts";
import { csrfToken, isValidCsrf } from "~/core/auth/csrf.server.ts";
import { csrfCookieMiddleware } from "~/core/auth/csrf-middleware.server.ts";
import { getSession } from "~/core/auth/session.server.ts";
import { signIn } from "~/core/auth/sign-in.server.ts";
import { countUsers } from "~/core/auth/data/users.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { readForm } from "~/core/http/body.server.ts";
import type { FormFailure } from "~/core/validation/forms.ts";
import adminCss from "~/core/shells/studio.css?url";
import { retryAfterHeaders } from "~/core/http/headers.ts";
import { studioDoorI18n, studioI18nFor } from "~/core/i18n/studio.server.ts";
import { createTranslator } from "~/core/i18n/translator.ts";
import { DOOR_KEYS, minutesOf } from "~/capabilities/accounts/lib/door.ts";

export const headers = retryAfterHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const middleware: Route.MiddlewareFunction[] = [csrfCookieMiddleware];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Studio" },
  { name: "robots", content: "noindex" },
];

/** Only same-site studio paths are followed after sign-in (no open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith("/admin") || next.startsWith("//") || /[\r\n\\]/.test(next)) return "/admin";
  return next;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSession(request, context)) throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  if ((await countUsers()) === 0) throw redirect("/admin/setup");
  const { tr, payload } = await studioDoorI18n(request, DOOR_KEYS);
  return {
    csrf: csrfToken(request, context),
    next: new URL(request.url).searchParams.get("next") ?? "",
    i18n: payload,
    title: tr.t("accounts.studio.auth.signIn.title"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a readable form is the catalogue's 400 (or 405), never a 500.
  const form = await readForm(request);
  const { tr } = await studioDoorI18n(request, DOOR_KEYS);
  // The one FormFailure shape, with the statuses sign-in needs beyond formFailure()'s (403, 401, 429 with Retry-After).
  if (!isValidCsrf(request, context, form.get("csrf"))) {
    return data<FormFailure>({ errors: { _form: tr.t("accounts.studio.auth.csrf") }, input: {} }, { status: 403 });
  }
  const sub = parseSubmission(loginSchema(tr), form, tr);
  const input = { email: inputValue(sub.input, "email") };
  if (!sub.ok || !sub.value) return data<FormFailure>({ errors: sub.errors, input }, { status: 400 });
  const result = await signIn(request, context, sub.value.email, sub.value.password);
  if (result.kind === "throttled") {
    return data<FormFailure>(
      { errors: { _form: tr.t("accounts.studio.auth.tooMany", { minutes: minutesOf(result.retryAfter) }) }, input },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  if (result.kind === "bad")
    return data<FormFailure>({ errors: { _form: tr.t("accounts.studio.auth.signIn.bad") }, input }, { status: 401 });
  return redirectWithToast(
    safeNext(sub.value.next),
    {
      type: "success",
      message: (await studioI18nFor(result.user)).t("accounts.studio.auth.signIn.welcome", {
        name: result.user.display_name,
      }),
    },
    context,
    {
      headers: [["Set-Cookie", result.cookie]],
    },
  );
}

export default function Login() {
  const { csrf, next, i18n } = useLoaderData<typeof loader>();
  const { t } = useMemo(() => createTranslator(i18n), [i18n]);
  const actionData = useActionData<typeof action>();
  const nav = useNavigation();
  const ref = useRef<HTMLFormElement>(null);
  const errors = actionData?.errors;
  useFocusFirstError(errors, ref);
  return (
    <main id="main" className="auth-card">
      <h1>{t("accounts.studio.auth.signIn.heading")}</h1>
      <Form method="post" ref={ref} className="form" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="next" value={next} />
        {errors?._form ? (
          <p className="notice error" role="alert" id="login-error">
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
        <TextField
          label={t("accounts.studio.auth.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors?.password}
        />
        <p className="row">
          <button type="submit" className="button" disabled={nav.state === "submitting"}>
            {t("accounts.studio.auth.signIn.submit")}
          </button>
          <Link to="/admin/forgot">{t("accounts.studio.auth.signIn.forgot")}</Link>
        </p>
      </Form>
      <p className="muted">
        <a href="/">{t("accounts.studio.auth.signIn.backToSite")}</a>
      </p>
    </main>
  );
}

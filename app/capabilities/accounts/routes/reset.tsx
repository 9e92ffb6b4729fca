/**
 * /admin/reset/:token — choose a new password through a reset link (issue
 * 11). A used, expired, unknown or outdated link (the password changed since)
 * says so and offers a new one; nothing tells which. Success ends every
 * session of the account and signs this browser in. The token is in the URL,
 * so the page sends no referrer and is never cached.
 */
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { useRef } from "react";
import type { Route } from "./+types/reset";
import { TextField } from "~/core/ui/Field.tsx";
import { useFocusFirstError } from "~/core/ui/forms.tsx";
import { newPasswordSchema } from "~/core/auth/schemas.ts";
import { PASSWORD_MIN } from "~/core/auth/passwords.ts";
import { catalogueMessage } from "~/core/errors.ts";
import { csrfToken, isValidCsrf } from "~/core/auth/csrf.server.ts";
import { csrfCookieMiddleware } from "~/core/auth/csrf-middleware.server.ts";
import { endSession, startSession } from "~/core/auth/session.server.ts";
import { readForm } from "~/core/http/body.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import type { FormFailure } from "~/core/validation/forms.ts";
import { completePasswordReset, resetLinkUser } from "~/capabilities/accounts/server/password-reset.server.ts";
import adminCss from "~/core/shells/studio.css?url";

const PRIVATE = { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" };

export const headers: Route.HeadersFunction = () => PRIVATE;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const middleware: Route.MiddlewareFunction[] = [csrfCookieMiddleware];
export const meta: Route.MetaFunction = () => [{ title: "Choose a new password · Studio" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await resetLinkUser(params.token);
  return data({ csrf: csrfToken(request, context), email: user?.email ?? null }, { headers: PRIVATE });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  // Failures are answered, never thrown: a thrown error's log line would carry this URL, and its token.
  if (!isValidCsrf(request, context, form.get("csrf"))) {
    return data<FormFailure>({ errors: { _form: catalogueMessage("csrf") }, input: {} }, { status: 403, headers: PRIVATE });
  }
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) return data<FormFailure>({ errors: { password: parsed.error.issues[0]?.message ?? "Enter a password." }, input: {} }, { status: 400, headers: PRIVATE });
  if (password !== confirm) return data<FormFailure>({ errors: { confirm: "The passwords don't match." }, input: {} }, { status: 400, headers: PRIVATE });
  const r = await completePasswordReset(params.token, password);
  if (!r.ok && r.gone) return data<FormFailure>({ errors: { _form: GONE }, input: {} }, { status: 400, headers: PRIVATE });
  if (!r.ok) return data<FormFailure>({ errors: { [r.field]: r.message }, input: {} }, { status: 400, headers: PRIVATE });
  // Every session of the account ended with the reset; this browser gets a new one.
  await endSession(request, context);
  const cookie = await startSession(r.user.id, request, context);
  return redirectWithToast("/admin", { type: "success", message: "Your new password is set, and you're signed in. Every other session is signed out." }, context, {
    headers: [["Set-Cookie", cookie]],
  });
}

const GONE = "This link can't be used any more: it was used, it is more than 30 minutes old, or the password has changed since.";

export default function Reset() {
  const { csrf, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const ref = useRef<HTMLFormElement>(null);
  const errors = actionData?.errors;
  useFocusFirstError(errors, ref);
  if (!email || errors?._form === GONE) {
    return (
      <main id="main" className="auth-card">
        <h1>This link has expired</h1>
        <p>{GONE}</p>
        <p>
          <Link className="button" to="/admin/forgot">
            Get a new link
          </Link>
        </p>
        <p className="muted">
          <Link to="/admin/login">Back to sign in</Link>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="auth-card">
      <h1>Choose a new password</h1>
      <p>
        For <strong>{email}</strong>. Signing in with it ends every other session of this account.
      </p>
      <Form method="post" ref={ref} className="form" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        {errors?._form ? (
          <p className="notice error" role="alert">
            {errors._form}
          </p>
        ) : null}
        <TextField label="New password" name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} error={errors?.password} hint={`At least ${PASSWORD_MIN} characters; a few unusual words work well.`} />
        <TextField label="New password again" name="confirm" type="password" autoComplete="new-password" required error={errors?.confirm} />
        <p>
          <button type="submit" className="button">
            Set the new password
          </button>
        </p>
      </Form>
    </main>
  );
}

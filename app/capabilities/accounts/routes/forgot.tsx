/**
 * /admin/forgot — "Forgot password?" (issue 11). Asks for the address and
 * always answers the same way, whether or not it has an account; a link goes
 * out by e-mail when there is one. When this site can't send e-mail, the page
 * says so and names the server command that prints a link instead.
 */
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { useRef } from "react";
import type { Route } from "./+types/forgot";
import { TextField } from "~/core/ui/Field.tsx";
import { useFocusFirstError } from "~/core/ui/forms.tsx";
import { emailSchema } from "~/core/auth/schemas.ts";
import { catalogueMessage, rateLimitMessage } from "~/core/errors.ts";
import { csrfToken, isValidCsrf } from "~/core/auth/csrf.server.ts";
import { csrfCookieMiddleware } from "~/core/auth/csrf-middleware.server.ts";
import { readForm } from "~/core/http/body.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { retryAfterHeaders } from "~/core/http/headers.ts";
import { inputValue, type FormFailure } from "~/core/validation/forms.ts";
import { emailDeliveryWorks } from "~/capabilities/contact/index.server.ts";
import { requestPasswordReset } from "~/capabilities/accounts/server/password-reset.server.ts";
import { RESET_VALID_MINUTES } from "~/capabilities/accounts/lib/reset.ts";
import adminCss from "~/core/shells/studio.css?url";

export const headers = retryAfterHeaders;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const middleware: Route.MiddlewareFunction[] = [csrfCookieMiddleware];
export const meta: Route.MetaFunction = () => [{ title: "Forgot password · Studio" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { csrf: csrfToken(request, context), canEmail: await emailDeliveryWorks() };
}

type Sent = { sent: true; input: { email: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!isValidCsrf(request, context, form.get("csrf"))) {
    return data<FormFailure>({ errors: { _form: catalogueMessage("csrf") }, input: {} }, { status: 403 });
  }
  const input = { email: String(form.get("email") ?? "").slice(0, 254) };
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) return data<FormFailure>({ errors: { email: parsed.error.issues[0]?.message ?? "Enter your e-mail address." }, input }, { status: 400 });
  const r = await requestPasswordReset(parsed.data, requestInfo(context).ip, publicOrigin(request));
  if (r.kind === "throttled") {
    return data<FormFailure>({ errors: { _form: rateLimitMessage(r.retryAfter) }, input }, { status: 429, headers: { "Retry-After": String(r.retryAfter) } });
  }
  if (r.kind === "no_email") return data<FormFailure>({ errors: { _form: "This site can't send e-mail yet, so it can't send you a link." }, input }, { status: 503 });
  return data<Sent>({ sent: true, input });
}

export default function Forgot() {
  const { csrf, canEmail } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const ref = useRef<HTMLFormElement>(null);
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  useFocusFirstError(errors, ref);
  const sent = actionData && "sent" in actionData;
  return (
    <main id="main" className="auth-card">
      <h1>Forgot your password?</h1>
      {sent ? (
        <div role="status">
          <p className="notice success">
            If <strong>{actionData.input.email}</strong> has a studio account, a link to choose a new password is on its way. It works once, for {RESET_VALID_MINUTES} minutes.
          </p>
          <p>No e-mail after a few minutes? Check the spam folder, or ask again.</p>
        </div>
      ) : canEmail ? (
        <>
          <p>Enter the e-mail address of your studio account. We'll send a link to choose a new password.</p>
          <Form method="post" ref={ref} className="form" noValidate>
            <input type="hidden" name="csrf" value={csrf} />
            {errors?._form ? (
              <p className="notice error" role="alert">
                {errors._form}
              </p>
            ) : null}
            <TextField label="E-mail" name="email" type="email" autoComplete="username" required defaultValue={inputValue(actionData?.input, "email")} error={errors?.email} />
            <p>
              <button type="submit" className="button">
                Send me a link
              </button>
            </p>
          </Form>
        </>
      ) : (
        <div className="notice warn">
          <p>This site can't send e-mail yet, so it can't send you a link.</p>
          <p>
            Whoever runs the server can make one: <code>npm run user -- reset-password you@example.com</code> prints a link that works once, for {RESET_VALID_MINUTES} minutes.
          </p>
        </div>
      )}
      <p className="muted">
        <Link to="/admin/login">Back to sign in</Link>
      </p>
    </main>
  );
}

import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { useRef } from "react";
import type { Route } from "./+types/setup";
import { TextField } from "~/core/ui/Field.tsx";
import { useFocusFirstError } from "~/core/ui/forms.tsx";
import { setupSchema } from "~/core/auth/schemas.ts";
import { inputValue, parseSubmission } from "~/core/validation/forms.ts";
import { passwordProblem } from "~/core/auth/passwords.ts";
import { catalogueMessage } from "~/core/errors.ts";
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

export const headers = retryAfterHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const middleware: Route.MiddlewareFunction[] = [csrfCookieMiddleware];
export const meta: Route.MetaFunction = () => [{ title: "Set up · Studio" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await countUsers()) > 0) throw redirect("/admin/login");
  return { csrf: csrfToken(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Refused once any user exists: a fresh site can be claimed only once.
  if ((await countUsers()) > 0) throw forbidden();
  // A body that is not a readable form is the catalogue's 400 (or 405), never a 500.
  const form = await readForm(request);
  // The one FormFailure shape, with the statuses setup needs beyond formFailure()'s (403; 429 with Retry-After).
  if (!isValidCsrf(request, context, form.get("csrf"))) {
    return data<FormFailure>({ errors: { _form: catalogueMessage("csrf") }, input: {} }, { status: 403 });
  }
  const sub = parseSubmission(setupSchema, form);
  const input = { display_name: inputValue(sub.input, "display_name"), email: inputValue(sub.input, "email") };
  const errors: FieldErrors = { ...sub.errors };
  const rules = [{ key: `setup:ip:${requestInfo(context).ip}`, limit: 10, windowMs: 15 * 60 * 1000 }];
  const wait = await blockedFor(rules);
  if (wait) return data<FormFailure>({ errors: { _form: `Too many attempts. Try again in ${Math.ceil(wait / 60)} minutes.` }, input }, { status: 429, headers: { "Retry-After": String(wait) } });
  if (sub.value && !(await checkSetupCode(sub.value.code))) {
    await consume(rules);
    errors.code = "That code is not right. Use the code the server printed when it started.";
  }
  if (sub.value && !errors.password) {
    const p = passwordProblem(sub.value.password, sub.value.email);
    if (p) errors.password = p;
  }
  if (!sub.value || Object.keys(errors).length) return data<FormFailure>({ errors, input }, { status: 400 });
  const user = await createFirstOwner({ code: sub.value.code, email: sub.value.email, displayName: sub.value.display_name, password: sub.value.password });
  if (!user) throw forbidden();
  const cookie = await startSession(user.id, request, context);
  return redirectWithToast("/admin", { type: "success", message: "Your studio account is ready." }, context, { headers: [["Set-Cookie", cookie]] });
}

export default function Setup() {
  const { csrf } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const ref = useRef<HTMLFormElement>(null);
  const errors = actionData?.errors;
  useFocusFirstError(errors, ref);
  return (
    <main id="main" className="auth-card">
      <h1>Set up your studio</h1>
      <p>Create the owner account. You need the one-time setup code that the server printed when it started.</p>
      <Form method="post" ref={ref} className="form" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        {errors?._form ? (
          <p className="notice error" role="alert">
            {errors._form}
          </p>
        ) : null}
        <TextField label="Setup code" name="code" autoComplete="one-time-code" required error={errors?.code} hint="Looks like ABCD-EFGH." />
        <TextField label="Your name" name="display_name" autoComplete="name" required defaultValue={inputValue(actionData?.input, "display_name")} error={errors?.display_name} />
        <TextField label="E-mail" name="email" type="email" autoComplete="username" required defaultValue={inputValue(actionData?.input, "email")} error={errors?.email} />
        <TextField label="Password" name="password" type="password" autoComplete="new-password" required minLength={12} error={errors?.password} hint="At least 12 characters; not your e-mail address." />
        <TextField label="Repeat password" name="confirm" type="password" autoComplete="new-password" required error={errors?.confirm} />
        <p>
          <button type="submit" className="button">
            Create owner account
          </button>
        </p>
      </Form>
    </main>
  );
}

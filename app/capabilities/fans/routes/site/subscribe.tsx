/**
 * /subscribe: the mailing list's own page and where every sign-up form posts
 * (the home page's, event pages', the footer's). Without
 * JavaScript a mistake comes back here with a message under the field and the
 * input kept. Never cached: each render carries its own timing token.
 */
import { data, type HeadersFunction } from "react-router";
import type { Route } from "./+types/subscribe";
import { rateLimitMessage } from "~/core/errors.ts";
import { retryAfterHeaders } from "~/core/http/headers.ts";
import { readForm } from "~/core/http/body.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { seo } from "~/core/seo/meta.ts";
import type { FormFailure } from "~/core/validation/forms.ts";
import { signUp } from "~/capabilities/fans/server/signup.server.ts";
import { loadSignupForm } from "~/capabilities/fans/server/home.server.ts";
import { SignupForm } from "~/capabilities/fans/components/site/SignupForm.tsx";
import { F } from "~/capabilities/fans/lib/fields.ts";
import { signupWords, thanksWords } from "~/capabilities/fans/lib/messages.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { sendingStatus as mailStatus } from "~/core/mail/index.server.ts";

const NO_STORE = "private, no-store";

export const headers: HeadersFunction = (args) => {
  const h = new Headers(retryAfterHeaders(args));
  h.set("Cache-Control", NO_STORE);
  return h;
};

export async function loader() {
  const [form, mail] = await Promise.all([loadSignupForm(), mailStatus()]);
  // Sign-ups are confirmed by e-mail: with none leaving, the page says they open soon instead of a form (ADR 2520).
  return data({ ...form, closed: !mail.canSend }, { headers: { "Cache-Control": NO_STORE } });
}

type SignupAnswer = FormFailure & { choices?: { id: string; label: string }[]; closed?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const r = await signUp({ form, ip: requestInfo(context).ip });
  if (r.kind === "done")
    return redirectWithToast(
      "/subscribe/thanks",
      { type: "success", message: thanksWords((await siteI18n()).t).toast },
      context,
    );
  // 403, not 503: the server works; this site refuses sign-ups until it can send their confirmation (ADR 2520).
  if (r.kind === "closed") return data<SignupAnswer>({ errors: {}, input: {}, closed: true }, { status: 403 });
  if (r.kind === "rate_limited") {
    return data<SignupAnswer>(
      { errors: { _form: rateLimitMessage(r.retryAfter) }, input: r.input },
      { status: 429, headers: { "Retry-After": String(r.retryAfter) } },
    );
  }
  return data<SignupAnswer>(
    { errors: r.errors, input: r.input, ...(r.choices ? { choices: r.choices } : {}) },
    { status: 400 },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = i18nFrom(matches);
  return seo(matches, { title: t("fans.signup.heading"), description: t("fans.signup.intro"), path: "/subscribe" });
};

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData;
  const formError = failed?.errors._form;
  const others = failed && Object.keys(failed.errors).some((k) => k !== "_form");
  const { t } = useI18n();
  const SIGNUP = signupWords(t);
  if (loaderData.closed || failed?.closed)
    return (
      <main id="main" className="container fans-page">
        <h1>{SIGNUP.heading}</h1>
        <div className="notice" role="status">
          <p>
            <strong>{t("fans.signup.soon")}</strong>
          </p>
          <p>{t("fans.signup.soonBody")}</p>
        </div>
      </main>
    );
  return (
    <main id="main" className="container fans-page">
      <h1>{SIGNUP.heading}</h1>
      <p>{SIGNUP.intro}</p>
      {formError ? (
        <p className="notice error" role="alert">
          {formError}
        </p>
      ) : others ? (
        <p className="notice error" role="alert">
          {failed.errors[F.email] ?? failed.errors[F.town] ?? failed.errors[F.name] ?? SIGNUP.unreadable}
        </p>
      ) : null}
      <SignupForm
        key={JSON.stringify(failed?.input ?? {})}
        token={loaderData.token}
        siteName={loaderData.siteName}
        source={(failed?.input[F.source] as "home" | "event" | "subscribe" | undefined) ?? "subscribe"}
        idPrefix="subscribe"
        errors={failed?.errors}
        input={failed?.input}
        choices={failed?.choices}
      />
    </main>
  );
}

/**
 * /contact: the form beside the contact details and the map (SPEC §2, §5).
 * The page carries a per-render timing token and submission key, so it is
 * never cached (docs/decisions/0202-contact-page-not-cached.md).
 *
 * After a send the page itself says the message was received, in place of the
 * form (issue 25, ADR 2511): the action redirects to `/contact?sent=<signed
 * time>`, which only a send can produce and which shows the answer for half an
 * hour (a reload keeps it; a copied link to someone else soon stops). With and
 * without JavaScript alike.
 */
import { data, Link, redirect, type HeadersFunction } from "react-router";
import { useEffect, useRef } from "react";
import { CheckCircle } from "lucide-react";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/capabilities/contact/components/site/ContactForm.tsx";
import { ContactDetails, MapPanel, mapClientConfig } from "~/capabilities/location/index.ts";
import { todayIn } from "~/capabilities/contact/lib/dates.ts";
import { TOKEN_FIELD } from "~/capabilities/contact/lib/fields.ts";
import { isAppError } from "~/core/errors.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { retryAfterHeaders } from "~/core/http/headers.ts";
import { documentOnly } from "~/core/seo/document-only.ts";
import { actJsonLd } from "~/capabilities/site/index.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { readContactForm } from "~/capabilities/contact/server/form.server.ts";
import { checkFormToken, issueFormToken } from "~/core/http/form-token.server.ts";
import { submitContact } from "~/capabilities/contact/server/submit.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { env } from "~/core/env.server.ts";
import { logWarn } from "~/core/log.server.ts";
import { sign, unsign } from "~/core/http/sign.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { inputValue, type FormFailure, type FormInput } from "~/core/validation/forms.ts";
import contactCss from "~/capabilities/contact/styles.css?url";
import { locationCss as mapCss } from "~/capabilities/location/index.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";

/** Styles only this page uses, inlined here only (app/core/ui/css-parts.ts). */
export const handle: CssPartsHandle = { css: [contactCss, mapCss] };

const NO_STORE = "private, no-store";

export const headers: HeadersFunction = (args) => {
  const h = new Headers(retryAfterHeaders(args));
  h.set("Cache-Control", NO_STORE);
  return h;
};

const SENT = "contact-sent";
/** How long the page keeps saying "received" after a send (a reload, a back button). */
const SENT_FOR_MS = 30 * 60 * 1000;

/** True when `?sent=` carries a time this server signed after a send, at most SENT_FOR_MS ago. */
function justSent(request: Request): boolean {
  const token = new URL(request.url).searchParams.get("sent");
  const at = token ? Number(unsign(SENT, token)) : NaN;
  const age = Date.now() - at;
  return Number.isFinite(at) && age >= -5_000 && age <= SENT_FOR_MS;
}

export async function loader({ request }: Route.LoaderArgs) {
  const s = await getSettings();
  const e = env();
  // The act's JSON-LD is for the document only: not repeated in the hydration data (core/seo/document-only.ts).
  const jsonLd = await actJsonLd(request);
  return data(
    documentOnly(
      {
        name: s.name,
        received: justSent(request),
        token: issueFormToken(e.SESSION_SECRET),
        submissionId: newId(),
        today: todayIn(s.time_zone),
        privacyNotice: s.privacy_notice.trim(),
        details: {
          address: s.address,
          latitude: s.latitude,
          longitude: s.longitude,
          phone: s.phone,
          email: s.contact_email,
          openingHours: s.opening_hours,
        },
        map: mapClientConfig(e),
      },
      "jsonLd",
      jsonLd,
    ),
    { headers: { "Cache-Control": NO_STORE } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { t } = await siteI18n();
  let form;
  try {
    form = await readContactForm(request);
  } catch (e) {
    // Over the body's limit: 413 naming that limit (the file's own limit is checked with the fields, below).
    if (isAppError(e)) return formFailureFrom(e);
    logWarn(`contact form unreadable: ${e instanceof Error ? e.message : String(e)}`);
    return formFailure({ errors: { _form: t("contact.unreadable") } });
  }
  const r = await submitContact({ form, ip: requestInfo(context).ip, userAgent: request.headers.get("user-agent") });
  // Shown again after a mistake, the form keeps the time it was first served: a visitor who fixes
  // a field without JavaScript must not look like a bot that answered in under three seconds.
  // The token goes back with the input (submitContact keeps no hidden field's value), and only a genuine one.
  const submitted = form.fields.get(TOKEN_FIELD);
  const check = checkFormToken(submitted, env().SESSION_SECRET);
  const keep = (input: FormInput): FormInput =>
    submitted && (check === null || check === "too_fast") ? { ...input, [TOKEN_FIELD]: submitted } : input;
  if (r.kind === "invalid") return formFailure({ errors: r.errors, input: keep(r.input) }, r.status);
  if (r.kind === "rate_limited") {
    // formFailure() sets no headers; the same FormFailure, with the Retry-After the catalogue's 429 carries.
    return data<FormFailure>(
      {
        errors: { _form: t("contact.rateLimited", { minutes: Math.max(1, Math.ceil(r.retryAfter / 60)) }) },
        input: keep(r.input),
      },
      { status: 429, headers: { "Retry-After": String(r.retryAfter) } },
    );
  }
  // Spam gets the same answer as everyone else (SPEC §5: the defences are silent).
  return redirect(`/contact?sent=${encodeURIComponent(sign(SENT, String(Date.now())))}`);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo(matches, {
    title: i18nFrom(matches).t("contact.title"),
    description: loaderData ? i18nFrom(matches).t("contact.description", { name: loaderData.name }) : undefined,
    path: "/contact",
  }),
  ...(loaderData?.jsonLd ? [{ "script:ld+json": loaderData.jsonLd }] : []),
];

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  useCssParts(handle);
  const d = loaderData;
  const failed = actionData;
  const keptToken = inputValue(failed?.input, TOKEN_FIELD);
  const hasPlace = d.details.latitude != null && d.details.longitude != null;
  const { t } = useI18n();
  return (
    <main id="main" className="container contact-page">
      <h1>{t("contact.heading")}</h1>
      <div className="contact-layout">
        <section
          aria-labelledby={d.received ? "contact-received-heading" : "contact-form-heading"}
          className="contact-layout__form"
        >
          {d.received ? (
            <Received />
          ) : (
            <>
              <h2 id="contact-form-heading">{t("contact.formHeading")}</h2>
              {/* A new key after each sent message remounts the form empty. */}
              <ContactForm
                key={d.submissionId}
                token={keptToken || d.token}
                submissionId={d.submissionId}
                today={d.today}
                privacyNotice={d.privacyNotice}
                errors={failed?.errors}
                input={failed?.input}
              />
            </>
          )}
        </section>
        <aside aria-labelledby="contact-details-heading" className="contact-layout__details">
          <h2 id="contact-details-heading">{t("contact.detailsHeading")}</h2>
          <ContactDetails name={d.name} {...d.details} />
          {hasPlace ? (
            <MapPanel
              config={d.map}
              place={{
                name: d.name,
                address: d.details.address,
                latitude: d.details.latitude,
                longitude: d.details.longitude,
              }}
            />
          ) : null}
        </aside>
      </div>
    </main>
  );
}

/** What the page says after a send, where the form was; the heading takes the focus (a screen reader reads it). */
function Received() {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-received" role="status">
      <CheckCircle className="contact-received__icon" aria-hidden="true" />
      <h2 id="contact-received-heading" tabIndex={-1} ref={heading}>
        {t("contact.received.heading")}
      </h2>
      <p>{t("contact.received.body")}</p>
      <p>
        <Link to="/contact">{t("contact.received.again")}</Link>
      </p>
    </div>
  );
}

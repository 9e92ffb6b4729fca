/**
 * /admin/fans/newsletters/:id — a newsletter: while it is a draft (or
 * scheduled), edit it, preview it, send yourself a test, schedule it or send
 * it now; once it is going out, its report (issue 12 point 5). Every button
 * works without JavaScript.
 */
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { useEffect } from "react";
import { Link, redirect, useLocation, useRevalidator } from "react-router";
import type { Route } from "./+types/newsletter";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { DateTimeField } from "~/core/ui/DateTimeFields.tsx";
import { parseDateTimeEntry } from "~/core/dates/entry.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { AppError } from "~/core/errors.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { utcToLocal } from "~/core/dates/zoned.ts";
import { MAILING_STATUS } from "~/capabilities/fans/lib/mailing-labels.ts";
import { parseDigest } from "~/capabilities/fans/lib/digest.ts";
import { digestRecipients, discardDigest, sendDigest } from "~/capabilities/fans/server/digest.server.ts";
import { DigestDraft } from "~/capabilities/fans/components/admin/DigestDraft.tsx";
import { newsletterSchema } from "~/capabilities/fans/schemas.ts";
import type { AudienceSummary } from "~/capabilities/fans/lib/audience.ts";
import * as N from "~/capabilities/fans/server/newsletters.server.ts";
import { NewsletterForm, SOURCES } from "~/capabilities/fans/components/admin/NewsletterForm.tsx";
import { MailingReport } from "~/capabilities/fans/components/admin/MailingReport.tsx";
import fansCss from "~/capabilities/fans/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: fansCss }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const tr = await studioI18nFor(user);
  const m = await N.mailingOr404(params.id);
  const zone = (await getSettings()).time_zone;
  const going = m.status === "sending" || m.status === "sent";
  return {
    id: m.id,
    kind: m.kind,
    subject: m.subject || tr.t("fans.studio.mailing.digest"),
    status: m.status,
    zone,
    me: user.email,
    values: N.newsletterValues(m),
    scheduledAt: m.scheduled_at ? utcToLocal(Date.parse(m.scheduled_at), zone).slice(0, 16) : "",
    testSentAt: m.test_sent_at,
    audience: going ? null : await N.audienceNow(m),
    report: going ? await N.mailingReport(m) : null,
    text: m.kind === "newsletter" ? m.body : "",
    digest:
      m.kind === "digest"
        ? { items: parseDigest(m.body), recipients: m.status === "draft" ? await digestRecipients(m) : m.recipients }
        : null,
    confirmSend: new URL(request.url).searchParams.get("confirm") === "send",
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const here = `/admin/fans/newsletters/${params.id}`;
  const intent = String(form.get("intent") ?? "save");
  const done = (message: string, to = here) => redirectWithToast(to, { type: "success", message }, context);
  try {
    if (intent === "delete") {
      await N.deleteNewsletter(actor, params.id);
      return done(tr.t("fans.studio.newsletter.deleted"), "/admin/fans/newsletters");
    }
    if (intent === "unschedule") {
      await N.unschedule(actor, params.id);
      return done(tr.t("fans.studio.newsletter.unscheduled"));
    }
    if (intent === "send-digest") {
      const n = await sendDigest(actor);
      if (n === null) return done(tr.t("fans.studio.newsletter.nothing"), "/admin/fans/newsletters");
      return done(tr.t("fans.studio.newsletter.sendingDigest", { count: n }));
    }
    if (intent === "discard-digest") {
      await discardDigest(actor);
      return done(tr.t("fans.studio.newsletter.discarded"), "/admin/fans/newsletters");
    }
    if (intent === "send") {
      if (form.get("confirm") !== "yes") return redirect(`${here}?confirm=send`);
      const n = await N.sendNow(actor, params.id);
      return done(tr.t("fans.studio.newsletter.sending", { count: n }));
    }
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw error;
    return formFailureFrom(error, {});
  }
  // Save, test and schedule send what is in the form: it is saved first. The time comes as the studio
  // language writes it ("05.12.2026 20:00", ADR 2710) or ISO; unreadable, it stays as typed and is refused.
  const typedAt = String(form.get("send_at") ?? "").trim();
  if (typedAt) form.set("send_at", parseDateTimeEntry(typedAt, tr.intl) ?? typedAt);
  const sub = parseSubmission(newsletterSchema, form, tr);
  if (!sub.value) return formFailure({ errors: sub.errors, input: sub.input });
  try {
    await N.updateNewsletter(actor, params.id, sub.value);
    if (intent === "test") {
      await N.sendTest(actor, params.id);
      return done(tr.t("fans.studio.newsletter.testSent", { email: user.email }));
    }
    if (intent === "schedule") {
      await N.schedule(actor, params.id, sub.value.send_at, (await getSettings()).time_zone);
      return done(tr.t("fans.studio.newsletter.scheduledToast"));
    }
    return done(tr.t("fans.studio.newsletter.saved"));
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw error;
    return formFailureFrom(error, sub.input);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  studioMeta(loaderData?.subject ?? studioI18nFrom(matches).t("fans.studio.mailing.newsletter"));

const at = (iso: string, timeZone: string, intl: string) =>
  new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));

export default function Newsletter({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { t, intl } = useStudioI18n();
  const { key } = useLocation();
  const revalidator = useRevalidator();
  // While it goes out, the report follows (without JavaScript: reload the page).
  useEffect(() => {
    if (d.status !== "sending") return;
    const timer = setInterval(() => revalidator.revalidate(), 5_000);
    return () => clearInterval(timer);
  }, [d.status, revalidator]);
  const editable = d.kind === "newsletter" && (d.status === "draft" || d.status === "scheduled");
  return (
    <>
      <p>
        <Link to="/admin/fans/newsletters">{t("fans.studio.newsletters.all")}</Link>
      </p>
      <h1>{d.subject}</h1>
      <p>
        <strong>{t(MAILING_STATUS[d.status])}</strong>
        {d.status === "scheduled" && d.scheduledAt
          ? ` ${t("fans.studio.newsletter.for", { when: d.scheduledAt.replace("T", " "), zone: d.zone.replace(/_/g, " ") })}`
          : null}
        {" · "}
        <a href={`/admin/fans/newsletters/${d.id}/preview`} target="_blank" rel="noopener">
          {t("fans.studio.newsletter.preview")}
          <span className="visually-hidden"> {t("fans.studio.newsletter.newTab")}</span>
        </a>
        {d.testSentAt ? (
          <span className="muted">
            {" "}
            · {t("fans.studio.newsletter.lastTest", { when: at(d.testSentAt, d.zone, intl) })}
          </span>
        ) : null}
      </p>
      {d.report ? <MailingReport report={d.report} sending={d.status === "sending"} /> : null}
      {d.digest ? (
        <DigestDraft items={d.digest.items} recipients={d.digest.recipients} draft={d.status === "draft"} />
      ) : null}
      {a?.errors?._form && !editable ? (
        <p className="notice error" role="alert">
          {a.errors._form}
        </p>
      ) : null}
      {editable && d.audience ? (
        <>
          <p aria-live="polite">
            {t("fans.studio.newsletter.audience", { who: audienceText(t, d.audience), count: d.audience.count })}
          </p>
          <NewsletterForm key={key} values={a?.input ?? d.values} errors={a?.errors}>
            <div className="row">
              <SubmitButton name="intent" value="save">
                {t("fans.studio.newsletter.save")}
              </SubmitButton>
              <SubmitButton name="intent" value="test" className="secondary">
                {t("fans.studio.newsletter.saveTest")}
              </SubmitButton>
            </div>
            <fieldset>
              <legend>{t("fans.studio.newsletter.later")}</legend>
              <DateTimeField
                label={t("fans.studio.newsletter.sendAt")}
                name="send_at"
                defaultValue={d.scheduledAt}
                error={a?.errors?.send_at}
                hint={t("fans.studio.newsletter.sendAtHint", { zone: d.zone.replace(/_/g, " ") })}
              />
              <SubmitButton name="intent" value="schedule" className="secondary">
                {t("fans.studio.newsletter.schedule")}
              </SubmitButton>
            </fieldset>
          </NewsletterForm>
          {d.status === "scheduled" ? (
            <AdminForm>
              <SubmitButton name="intent" value="unschedule" className="secondary">
                {t("fans.studio.newsletter.unschedule")}
              </SubmitButton>
            </AdminForm>
          ) : null}
          <section className="fans-send" aria-labelledby="send-now">
            <h2 id="send-now">{t("fans.studio.newsletter.sendNow")}</h2>
            <details open={d.confirmSend || undefined}>
              <summary>{t("fans.studio.newsletter.sendSummary")}</summary>
              <p>{t("fans.studio.newsletter.sendWarning", { count: d.audience.count })}</p>
              <AdminForm>
                <input type="hidden" name="confirm" value="yes" />
                <SubmitButton name="intent" value="send">
                  {t("fans.studio.newsletter.sendConfirm")}
                </SubmitButton>
              </AdminForm>
            </details>
          </section>
          <section className="danger-zone" aria-labelledby="delete-heading">
            <h2 id="delete-heading" style={{ marginTop: 0 }}>
              {t("fans.studio.newsletter.delete")}
            </h2>
            <details>
              <summary>{t("fans.studio.newsletter.deleteSummary")}</summary>
              <AdminForm>
                <SubmitButton name="intent" value="delete" className="danger">
                  {t("fans.studio.newsletter.deleteConfirm")}
                </SubmitButton>
              </AdminForm>
            </details>
          </section>
        </>
      ) : d.text ? (
        <details>
          <summary>{t("fans.studio.newsletter.text")}</summary>
          <pre className="fans-text">{d.text}</pre>
        </details>
      ) : null}
    </>
  );
}

/** "subscribers within 50 km of Lyon, signed up on: The footer", in the reader's studio language. */
function audienceText(
  t: (key: string, values?: Record<string, string | number>) => string,
  a: AudienceSummary,
): string {
  const who = a.near
    ? t("fans.studio.audience.near", { km: a.near.km, town: a.near.town })
    : t("fans.studio.audience.all");
  if (!a.source) return who;
  const place = SOURCES.find((s) => s.value === a.source);
  return t("fans.studio.audience.withSource", { who, source: place ? t(place.label) : a.source });
}

/**
 * /rsvp/:eventId/:date — where every RSVP form posts (the event page's, this
 * page's). Without JavaScript a mistake comes back here with a message under
 * the field and the input kept; a reply ends on this page with what happened
 * (?done=). Never cached: each render carries its own timing token. The
 * form is rendered on the server (no JavaScript of its own reaches the browser).
 */
import { data, redirect, type HeadersFunction } from "react-router";
import type { Route } from "./+types/rsvp";
import { rateLimitMessage } from "~/core/errors.ts";
import { retryAfterHeaders } from "~/core/http/headers.ts";
import { readForm } from "~/core/http/body.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import type { FormFailure } from "~/core/validation/forms.ts";
import { rsvpPage } from "~/capabilities/rsvp/server/pages.server.ts";
import { rsvpFormHtml } from "~/capabilities/rsvp/server/render.server.tsx";
import { submitReply } from "~/capabilities/rsvp/server/reply.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { sendingStatus as mailStatus } from "~/core/mail/index.server.ts";
import rsvpCss from "~/capabilities/rsvp/event-part.css?url";

export const handle: CssPartsHandle = { css: [rsvpCss] };

const NO_STORE = "private, no-store";

export const headers: HeadersFunction = (args) => {
  const h = new Headers(retryAfterHeaders(args));
  h.set("Cache-Control", NO_STORE);
  return h;
};

const DONE_KINDS = ["confirmed", "waitlisted", "updated", "cancelled"] as const;
type DoneKind = (typeof DONE_KINDS)[number];

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await rsvpPage(params.eventId, params.date);
  if (!page) throw notFound();
  const q = new URL(request.url).searchParams;
  const done = (DONE_KINDS as readonly string[]).includes(q.get("done") ?? "") ? (q.get("done") as DoneKind) : null;
  const party = Math.max(1, Math.min(99, Number(q.get("party")) || 1));
  const { form, ...rest } = page;
  // Words are chosen here, on the server, so the page's JavaScript carries no strings of its own.
  const [{ t }, mail] = await Promise.all([siteI18n(), done ? mailStatus() : null]);
  // Never "on its way to your inbox" when no e-mail can leave (issue 25 §1).
  const mails = mail?.working === true;
  const doneText =
    done === "confirmed"
      ? t(mails ? "rsvp.done.confirmed" : "rsvp.done.confirmedNoMail", { count: party })
      : done === "waitlisted"
        ? t(mails ? "rsvp.done.waitlisted" : "rsvp.done.waitlistedNoMail")
        : done === "updated"
          ? t(mails ? "rsvp.done.updated" : "rsvp.done.updatedNoMail")
          : done === "cancelled"
            ? t("rsvp.done.cancelled")
            : null;
  return data(
    {
      ...rest,
      pageTitle: t("rsvp.page.title", { title: rest.title }),
      description: t("rsvp.page.description", { title: rest.title, when: rest.whenText }),
      eventId: form.eventId,
      date: form.date,
      doneText,
      form: rsvpFormHtml(t, form).html,
    },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

type Answer = FormFailure & { html: string };

/** The form again with the messages and the input (rendered on the server, like the page's). */
async function failed(
  eventId: string,
  date: string,
  failure: FormFailure,
  status: number,
  headers?: Record<string, string>,
) {
  const [page, tr] = await Promise.all([rsvpPage(eventId, date), siteI18n()]);
  const html = page ? rsvpFormHtml(tr.t, page.form, failure).html : "";
  return data<Answer>({ ...failure, html }, { status, ...(headers ? { headers } : {}) });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const r = await submitReply({ eventId: params.eventId, date: params.date, form, ip: requestInfo(context).ip });
  const { t } = await siteI18n();
  // No e-mail can carry the change/cancel link: the reply's own page is the answer (ADR 2520).
  if (r.kind === "done" && r.manage) return redirect(`/rsvp/reply?t=${encodeURIComponent(r.manage)}&done=${r.status}`);
  if (r.kind === "done")
    return redirect(`/rsvp/${encodeURIComponent(params.eventId)}/${params.date}?done=${r.status}&party=${r.party}`);
  if (r.kind === "rate_limited")
    return failed(
      params.eventId,
      params.date,
      { errors: { _form: rateLimitMessage(r.retryAfter) }, input: r.input },
      429,
      { "Retry-After": String(r.retryAfter) },
    );
  if (r.kind === "closed")
    return failed(params.eventId, params.date, { errors: { _form: t("rsvp.errors.notOpen") }, input: r.input }, 409);
  return failed(
    params.eventId,
    params.date,
    { errors: { ...r.errors, _form: t("rsvp.errors.unreadable") }, input: r.input },
    400,
  );
}

// A public page of a published date (its canonical URL is itself, ?done= folds into it): indexable like the
// event's page, with a description of its own; only the signed change/cancel page (rsvp-reply) is noindex.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: loaderData?.pageTitle ?? "RSVP",
    description: loaderData?.description,
    path: loaderData ? `/rsvp/${loaderData.eventId}/${loaderData.date}` : "/rsvp",
  });

export default function RsvpPage({ loaderData: d, actionData }: Route.ComponentProps) {
  useCssParts(handle);
  return (
    <main id="main" className="container rsvp-page">
      <p>
        <a href={d.path}>{d.title}</a>
      </p>
      <h1>{d.title}</h1>
      <p>
        <time dateTime={d.startIso}>{d.whenText}</time>
        {d.venueName ? ` · ${d.venueName}` : null}
      </p>
      {d.doneText ? (
        <p className="notice success" role="status">
          {d.doneText}
        </p>
      ) : (
        <div dangerouslySetInnerHTML={{ __html: actionData?.html || d.form }} />
      )}
    </main>
  );
}

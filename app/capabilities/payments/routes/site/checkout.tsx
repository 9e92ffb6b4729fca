/**
 * /checkout/:eventId/:date — where every Buy form posts (the event page's,
 * this page's). A good order goes on to the provider's page (303); a mistake
 * comes back here with a message under the field and the input kept (400),
 * sold out or closed (409), the provider down (503), too many tries (429).
 * Never cached: each render carries its own timing token. The form is
 * rendered on the server (no JavaScript of its own).
 */
import { data, redirect, type HeadersFunction } from "react-router";
import type { Route } from "./+types/checkout";
import { now } from "~/core/clock.server.ts";
import { env, publicOrigin } from "~/core/env.server.ts";
import { readForm } from "~/core/http/body.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { retryAfterHeaders } from "~/core/http/headers.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { submitBuy } from "~/capabilities/payments/server/buy.server.ts";
import { buyPath } from "~/capabilities/payments/server/event-part.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { dateOffer } from "~/capabilities/payments/server/offer.server.ts";
import { buyFormData, buyFormHtml } from "~/capabilities/payments/server/render.server.tsx";
import type { FormFailure } from "~/core/validation/forms.ts";
import buyCss from "~/capabilities/payments/event-part.css?url";

export const handle: CssPartsHandle = { css: [buyCss] };
const NO_STORE = "private, no-store";

export const headers: HeadersFunction = (args) => {
  const h = new Headers(retryAfterHeaders(args));
  h.set("Cache-Control", NO_STORE);
  return h;
};

async function page(eventId: string, date: string, failure?: FormFailure) {
  const offer = await dateOffer(eventId, date, now());
  if (!offer) throw notFound();
  const tr = await siteI18n();
  const d = buyFormData(offer, tr, issueFormToken(env().SESSION_SECRET), buyPath(eventId, date));
  return {
    title: offer.date.title,
    whenText: offer.date.whenText,
    venueName: offer.date.venueName,
    path: offer.date.path,
    pageTitle: tr.t("payments.checkout.title", { title: offer.date.title }),
    canSell: offer.canSell,
    notOpen: tr.t("payments.errors.unavailable"),
    form: offer.canSell ? buyFormHtml(tr.t, d, failure) : "",
  };
}

export async function loader({ params }: Route.LoaderArgs) {
  return data(await page(params.eventId, params.date), { headers: { "Cache-Control": NO_STORE } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const r = await submitBuy({
    eventId: params.eventId,
    date: params.date,
    form,
    ip: requestInfo(context).ip,
    origin: publicOrigin(request),
    now: new Date(now()),
  });
  if (r.kind === "redirect") return redirect(r.url, 303);
  if (r.kind === "ignored") return redirect(buyPath(params.eventId, params.date), 303);
  const body = await page(params.eventId, params.date, { errors: r.errors, input: r.input });
  return data(body, {
    status: r.status,
    headers: { "Cache-Control": NO_STORE, ...(r.retryAfter ? { "Retry-After": String(r.retryAfter) } : {}) },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo(matches, { title: loaderData?.pageTitle ?? "Tickets", path: loaderData?.path ?? "/" }),
  { name: "robots", content: "noindex" },
];

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  useCssParts(handle);
  const d = actionData ?? loaderData;
  return (
    <main id="main" className="container checkout-page">
      <p>
        <a href={d.path}>{d.title}</a>
      </p>
      <h1>{d.title}</h1>
      <p>
        {d.whenText}
        {d.venueName ? ` · ${d.venueName}` : null}
      </p>
      {d.canSell ? <div dangerouslySetInnerHTML={{ __html: d.form }} /> : <p className="notice">{d.notOpen}</p>}
    </main>
  );
}

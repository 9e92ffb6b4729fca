/**
 * /support — pay what you want (issue 29): a suggested amount or your own,
 * an optional message to the owner, then the provider's page. A plain form,
 * rendered on the server; 404 while support is off.
 */
import { data, redirect, type HeadersFunction } from "react-router";
import type { Route } from "./+types/support";
import { readForm } from "~/core/http/body.server.ts";
import { now } from "~/core/clock.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { retryAfterHeaders } from "~/core/http/headers.ts";
import { seo } from "~/core/seo/meta.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { submitSupport } from "~/capabilities/payments/server/buy.server.ts";
import { supportPage } from "~/capabilities/payments/server/support-page.server.ts";
import buyCss from "~/capabilities/payments/event-part.css?url";

export const handle: CssPartsHandle = { css: [buyCss] };
const NO_STORE = "private, no-store";

export const headers: HeadersFunction = (args) => {
  const h = new Headers(retryAfterHeaders(args));
  h.set("Cache-Control", NO_STORE);
  return h;
};

export async function loader({ request }: Route.LoaderArgs) {
  const p = await supportPage(new URL(request.url).searchParams.get("amount") ?? "");
  if (!p) throw notFound();
  return data(p, { headers: { "Cache-Control": NO_STORE } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const r = await submitSupport({
    form,
    ip: requestInfo(context).ip,
    origin: publicOrigin(request),
    now: new Date(now()),
  });
  if (r.kind === "redirect") return redirect(r.url, 303);
  if (r.kind === "ignored") return redirect("/support", 303);
  const p = await supportPage("", { errors: r.errors, input: r.input });
  if (!p) throw notFound();
  return data(p, {
    status: r.status,
    headers: { "Cache-Control": NO_STORE, ...(r.retryAfter ? { "Retry-After": String(r.retryAfter) } : {}) },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, { title: loaderData?.heading ?? "Support", path: "/support" });

export default function Support({ loaderData, actionData }: Route.ComponentProps) {
  useCssParts(handle);
  const d = actionData ?? loaderData;
  return (
    <main id="main" className="container support-page">
      <h1>{d.heading}</h1>
      <p>{d.lead}</p>
      <div dangerouslySetInnerHTML={{ __html: d.form }} />
    </main>
  );
}

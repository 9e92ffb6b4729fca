/**
 * /releases/:slug — the featured release on sale (issue 30): its cover and
 * words, what the buyer gets, and a plain form (no JavaScript needed) that
 * goes to the provider's page, or, when free, sends the link by e-mail. The
 * amount is ours: the price, or the fan's choice above the minimum. 404 while
 * nothing is on sale; another slug is sent to the release's own.
 */
import { data, redirect, type HeadersFunction } from "react-router";
import type { Route } from "./+types/release";
import { readForm } from "~/core/http/body.server.ts";
import { now } from "~/core/clock.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { retryAfterHeaders } from "~/core/http/headers.ts";
import { seo } from "~/core/seo/meta.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { Picture } from "~/capabilities/media/index.ts";
import { submitRelease } from "~/capabilities/payments/server/store/buy.server.ts";
import { releasePage, sentWords } from "~/capabilities/payments/server/store/page.server.ts";
import { ReleaseBuyForm } from "~/capabilities/payments/components/site/ReleaseBuyForm.tsx";
import buyCss from "~/capabilities/payments/event-part.css?url";

export const handle: CssPartsHandle = { css: [buyCss] };
const NO_STORE = "private, no-store";

export const headers: HeadersFunction = (args) => {
  const h = new Headers(retryAfterHeaders(args));
  h.set("Cache-Control", NO_STORE);
  return h;
};

async function page(slug: string) {
  const p = await releasePage();
  if (!p) throw notFound();
  if (p.slug !== slug) throw redirect(`/releases/${p.slug}`, 301);
  return p;
}

export async function loader({ params }: Route.LoaderArgs) {
  return data({ ...(await page(params.slug)), failure: null, sent: null }, { headers: { "Cache-Control": NO_STORE } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const r = await submitRelease({
    form,
    ip: requestInfo(context).ip,
    origin: publicOrigin(request),
    now: new Date(now()),
  });
  if (r.kind === "redirect") return redirect(r.url, 303);
  if (r.kind === "ignored") return redirect(`/releases/${params.slug}`, 303);
  const p = await page(params.slug);
  if (r.kind === "sent")
    return data({ ...p, failure: null, sent: await sentWords(r.email) }, { headers: { "Cache-Control": NO_STORE } });
  return data(
    { ...p, failure: { errors: r.errors, input: r.input }, sent: null },
    {
      status: r.status,
      headers: { "Cache-Control": NO_STORE, ...(r.retryAfter ? { "Retry-After": String(r.retryAfter) } : {}) },
    },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo(matches, {
    title: loaderData?.title ?? "Release",
    path: loaderData ? `/releases/${loaderData.slug}` : "/",
    description: loaderData?.description,
  }),
  ...(loaderData
    ? [
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@type": "MusicAlbum",
            name: loaderData.title,
            numTracks: loaderData.tracks.length,
            offers: {
              "@type": "Offer",
              price: (loaderData.price / 100).toFixed(2),
              priceCurrency: loaderData.currency,
              availability: "https://schema.org/InStock",
            },
          },
        },
      ]
    : []),
];

export default function Release({ loaderData, actionData }: Route.ComponentProps) {
  useCssParts(handle);
  const d = actionData ?? loaderData;
  return (
    <main id="main" className="container release-page">
      <h1>{d.title}</h1>
      <p>
        {d.kind} · {d.when}
      </p>
      {d.cover ? <Picture image={d.cover} sizes="(min-width: 40rem) 24rem, calc(100vw - 2rem)" /> : null}
      {d.description ? <p>{d.description}</p> : null}
      <h2>{d.words.tracks}</h2>
      <ol>
        {d.tracks.map((name, i) => (
          <li key={i}>{name}</li>
        ))}
      </ol>
      <p>{d.words.formats}</p>
      <h2 id="buy-heading">{d.offerText}</h2>
      {d.sent ? (
        <p className="notice success" role="status">
          {d.sent}
        </p>
      ) : (
        <ReleaseBuyForm d={d} failure={d.failure} />
      )}
      <p>
        <a href="/redeem">{d.words.redeem}</a>
      </p>
    </main>
  );
}

/**
 * /subscribe/confirm?t=…: the link in the confirmation e-mail. Confirms the
 * address (once; a second click says it is done) and works without
 * JavaScript. Never cached: the answer depends on the link.
 */
import { data } from "react-router";
import type { Route } from "./+types/confirm";
import { seo } from "~/core/seo/meta.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { confirmSubscription } from "~/capabilities/fans/server/links.server.ts";
import { confirmWords } from "~/capabilities/fans/lib/messages.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";

export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export async function loader({ request }: Route.LoaderArgs) {
  const outcome = await confirmSubscription(new URL(request.url).searchParams.get("t"));
  return data(
    { outcome, site: (await getSettings()).name },
    { status: outcome === "invalid" ? 404 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo(matches, {
    title: i18nFrom(matches).t(loaderData?.outcome === "invalid" ? "fans.confirm.invalidTitle" : "fans.confirm.title"),
    path: "/subscribe/confirm",
  }),
  { name: "robots", content: "noindex" },
];

export default function Confirm({ loaderData }: Route.ComponentProps) {
  const { outcome, site } = loaderData;
  const CONFIRM = confirmWords(useI18n().t);
  return (
    <main id="main" className="container fans-page">
      <h1>{outcome === "invalid" ? CONFIRM.invalidTitle : CONFIRM.title}</h1>
      <p role="status">
        {outcome === "confirmed" ? CONFIRM.done(site) : outcome === "already" ? CONFIRM.again : CONFIRM.invalid}
      </p>
      {outcome === "invalid" ? (
        <p>
          <a className="button" href="/subscribe">
            {CONFIRM.signUpAgain}
          </a>
        </p>
      ) : null}
    </main>
  );
}

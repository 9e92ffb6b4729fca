/**
 * /unsubscribe?t=…: the visible link in every mailing. Asks before it acts (a
 * mail scanner that follows links must not unsubscribe anyone); the button
 * posts, with or without JavaScript, no sign-in. Idempotent.
 */
import { data } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { readForm } from "~/core/http/body.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { unsubscribe, unsubscribeTarget } from "~/capabilities/fans/server/links.server.ts";
import { unsubscribeWords } from "~/capabilities/fans/lib/messages.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";

export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export async function loader({ request }: Route.LoaderArgs) {
  const t = new URL(request.url).searchParams.get("t");
  const target = await unsubscribeTarget(t);
  return data(
    { token: t ?? "", valid: target !== null, email: target?.email ?? null, site: (await getSettings()).name },
    { status: target ? 200 : 404, headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const t = form.get("t");
  const ok = await unsubscribe(typeof t === "string" ? t : null);
  return data({ done: ok }, { status: ok ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo(matches, { title: i18nFrom(matches).t("fans.unsubscribe.title"), path: "/unsubscribe" }),
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const UNSUBSCRIBE = unsubscribeWords(useI18n().t);
  const { token, valid, email, site } = loaderData;
  const done = actionData?.done === true || (valid && email === null);
  return (
    <main id="main" className="container fans-page">
      <h1>{UNSUBSCRIBE.title}</h1>
      {!valid || actionData?.done === false ? (
        <p role="alert">{UNSUBSCRIBE.invalid}</p>
      ) : done ? (
        <p role="status">{UNSUBSCRIBE.done(site)}</p>
      ) : (
        <form method="post">
          <input type="hidden" name="t" value={token} />
          <p>{UNSUBSCRIBE.ask(email ?? "", site)}</p>
          <p>
            <button type="submit" className="button">
              {UNSUBSCRIBE.button}
            </button>
          </p>
        </form>
      )}
    </main>
  );
}

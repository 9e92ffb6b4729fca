/** /subscribe/thanks: where a sign-up lands — the same words whether or not a confirmation went out (nobody learns who is subscribed). */
import type { Route } from "./+types/thanks";
import { seo } from "~/core/seo/meta.ts";
import { thanksWords } from "~/capabilities/fans/lib/messages.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo(matches, { title: i18nFrom(matches).t("fans.thanks.title"), path: "/subscribe/thanks" }),
  { name: "robots", content: "noindex" },
];

export default function Thanks() {
  const THANKS = thanksWords(useI18n().t);
  return (
    <main id="main" className="container fans-page">
      <h1>{THANKS.title}</h1>
      <p>{THANKS.body}</p>
      <p className="muted">{THANKS.note}</p>
    </main>
  );
}

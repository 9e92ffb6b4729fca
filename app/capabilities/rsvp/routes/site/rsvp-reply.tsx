/**
 * /rsvp/reply?t=… — the signed link in every RSVP e-mail: the reply, a form
 * to change it, and a button to cancel it. Asks before it acts (a mail
 * scanner that follows links must not cancel anyone); both are posts that
 * work without JavaScript, no sign-in. The body is rendered on the server
 * (no JavaScript of its own reaches the browser).
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/rsvp-reply";
import { readForm } from "~/core/http/body.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import type { FormFailure } from "~/core/validation/forms.ts";
import { cancelByLink, changeReply, manageView } from "~/capabilities/rsvp/server/manage.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import rsvpCss from "~/capabilities/rsvp/event-part.css?url";

export const handle: CssPartsHandle = { css: [rsvpCss] };

// The link's token never leaves the site in a Referer; "same-origin", not "no-referrer", which makes the
// browser post this page's own forms with "Origin: null" — refused as cross-site (server/request-guard.ts).
const NO_STORE = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
export const headers = () => NO_STORE;

export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const done = q.get("done");
  const v = await manageView(q.get("t"), {
    done: (["cancelled", "updated", "confirmed", "waitlisted"] as const).find((k) => k === done) ?? null,
  });
  return data({ title: v.title, html: v.html }, { status: v.found ? 200 : 404, headers: NO_STORE });
}

type Answer = FormFailure & { html: string };

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const t = typeof form.get("t") === "string" ? (form.get("t") as string) : null;
  const back = (done: string) => redirect(`/rsvp/reply?t=${encodeURIComponent(t ?? "")}&done=${done}`);
  const { t: tr } = await siteI18n();
  const invalid = async () =>
    data<Answer>(
      { errors: { _form: tr("rsvp.manage.invalid") }, input: {}, html: (await manageView(null, {})).html },
      { status: 404 },
    );
  if (form.get("intent") === "cancel") return (await cancelByLink(t)) ? back("cancelled") : invalid();
  const r = await changeReply(t, form);
  if (!r) return invalid();
  if (r.kind === "done") return back("updated");
  const errors =
    r.kind === "invalid" ? { ...r.errors, _form: tr("rsvp.errors.unreadable") } : { _form: tr("rsvp.errors.notOpen") };
  const input = r.kind === "invalid" ? r.input : {};
  return data<Answer>(
    { errors, input, html: (await manageView(t, { errors, input })).html },
    { status: r.kind === "invalid" ? 400 : 409 },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo(matches, { title: loaderData?.title ?? "RSVP", path: "/rsvp/reply" }),
  { name: "robots", content: "noindex" },
];

export default function RsvpReply({ loaderData: d, actionData }: Route.ComponentProps) {
  useCssParts(handle);
  return (
    <main id="main" className="container rsvp-page">
      <h1>{d.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: actionData?.html ?? d.html }} />
    </main>
  );
}

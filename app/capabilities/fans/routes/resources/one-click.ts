/**
 * /unsubscribe/one-click?t=…: the List-Unsubscribe URL (RFC 8058). A mail
 * program POSTs `List-Unsubscribe=One-Click` and the address is unsubscribed
 * at once, with no page; a person who opens the URL gets the page, which asks.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/one-click";
import { readForm } from "~/core/http/body.server.ts";
import { unsubscribe } from "~/capabilities/fans/server/links.server.ts";
import { unsubscribeWords } from "~/capabilities/fans/lib/messages.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  const t = new URL(request.url).searchParams.get("t") ?? "";
  return redirect(`/unsubscribe?t=${encodeURIComponent(t)}`, 303);
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (form.get("List-Unsubscribe") !== "One-Click")
    return new Response("Send List-Unsubscribe=One-Click (RFC 8058).\n", { status: 400, headers: plain });
  const ok = await unsubscribe(new URL(request.url).searchParams.get("t"));
  const UNSUBSCRIBE = unsubscribeWords((await siteI18n()).t);
  return new Response(ok ? `${UNSUBSCRIBE.oneClick}\n` : `${UNSUBSCRIBE.invalid}\n`, {
    status: ok ? 200 : 404,
    headers: plain,
  });
}

/**
 * /redeem (SPEC §12) — a download code from a card at the merch table, and the
 * fan's e-mail address (the link goes there too). Each code works once; the
 * fan is taken straight to the download page.
 */
import { data, redirect, type HeadersFunction } from "react-router";
import type { Route } from "./+types/redeem";
import { readForm } from "~/core/http/body.server.ts";
import { now } from "~/core/clock.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { TextField } from "~/core/ui/Field.tsx";
import { redeem } from "~/capabilities/payments/server/store/codes.server.ts";
import { redeemWords } from "~/capabilities/payments/server/store/page.server.ts";

const NO_STORE = "private, no-store";
export const headers: HeadersFunction = () => ({ "Cache-Control": NO_STORE });

export async function loader({ request }: Route.LoaderArgs) {
  const code = (new URL(request.url).searchParams.get("code") ?? "").slice(0, 40);
  return data({ words: await redeemWords(), failure: null, code }, { headers: { "Cache-Control": NO_STORE } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const r = await redeem({
    code: String(form.get("code") ?? ""),
    email: String(form.get("email") ?? ""),
    ip: requestInfo(context).ip,
    now: new Date(now()),
  });
  if (r.kind === "redeemed") return redirect(r.path, 303);
  return data(
    { words: await redeemWords(), failure: { errors: r.errors, input: r.input }, code: r.input.code },
    { status: r.status, headers: { "Cache-Control": NO_STORE } },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo(matches, { title: loaderData?.words.heading ?? "Redeem", path: "/redeem" }),
  { name: "robots", content: "noindex" },
];

export default function Redeem({ loaderData, actionData }: Route.ComponentProps) {
  const d = actionData ?? loaderData;
  const e = d.failure?.errors ?? {};
  return (
    <main id="main" className="container redeem-page">
      <h1>{d.words.heading}</h1>
      <p>{d.words.lead}</p>
      <form method="post" className="form" noValidate>
        {e._form ? (
          <p className="notice error" role="alert">
            {e._form}
          </p>
        ) : null}
        <TextField
          id="redeem-code"
          label={d.words.code}
          name="code"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          defaultValue={d.code}
          error={e.code}
        />
        <TextField
          id="redeem-email"
          label={d.words.email}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          defaultValue={d.failure?.input.email ?? ""}
          error={e.email}
        />
        <p>
          <button type="submit" className="button">
            {d.words.submit}
          </button>
        </p>
      </form>
    </main>
  );
}

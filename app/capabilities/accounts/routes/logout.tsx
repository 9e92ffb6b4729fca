import { Form, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/logout";
import { requireAction, requireUser } from "~/core/auth/guards.server.ts";
import { csrfToken } from "~/core/auth/csrf.server.ts";
import { signOut } from "~/capabilities/accounts/server/sign-out.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { getSession } from "~/core/auth/session.server.ts";
import adminCss from "~/core/shells/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => [{ title: "Sign out · Studio" }, { name: "robots", content: "noindex" }];

// GET never changes state: it shows a button that posts.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await getSession(request, context))) throw redirect("/admin/login");
  await requireUser(request, context);
  return { csrf: csrfToken(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAction(request, context, "editor");
  const cookie = await signOut({ id: user.id, email: user.email }, request, context);
  return redirectWithToast("/admin/login", { type: "success", message: "You are signed out." }, context, {
    headers: [["Set-Cookie", cookie]],
  });
}

export default function Logout() {
  const { csrf } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="auth-card">
      <h1>Sign out</h1>
      <Form method="post">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" className="button">
          Sign out
        </button>
      </Form>
    </main>
  );
}

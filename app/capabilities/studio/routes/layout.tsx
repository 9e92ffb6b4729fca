import { NavLink, Outlet, useLoaderData, Form } from "react-router";
import { LogOut } from "lucide-react";
import { STUDIO_ICONS } from "~/core/shells/studio-icons.ts";
import { studioNav } from "~/core/composition.server.ts";
import type { Route } from "./+types/layout";
import adminCss from "~/core/shells/studio.css?url";
import { requireUser } from "~/core/auth/guards.server.ts";
import { csrfToken } from "~/core/auth/csrf.server.ts";
import { csrfCookieMiddleware } from "~/core/auth/csrf-middleware.server.ts";
import { contentChangedMiddleware } from "~/core/http/page-cache.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];

export const middleware: Route.MiddlewareFunction[] = [csrfCookieMiddleware, contentChangedMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return {
    user: { id: user.id, email: user.email, name: user.display_name, role: user.role },
    csrf: csrfToken(request, context),
    /** The studio navigation for this user's role, from the capabilities' manifests. */
    nav: studioNav(user),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Studio · Marquee" }, { name: "robots", content: "noindex" }];

export default function AdminLayout() {
  const { user, csrf, nav } = useLoaderData<typeof loader>();
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="admin-nav">
        <NavLink to="/" className="brand">
          Marquee studio
        </NavLink>
        <nav aria-label="Studio">
          <ul>
            {nav.map(({ to, label, icon, end }) => {
              const Icon = STUDIO_ICONS[icon];
              return (
                <li key={to}>
                  <NavLink to={to} end={end}>
                    <Icon className="icon" aria-hidden="true" /> {label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="admin-user">
          Signed in as {user.name} ({user.role})
        </p>
        <Form method="post" action="/admin/logout">
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit" className="button secondary small">
            <LogOut className="icon" aria-hidden="true" /> Sign out
          </button>
        </Form>
      </aside>
      <main id="main" className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}

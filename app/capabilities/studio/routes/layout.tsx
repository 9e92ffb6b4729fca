import type { ReactNode } from "react";
import { NavLink, Outlet, useLoaderData, useRouteLoaderData, Form, isRouteErrorResponse } from "react-router";
import { LogOut } from "lucide-react";
import { STUDIO_ICONS } from "~/core/shells/studio-icons.ts";
import { studioNav } from "~/core/composition.server.ts";
import type { Route } from "./+types/layout";
import adminCss from "~/core/shells/studio.css?url";
import { requireUser } from "~/core/auth/guards.server.ts";
import { csrfToken } from "~/core/auth/csrf.server.ts";
import { csrfCookieMiddleware } from "~/core/auth/csrf-middleware.server.ts";
import { contentChangedMiddleware } from "~/core/http/page-cache.server.ts";
import { RouteErrorPage } from "~/capabilities/site/index.ts";

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

type StudioData = Awaited<ReturnType<typeof loader>>;

/** An error page's title names what happened (the root's does the same outside the studio). */
export const meta: Route.MetaFunction = ({ error }) => {
  const status = error ? (isRouteErrorResponse(error) ? error.status : 500) : null;
  const title = status === null ? "Studio · Marquee" : `${status === 404 ? "Page not found" : status === 403 ? "No access" : "Something went wrong"} · Studio`;
  return [{ title }, { name: "robots", content: "noindex" }];
};

/** The studio's navigation beside the page. */
function StudioShell({ data, children }: { data: StudioData; children: ReactNode }) {
  const { user, csrf, nav } = data;
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
      {children}
    </div>
  );
}

export default function AdminLayout() {
  return (
    <StudioShell data={useLoaderData<typeof loader>()}>
      <main id="main" className="admin-main">
        <Outlet />
      </main>
    </StudioShell>
  );
}

/**
 * A studio page's error (no access, not found, a 500) beside the studio's
 * navigation, with the catalogue's message and the reference id. When the
 * layout's own loader failed there is no navigation to show: the page alone.
 */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("studio");
  return data ? (
    <StudioShell data={data}>
      <RouteErrorPage />
    </StudioShell>
  ) : (
    <RouteErrorPage />
  );
}

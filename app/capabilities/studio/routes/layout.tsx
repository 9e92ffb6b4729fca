import { Outlet, useLoaderData, useRouteLoaderData, isRouteErrorResponse } from "react-router";
import { StudioShell } from "../components/StudioShell.tsx";
import { studioNav } from "~/core/composition.server.ts";
import type { Route } from "./+types/layout";
import adminCss from "~/core/shells/studio.css?url";
import saveModelCss from "~/core/ui/save-model.css?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { requireUser } from "~/core/auth/guards.server.ts";
import { csrfToken } from "~/core/auth/csrf.server.ts";
import { csrfCookieMiddleware } from "~/core/auth/csrf-middleware.server.ts";
import { contentChangedMiddleware } from "~/core/http/page-cache.server.ts";
import { RouteErrorPage } from "~/capabilities/site/index.ts";
import { studioPayload, studioLocale, studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { StudioI18nProvider, studioI18nFrom } from "~/core/i18n/studio.tsx";
import { LazyToaster } from "~/core/ui/toast.tsx";

// The studio's typeface (core/shells/studio-font.css): its Latin file fetched with the page, not once the CSS is read.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: adminCss },
  { rel: "stylesheet", href: saveModelCss },
];

export const middleware: Route.MiddlewareFunction[] = [csrfCookieMiddleware, contentChangedMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  // The user's studio language (docs/languages.md): its studio messages reach the studio's pages only, never a public one.
  const locale = await studioLocale(user);
  return {
    user: { id: user.id, email: user.email, name: user.display_name, role: user.role },
    csrf: csrfToken(request, context),
    /** The studio navigation for this user's role, from the capabilities' manifests, in the studio language. */
    nav: studioNav(user, studioTranslatorFor(locale)),
    i18n: studioPayload(locale),
  };
}

/** An error page's title names what happened (the root's does the same outside the studio). */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  const status = error ? (isRouteErrorResponse(error) ? error.status : 500) : null;
  // Pages set their own title with studioMeta("Events") (core/shells/studio-meta.ts); this is the fallback.
  const { t } = studioI18nFrom(matches);
  const title =
    status === null
      ? "Studio"
      : `${status === 404 ? t("studio.studio.error.404") : status === 403 ? t("studio.studio.error.403") : t("studio.studio.error.500")} · Studio`;
  return [{ title }, { name: "robots", content: "noindex" }];
};

export default function AdminLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <StudioI18nProvider payload={data.i18n}>
      <StudioShell data={data}>
        <main id="main" className="admin-main">
          <Outlet />
        </main>
      </StudioShell>
      {/* A confirmation where the eye is (issue 27 §5): at the top of the content, below the phone's top bar, never
          on the sticky save bar; in the person's colour scheme; a little larger than sonner's default (save-model.css). */}
      <LazyToaster
        position="top-center"
        theme="system"
        closeButton
        richColors
        offset={{ top: 16 }}
        mobileOffset={{ top: 64 }}
        toastOptions={{ className: "studio-toast" }}
      />
    </StudioI18nProvider>
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
    <StudioI18nProvider payload={data.i18n}>
      <StudioShell data={data}>
        <RouteErrorPage />
      </StudioShell>
    </StudioI18nProvider>
  ) : (
    <RouteErrorPage />
  );
}

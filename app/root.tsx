import { useEffect, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { LazyToaster, toast as showToast } from "~/core/ui/toast.tsx";
import type { Route } from "./+types/root";
import { useNonce, useRequestId, useSiteCss, useSiteCssParts } from "~/core/ui/request-context.tsx";
import { isErrorPayload } from "~/core/error-payload.ts";
import { siteFrom, underBase } from "~/core/seo/meta.ts";
import type { Toast } from "~/core/toast.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { heroImage } from "~/capabilities/media/index.server.ts";
import { socialLinkViews } from "~/capabilities/site/index.server.ts";
import { activePageTheme, publicThemeBits } from "~/capabilities/themes/index.server.ts";
import { errorPageLinks, feedLinks, loadFooterParts, publicNav } from "~/core/composition.server.ts";
import { representationMiddleware } from "~/core/http/represent.server.ts";
import { navChoice } from "~/capabilities/pages/index.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { readToast } from "~/core/http/toast.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { LazyErrorPage as ErrorPage, LazyPreviewBar as PreviewBar } from "~/core/shells/lazy.tsx";
import { activePreview, previewing, previewMiddleware } from "~/core/preview/preview.server.ts";
import { PREVIEW_BAR_CSS } from "~/core/shells/PreviewBar.tsx";
import { I18nProvider } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { useHydrated } from "~/core/ui/useHydrated.ts";
import { catalogueReady } from "~/core/i18n/page-messages.ts";
import { localeInfo } from "~/core/i18n/locales.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import { i18nPayload } from "~/core/i18n/site-language.server.ts";
import { languageMiddleware, requestLanguage, siteLanguages } from "~/core/i18n/request-language.server.ts";
import { pagePathOf } from "~/core/i18n/prefix.ts";

/** A signed-in person previewing unsaved changes sees them on the public pages (core/preview). */
// A page of one of the site's other languages (`/es/…`) is answered in it (core/i18n/request-language.server.ts).
// Another representation of a page (a fediverse server's Accept) is answered before anything renders.
export const middleware: Route.MiddlewareFunction[] = [representationMiddleware, languageMiddleware, previewMiddleware];
// A client navigation waits for the site language's whole catalogue (fetched after hydration): the
// page it shows may use messages the first page did not carry (ADR 0902).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => void (await catalogueReady(), await next()),
];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Pages set their own tags; this only titles the error page (the root boundary shows it, and only
 * the root's meta applies then): a 404 needs a <title> and must not be indexed.
 */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const root = matches[0]?.loaderData as RootData | undefined;
  const key = status === 404 || status === 403 ? status : 500;
  // The site language's title; the page carries the message because this render asked for it (ADR 0902).
  const titleKey = { 403: "core.error.403.title", 404: "core.error.404.title", 500: "core.error.500.title" }[key];
  const title = root
    ? i18nFrom(matches).t(titleKey)
    : status === 404
      ? "Page not found"
      : status === 403
        ? "No access"
        : "Something went wrong";
  return [{ title: `${title} · ${siteFrom(matches).name}` }, { name: "robots", content: "noindex" }];
};

/**
 * The root's data depends on the page's path — the footer's parts (the mailing list's form is on every page
 * but those with one of their own: the home page, a date's page) and the language alternates — so a client
 * navigation to another path loads it again; React Router's default keeps a parent's data while its params
 * are unchanged, which left /events without the footer's form after the home page, and the home page with
 * two after /events.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

export async function loader({ request, context }: Route.LoaderArgs) {
  const s = await getSettings();
  // The site's language (Settings): its messages only reach the browser, compiled (core/i18n, ADR 0900).
  // The studio stays English until it has catalogues of its own (issue 15, L2): its error pages too.
  const studio = /^\/admin(\/|$)/.test(new URL(request.url).pathname);
  const locale = studio ? "en" : (requestLanguage() ?? localeInfo(s.language).code);
  // The site's languages (Settings → Other languages): hreflang alternates and the switcher; one language has neither.
  const languages = studio ? [] : (await siteLanguages()).all;
  const tr = translatorFor(locale);
  const hero = await heroImage(s);
  // Public pages wear the owner's theme (app/themes, ADR 0505); the studio keeps its own plain look
  // (entry.server.tsx inlines the theme's CSS for public pages only).
  const [theme, bits] = await Promise.all([activePageTheme(), publicThemeBits()]);
  // The menu in the owner's arrangement (the pages capability's navigation editor), and the feeds every page announces.
  const [nav, feeds, footerParts] = await Promise.all([
    navChoice().then((choice) => publicNav(choice, tr)),
    feedLinks(),
    studio ? [] : loadFooterParts(request),
  ]);
  const pending = readToast(request, context);
  return data(
    {
      site: {
        name: s.name,
        tagline: s.tagline,
        origin: publicOrigin(request),
        logo: bits.logo,
        contactEmail: s.contact_email,
        phone: s.phone,
        address: s.address,
        openingHours: s.opening_hours,
        socialLinks: socialLinkViews(s.social_links),
        /** The public navigation, from the capabilities' manifests in the owner's arrangement: the header's, and the footer's. */
        nav: nav.header,
        footerNav: nav.footer,
        /** Capabilities' parts of the footer (the mailing list's sign-up): manifests' `footer`, components in ui.footer.tsx. */
        footerParts,
        /** Feeds announced with <link rel="alternate"> (news.xml), this language's (`/es/calendar.ics`). */
        feeds: feeds.map((f) => ({
          ...f,
          // Said here, on the server, so the page's JavaScript renders it as it comes (rel="me" for the fediverse).
          rel: f.rel ?? "alternate",
          href: f.href.startsWith("/")
            ? underBase(languages.find((l) => l.code === locale)?.base ?? "", f.href)
            : f.href,
        })),
        /** The Open Graph picture of pages that have none of their own: the hero image. */
        ogImage: hero?.src ?? null,
        /** This page's language prefix ("" or "/es") and, when the site has several, every language with its own (core/seo/meta.ts, the switcher). */
        base: languages.find((l) => l.code === locale)?.base ?? "",
        languages:
          languages.length > 1
            ? languages.map((l) => ({
                ...l,
                href: underBase(l.base, pagePathOf(new URL(request.url).pathname)),
                words: languageWords(l.code),
              }))
            : [],
      },
      i18n: i18nPayload(locale),
      /** Where the error pages send a lost visitor after the home page (manifests' `errorLinks`), worded for this page. */
      errorLinks: errorPageLinks(tr),
      /** The active theme (entry.server.tsx inlines its CSS); null in the studio. */
      theme,
      toast: pending?.toast.message ? pending.toast : null,
      preview: await activePreview(),
      /** The preview bar's few styles, only while previewing (none of it in visitors' pages or scripts). */
      previewCss: previewing() ? PREVIEW_BAR_CSS : null,
      requestId: requestInfo(context).requestId,
    },
    pending ? { headers: { "Set-Cookie": pending.clear } } : undefined,
  );
}

/** The Accept-Language notice's words in the language it suggests (the visitor reads that one, not the page's). */
function languageWords(code: string) {
  const tr = translatorFor(code);
  return {
    suggest: tr.t("core.languages.suggest"),
    read: tr.t("core.languages.read"),
    dismiss: tr.t("core.languages.dismiss"),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const hydrated = useHydrated();
  const root = useRouteLoaderData<typeof loader>("root");
  const requestId = useRequestId();
  const siteCss = useSiteCss();
  const cssParts = useSiteCssParts();
  // The studio keeps its plain look. Links between the studio and the public site are document loads
  // (the inline stylesheet is the document's, ADR 0503), so a client-side navigation never crosses.
  const { pathname } = useLocation();
  const themed = pathname === "/admin" || pathname.startsWith("/admin/") ? null : root?.theme;
  return (
    <html
      lang={root?.i18n.locale ?? "en"}
      dir={root?.i18n.dir ?? "ltr"}
      data-theme={themed?.name}
      data-scheme={themed?.scheme}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="request-id" content={requestId} />
        {/* The display face is the hero's name, the page's largest text: fetched with the document, not after the CSS is read. */}
        {themed?.preloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Meta />
        {/* The whole site stylesheet, inline: nothing to fetch before the first paint (ADR 0503). */}
        <style
          id="site-css"
          data-parts={cssParts || undefined}
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: siteCss }}
        />
        <Links />
        {themed
          ? root?.site.feeds.map((f) => <link key={f.href} rel={f.rel} type={f.type} title={f.title} href={f.href} />)
          : null}
        {root?.previewCss ? <style nonce={nonce}>{root.previewCss}</style> : null}
      </head>
      <body>
        <I18nProvider payload={root?.i18n}>{children}</I18nProvider>
        {/* After hydration only: until then the browser restores a reloaded page's scroll itself, and every page is
            spared the inline script (~0.3 KB brotli) that would do it before the framework has loaded. */}
        {hydrated ? <ScrollRestoration /> : null}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Shows the server's one-time toast: as a toast with JavaScript, as a status line without. */
function ServerToast({ toast }: { toast: Toast | null }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (!toast) return;
    if (toast.type === "error") showToast.error(toast.message);
    else showToast.success(toast.message);
  }, [toast]);
  if (!toast || hydrated) return null;
  return (
    <div role="status" className={`notice status-message container ${toast.type === "error" ? "error" : "success"}`}>
      {toast.message}
    </div>
  );
}

export default function App() {
  const { toast, preview } = useLoaderData<typeof loader>();
  // Pages inside the studio's layout get its own toaster, placed where the eye is; every other page (the
  // public site, the sign-in page) this one. Studio and site never share a document.
  const studio = useRouteLoaderData("studio") !== undefined;
  return (
    <>
      <ServerToast toast={toast} />
      <Outlet />
      {preview ? <PreviewBar preview={preview} /> : null}
      {studio ? null : <LazyToaster position="bottom-center" closeButton richColors />}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const requestId = useRequestId();
  const links = useRouteLoaderData<typeof loader>("root")?.errorLinks;
  if (isRouteErrorResponse(error)) {
    const message = isErrorPayload(error.data) ? error.data.message : undefined;
    return (
      <ErrorPage
        status={error.status}
        message={message}
        code={isErrorPayload(error.data) ? error.data.code : undefined}
        requestId={requestId}
        links={links}
      />
    );
  }
  return <ErrorPage status={500} requestId={requestId} links={links} />;
}

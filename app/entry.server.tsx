/**
 * Server rendering, plus the hooks the Node entry (server.ts) reaches through
 * `build.entry.module`: boot, shutdown, load context and CSP. Going through the
 * build keeps one instance of every server module.
 *
 * This is also where the app meets its capabilities: the registry's list is
 * handed to the core before anything else runs (docs/architecture.md).
 */
import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { RenderInfoProvider } from "~/core/ui/request-context.tsx";
import { requestInfo } from "~/core/http/context.server.ts";
import { logError, logWarn } from "~/core/log.server.ts";
import { AppError } from "~/core/errors.ts";
import { documentFilter } from "~/core/http/html-stream.server.ts";
import type { PageI18n } from "~/core/i18n/page-messages.ts";
import { pageMessagesScript, usedPageMessages } from "~/core/i18n/page-messages.server.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import { errorPageLinks } from "~/core/composition.server.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import { CAPABILITIES } from "~/capabilities/registry.server.ts";
import { pageThemeCss, registerThemes, type PageTheme } from "~/core/themes/registry.server.ts";
import { cssPartsOf } from "~/core/ui/css-parts.ts";
import { cssPartsText } from "~/core/ui/css-parts.server.ts";
import { THEMES } from "~/themes/registry.server.ts";
// The site stylesheet as text, inlined into every document (ADR 0503). Vite resolves its @imports and
// minifies it at build time; it is only in the server bundle, never in the browser's JavaScript.
import SITE_CSS from "./site.css?inline";
import STUDIO_CSS from "./studio.css?inline";

registerCapabilities(CAPABILITIES);
registerThemes(THEMES);

/** The built client files, beside this server build (build/server/index.js → build/client/). */
const CLIENT_DIR = new URL("../client/", import.meta.url);

/**
 * The page's inline stylesheet: the site's, the parts its routes name (app/core/ui/css-parts.ts),
 * then the active theme's fonts, tokens and rules (the root loader names the theme). The studio gets
 * its own rules instead of a theme.
 */
function pageCss(request: Request, routerContext: EntryContext): { css: string; parts: string } {
  const root = routerContext.staticHandlerContext.loaderData?.root as { theme?: PageTheme | null } | undefined;
  const { pathname } = new URL(request.url);
  const studio = pathname === "/admin" || pathname.startsWith("/admin/");
  const parts = cssPartsText(cssPartsOf(routerContext.staticHandlerContext.matches.map((m) => m.route)), CLIENT_DIR);
  if (studio) return { css: SITE_CSS + STUDIO_CSS + parts.css, parts: parts.inlined.join(" ") };
  return { css: SITE_CSS + parts.css + (root?.theme ? pageThemeCss(root.theme) : ""), parts: parts.inlined.join(" ") };
}

export { boot, shutdown, migrateOnly, openOnly, migrationPlan } from "~/core/boot.server.ts";
export { requestInfoContext } from "~/core/http/context.server.ts";
export { contentSecurityPolicy } from "~/core/http/csp.server.ts";
export { cachedAnswer, servePage } from "~/core/http/page-cache.server.ts";
// Every answer server.ts sends, cache hits included: public page views reach the capabilities that observe them (Insights).
export { pageAnswered } from "~/core/observe.server.ts";
/** The links of the server's own refusal page (server/refusal.ts): the manifests' errorLinks, in English like the rest of it. */
export const refusalLinks = () => errorPageLinks(translatorFor("en"));
// `npm run user -- …` (scripts/user.ts): accounts from the server's shell, through this build (issue 11).
export { runUserCommand } from "~/capabilities/accounts/index.server.ts";
// `npm run doctor` and `npm run backup` (scripts/doctor.ts, scripts/backup.ts), and every answer server.ts
// sends, for /metrics and the doctor (issue 28).
export { requestFinished, runBackupCommand, runDoctorCommand } from "~/capabilities/operations/index.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId } = requestInfo(loadContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <RenderInfoProvider value={{ nonce, requestId, ...pageCss(request, routerContext) }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RenderInfoProvider>,
      {
        nonce,
        // The whole document, never the shell first: documentFilter collects it whole anyway, and a shell sent
        // early streams React Router's data behind a Suspense boundary, with React's script to swap it in
        // ($RB/$RV/$RC, ~0.5 KB brotli on every page; ADR 0904).
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The messages the render used, once it is complete: the page's only copy of them (ADR 0902).
          const tail = () => {
            const used = usedPageMessages(
              (routerContext.staticHandlerContext.loaderData?.root as { i18n?: PageI18n } | undefined)?.i18n,
            );
            return used ? pageMessagesScript(used) : "";
          };
          pipe(documentFilter({ entryModule: routerContext.manifest.entry.module, tail })).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError(error, { requestId, url: request.url });
        },
      },
    );
  });
}

/** Every unexpected loader/action/render error: logged once with the request id shown to the person. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { requestId } = requestInfo(context);
  // A client's mistake (a 405 for a method no action takes, a catalogue error below 500) is one warning line, never a stack.
  const status = isRouteErrorResponse(error) ? error.status : error instanceof AppError ? error.status : 500;
  if (status < 500) {
    logWarn(`ref=${requestId} ${request.method} ${new URL(request.url).pathname} → ${status}`);
    return;
  }
  logError(error, { requestId, url: request.url });
};

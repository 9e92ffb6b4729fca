/**
 * The error a route boundary caught, as the core's friendly ErrorPage: the
 * catalogue's status and message for a thrown AppError (403, 404…), else a
 * 500 with the reference id the log carries. The root's boundary does the
 * same for errors outside any shell; the site's and the studio's boundaries
 * show it inside their shells.
 */
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { isErrorPayload } from "~/core/error-payload.ts";
import { LazyErrorPage as ErrorPage } from "~/core/shells/lazy.tsx";
import { useRequestId } from "~/core/ui/request-context.tsx";

export function RouteErrorPage() {
  const error = useRouteError();
  const requestId = useRequestId();
  // The root's data: where to send a lost visitor (the manifests' errorLinks), worded for this page.
  const links = useRouteLoaderData<typeof rootLoader>("root")?.errorLinks;
  if (!isRouteErrorResponse(error)) return <ErrorPage status={500} requestId={requestId} links={links} />;
  const payload = isErrorPayload(error.data) ? error.data : undefined;
  return (
    <ErrorPage
      status={error.status}
      message={payload?.message}
      code={payload?.code}
      requestId={requestId}
      links={links}
    />
  );
}

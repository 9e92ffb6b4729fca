import type { Route } from "./+types/not-found";
import { notFound } from "~/core/http/errors.server.ts";
import { SiteErrorBoundary } from "~/capabilities/site/components/SiteShell.tsx";

// Any unknown URL: a 404 with the friendly page. The route sits outside the public layout
// (app/routes.ts places it last, at the top), so it shows its error inside the site's shell itself.
export async function loader(_: Route.LoaderArgs) {
  throw notFound();
}

export async function action(_: Route.ActionArgs) {
  throw notFound();
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}

import type { Route } from "./+types/not-found";
import { notFound } from "~/core/http/errors.server.ts";

// Any unknown URL: a 404 with the friendly page (root ErrorBoundary).
export async function loader(_: Route.LoaderArgs) {
  throw notFound();
}

export async function action(_: Route.ActionArgs) {
  throw notFound();
}

export default function NotFound() {
  return null;
}

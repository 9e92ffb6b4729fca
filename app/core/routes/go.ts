/**
 * `/go/<kind>/<subject>`: a tracked outbound link (issue 16). A 302 to the URL
 * the declaring capability resolves (a ticket link → the event's ticket shop),
 * fast and without a cookie, and it still works as a plain link without
 * JavaScript. A person's click (not a bot's, a prefetch's or a signed-in
 * user's) is signalled as the link's outcome for whoever observes it.
 */
import type { LoaderFunctionArgs } from "react-router";
import { notFound } from "~/core/http/errors.server.ts";
import { countable, resolveLink, signalOutcome } from "~/core/observe.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const kind = params.kind ?? "";
  const subject = params.subject ?? "";
  const link = await resolveLink(kind, subject);
  if (!link) throw notFound();
  if (countable(request)) signalOutcome({ kind: link.outcome, subject });
  return new Response(null, {
    status: 302,
    // No caching anywhere: every click must reach us to be counted, and a changed ticket URL applies at once.
    headers: { Location: link.url, "Cache-Control": "no-store", "Referrer-Policy": "strict-origin-when-cross-origin" },
  });
}

/**
 * POST /admin/tickets/:eventId/:date/admit — one scan at the door (issue 29).
 * The scanner posts with JavaScript and gets JSON (the words, the counts);
 * without JavaScript the typed code is a form post answered with a toast on
 * the door page.
 */
import { data } from "react-router";
import type { Route } from "./+types/admit";
import { now } from "~/core/clock.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { requireAction } from "~/core/auth/guards.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { admitTicket, doorCounts } from "~/capabilities/payments/server/door.server.ts";
import { admissionText } from "~/capabilities/payments/server/door-part.server.ts";

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const d = await getEventDate(params.eventId, params.date);
  if (!d) throw data({ kind: "unknown", text: "No such date." }, { status: 404 });
  const a = await admitTicket(
    { id: user.id, email: user.email, name: user.display_name || user.email },
    params.eventId,
    params.date,
    String(form.get("scan") ?? "").slice(0, 400),
    [...new Set([publicOrigin(), publicOrigin(request)])],
    typeof form.get("at") === "string" ? String(form.get("at")) : null,
    now(),
  );
  const tr = await studioI18nFor(user);
  const text = admissionText(a, tr, d.tz);
  if (form.get("js") === "1")
    return data(
      { kind: a.kind, text, counts: await doorCounts(params.eventId, params.date) },
      { headers: { "Cache-Control": "no-store" } },
    );
  return redirectWithToast(
    `/admin/rsvp/${encodeURIComponent(params.eventId)}/${params.date}/door`,
    { type: a.kind === "admitted" ? "success" : "error", message: text },
    context,
  );
}

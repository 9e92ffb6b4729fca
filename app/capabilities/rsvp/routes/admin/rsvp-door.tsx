/**
 * /admin/rsvp/:eventId/:date/door — the door page, for a phone: search a
 * name, tap to check in, a live count. Each tap is a post that only sets a
 * check-in that is not there yet, so a double tap, a retried request or two
 * phones at the door never check anyone in twice; the count refreshes every
 * few seconds while the page is open. Works without JavaScript too.
 */
import { useEffect } from "react";
import { Form, useFetcher, useRevalidator } from "react-router";
import type { Route } from "./+types/rsvp-door";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { CsrfField } from "~/core/ui/forms.tsx";
import { checkInGuest, guestList } from "~/capabilities/rsvp/server/studio.server.ts";
import rsvpCss from "~/capabilities/rsvp/studio.css?url";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";
import { loadDoorParts } from "~/capabilities/rsvp/server/door-page.server.ts";
import { DOOR_CSS, DOOR_PARTS } from "~/capabilities/ui.door.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: rsvpCss },
  ...DOOR_CSS.map((href) => ({ rel: "stylesheet", href })),
];
export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("rsvp.studio.index.door"));

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const list = await guestList(params.eventId, params.date, new URL(request.url).searchParams.get("q") ?? "");
  // Other capabilities' parts of the door (the ticket scanner, issue 29).
  const parts = await loadDoorParts({ eventId: params.eventId, date: params.date, request });
  return {
    ...list,
    parts,
    replies: list.replies.filter((r) => r.status === "confirmed").sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const id = String(form.get("id") ?? "");
  const r = await checkInGuest(
    { id: user.id, email: user.email },
    params.eventId,
    params.date,
    id,
    form.get("intent") === "undo",
  );
  return { id, changed: r.changed, counts: r.counts };
}

const REFRESH_MS = 5000;

function Guest({
  r,
  tz,
}: {
  r: { id: string; name: string; party: number; checked_in_at: string | null };
  tz: string;
}) {
  const f = useFetcher<typeof action>();
  const { t } = useStudioI18n();
  // Shown at once on a tap; the server's answer (or the next refresh) confirms it. The big button only
  // ever checks in (a second tap changes nothing); undoing is a separate, small button.
  const pending = f.formData?.get("intent");
  const inside = pending ? pending === "checkin" : r.checked_in_at !== null;
  const at = r.checked_in_at
    ? new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: tz }).format(new Date(r.checked_in_at))
    : "";
  return (
    <li className={`rsvp-door__guest${inside ? " is-in" : ""}`}>
      <f.Form method="post" className="rsvp-door__row">
        <CsrfField />
        <input type="hidden" name="id" value={r.id} />
        <button
          type="submit"
          name="intent"
          value="checkin"
          className="rsvp-door__tap"
          // Named by what it shows (the name, the party, "Tap to check in" or when they came): a person using
          // voice control says what they see (WCAG 2.5.3).
        >
          {/* Spaces between the parts, so the name reads "Dora Maes 1 person Tap to check in" (the grid hides them). */}
          <span className="rsvp-door__name">{r.name}</span>{" "}
          <span className="rsvp-door__party">{t("rsvp.studio.door.party", { count: r.party })}</span>{" "}
          <span className="rsvp-door__state">
            {inside ? t("rsvp.studio.door.checkedIn", { at }).trim() : t("rsvp.studio.door.tap")}
          </span>
        </button>
        {inside ? (
          <button
            type="submit"
            name="intent"
            value="undo"
            className="button small secondary rsvp-door__undo"
            aria-label={t("rsvp.studio.door.undoFor", { name: r.name })}
          >
            {t("rsvp.studio.door.undo")}
          </button>
        ) : null}
      </f.Form>
    </li>
  );
}

export default function RsvpDoor({ loaderData: d }: Route.ComponentProps) {
  const { revalidate, state } = useRevalidator();
  const { t } = useStudioI18n();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && state === "idle") void revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidate, state]);
  const c = d.counts;
  return (
    <div className="rsvp-door">
      <h1>
        {d.date.title} <span className="muted">{d.date.whenText}</span>
      </h1>
      <p className="rsvp-door__count" role="status" aria-live="polite">
        {rich(
          t,
          d.config ? "rsvp.studio.door.countCapacity" : "rsvp.studio.door.count",
          { inside: <strong data-testid="door-count">{c.checkedInPlaces}</strong> },
          { of: c.confirmedPlaces, capacity: d.config?.capacity ?? 0 },
        )}
      </p>
      {d.parts.map((p) => {
        const Part = DOOR_PARTS[p.id];
        return Part ? <Part key={p.id} data={p.data} /> : null;
      })}
      <Form method="get" role="search" className="rsvp-door__search">
        <label htmlFor="door-q" className="visually-hidden">
          {t("rsvp.studio.door.search")}
        </label>
        <input
          id="door-q"
          type="search"
          name="q"
          defaultValue={d.q}
          placeholder={t("rsvp.studio.door.search")}
          maxLength={100}
          autoComplete="off"
        />
        <button type="submit" className="button secondary">
          {t("rsvp.studio.guests.searchButton")}
        </button>
      </Form>
      {d.replies.length === 0 ? <p>{d.q ? t("rsvp.studio.door.noMatch") : t("rsvp.studio.door.none")}</p> : null}
      <ul className="rsvp-door__list">
        {d.replies.map((r) => (
          <Guest key={r.id} r={r} tz={d.date.tz} />
        ))}
      </ul>
    </div>
  );
}

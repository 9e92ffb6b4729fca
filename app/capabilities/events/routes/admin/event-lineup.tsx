/**
 * /admin/events/:id/lineup — the event's line-up and, per date, its running
 * order (issue 32 §1). Each form posts an `intent`; refusals come back under
 * their field with the input kept (the failing form named by `section`, its
 * row by `target`); successes redirect with a toast.
 */
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/event-lineup";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { formatCivilDate } from "~/core/dates/format.ts";
import { env } from "~/core/env.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { imageChoices, pickedImageId } from "~/capabilities/media/index.server.ts";
import { performerSchema, runningSchema, setSchema } from "~/capabilities/events/lib/lineup-schemas.ts";
import { byStart, stagesOf, windowDays } from "~/capabilities/events/lib/lineup.ts";
import * as lineup from "~/capabilities/events/server/lineup.server.ts";
import { EventSubNav } from "~/capabilities/events/components/admin/EventSubNav.tsx";
import { PerformerForm } from "~/capabilities/events/components/admin/lineup/PerformerForm.tsx";
import { PerformerList } from "~/capabilities/events/components/admin/lineup/PerformerList.tsx";
import { RunningForm, SetForm, SetList } from "~/capabilities/events/components/admin/lineup/RunningOrderPanel.tsx";

const dateParam = (request: Request) => {
  const d = new URL(request.url).searchParams.get("date");
  return d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : null;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const tr = await studioI18nFor(user);
  const d = await lineup.lineupStudio(params.id, dateParam(request));
  const url = new URL(request.url);
  const [choices, s] = await Promise.all([imageChoices(null), getSettings()]);
  const base = `/admin/events/${d.event.id}/lineup${d.event.rule ? `?date=${d.occurrence.key}` : ""}`;
  return {
    id: d.event.id,
    title: d.event.title,
    recurring: d.event.rule !== null,
    date: d.occurrence.key,
    dates: d.dates.map((k) => ({ value: k, label: formatCivilDate(k, "long", tr.intl) })),
    // Short ("Tue, 1 Dec 2026"): four fields share a row in the doors-and-curfew form.
    days: windowDays(d.window).map((k) => ({ value: k, label: formatCivilDate(k, "short", tr.intl) })),
    performers: d.performers,
    order: { ...d.order, sets: [...d.order.sets].sort(byStart) },
    stages: stagesOf(d.order.sets),
    editPerformer: url.searchParams.get("performer"),
    editSet: url.searchParams.get("set"),
    base,
    siteName: s.name,
    images: { choices, uploadMaxMb: env().UPLOAD_MAX_MB, back: base },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const tr = await studioI18nFor(user);
  const t = tr.t;
  const actor = { id: user.id, email: user.email };
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const date = dateParam(request) ?? (await lineup.lineupStudio(params.id, null)).occurrence.key;
  const back = `/admin/events/${params.id}/lineup${new URL(request.url).search.includes("date=") ? `?date=${date}` : ""}`;
  const done = (key: string, values?: Record<string, string>) =>
    redirectWithToast(back, { type: "success", message: t(key, values) }, context);

  if (intent === "reorder") {
    const ids = String(form.get("order") ?? "")
      .split(",")
      .filter(Boolean);
    await lineup.orderPerformers(actor, params.id, ids);
    return Response.json({ ok: true, message: t("events.studio.lineup.reordered") });
  }
  if (intent === "move-up" || intent === "move-down") {
    const list = (await lineup.lineupStudio(params.id, date)).performers.map((p) => p.id);
    const i = list.indexOf(id);
    const j = i + (intent === "move-up" ? -1 : 1);
    if (i >= 0 && j >= 0 && j < list.length) [list[i], list[j]] = [list[j]!, list[i]!];
    await lineup.orderPerformers(actor, params.id, list);
    return done("events.studio.lineup.reordered");
  }
  if (intent === "remove-performer") {
    const name = await lineup.removePerformer(actor, params.id, id);
    return done("events.studio.lineup.removed", { name });
  }
  if (intent === "remove-set") {
    await lineup.removeSet(actor, params.id, id);
    return done("events.studio.lineup.setRemoved");
  }
  if (intent === "add-performer" || intent === "edit-performer") {
    const sub = parseSubmission(performerSchema(t), form, tr);
    const section = intent;
    if (!sub.ok || !sub.value) return formFailure({ errors: sub.errors, input: sub.input, section, target: id });
    try {
      const picked = await pickedImageId(form, "image");
      if (intent === "add-performer") await lineup.addPerformer(actor, params.id, sub.value, picked ?? null, t);
      else await lineup.editPerformer(actor, params.id, id, sub.value, picked);
    } catch (e) {
      return formFailureFrom(e, sub.input, { section, target: id });
    }
    return done("events.studio.lineup.performerSaved", { name: sub.value.name });
  }
  if (intent === "add-set" || intent === "edit-set") {
    const sub = parseSubmission(setSchema(t), form, tr);
    const section = intent;
    if (!sub.ok || !sub.value) return formFailure({ errors: sub.errors, input: sub.input, section, target: id });
    try {
      if (intent === "add-set") await lineup.addSet(actor, params.id, date, sub.value, t);
      else await lineup.editSet(actor, params.id, date, id, sub.value, t);
    } catch (e) {
      return formFailureFrom(e, sub.input, { section, target: id });
    }
    return done("events.studio.lineup.setSaved");
  }
  if (intent === "running") {
    const sub = parseSubmission(runningSchema(t), form, tr);
    if (!sub.ok || !sub.value) return formFailure({ errors: sub.errors, input: sub.input, section: "running" });
    try {
      await lineup.saveRunning(actor, params.id, date, sub.value, t);
    } catch (e) {
      return formFailureFrom(e, sub.input, { section: "running" });
    }
    return done("events.studio.lineup.timesSaved");
  }
  return formFailure({ errors: { _form: t("events.studio.lineup.errors.unknown") }, input: {} });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  studioMeta(studioI18nFrom(matches).t("events.studio.lineup.title", { title: loaderData?.title ?? "" }));

export default function EventLineup({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const { key } = useLocation();
  const failure = a
    ? { errors: a.errors, input: a.input, id: a.target, form: a.section === "add-set" ? "add-set" : a.section }
    : undefined;
  const editingPerformer = a?.section === "edit-performer" ? (a.target ?? null) : d.editPerformer;
  const editingSet = a?.section === "edit-set" ? (a.target ?? null) : d.editSet;
  return (
    <>
      <p>
        <Link to="/admin/events">{t("events.studio.edit.all")}</Link>
      </p>
      <h1>{t("events.studio.lineup.title", { title: d.title })}</h1>
      <EventSubNav id={d.id} />

      <section aria-labelledby="performers-heading" className="lineup-section">
        <h2 id="performers-heading">{t("events.studio.lineup.performers")}</h2>
        <p className="hint">{t("events.studio.lineup.performersHint")}</p>
        <PerformerList
          key={`p-${key}`}
          performers={d.performers}
          editing={editingPerformer}
          base={d.base}
          failure={a?.section === "edit-performer" ? failure : undefined}
          images={d.images}
          siteName={d.siteName}
        />
        <details className="lineup-add" open={a?.section === "add-performer" || d.performers.length === 0}>
          <summary>{t("events.studio.lineup.addPerformer")}</summary>
          <PerformerForm
            key={`add-${key}`}
            input={a?.section === "add-performer" ? a.input : undefined}
            errors={a?.section === "add-performer" ? a.errors : undefined}
            images={d.images}
            siteName={d.siteName}
          />
        </details>
      </section>

      <section aria-labelledby="running-heading" className="lineup-section">
        <h2 id="running-heading">{t("events.studio.lineup.running")}</h2>
        {d.recurring ? (
          <form method="get" className="row lineup-date">
            <label htmlFor="lineup-date">{t("events.studio.lineup.date")}</label>
            <select id="lineup-date" name="date" defaultValue={d.date}>
              {d.dates.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <button type="submit" className="button secondary">
              {t("events.studio.lineup.show")}
            </button>
          </form>
        ) : null}
        <p className="hint">{t("events.studio.lineup.runningHint")}</p>
        <RunningForm key={`r-${key}`} doors={d.order.doors} curfew={d.order.curfew} days={d.days} failure={failure} />
        <h3>{t("events.studio.lineup.sets")}</h3>
        <SetList
          key={`s-${key}`}
          sets={d.order.sets}
          performers={d.performers}
          stages={d.stages}
          days={d.days}
          editing={editingSet}
          base={d.base}
          failure={a?.section === "edit-set" ? failure : undefined}
        />
        <h3>{t("events.studio.lineup.addSet")}</h3>
        <SetForm
          key={`add-set-${key}`}
          performers={d.performers}
          stages={d.stages}
          days={d.days}
          failure={a?.section === "add-set" ? failure : undefined}
        />
      </section>
    </>
  );
}

import { redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { loadDashboardWidgets, loadOnboarding } from "~/core/composition.server.ts";
import { Checklist } from "../components/Checklist.tsx";
import { hasDemoContent } from "~/core/demo/demo.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { forbidden } from "~/core/http/errors.server.ts";
import { DASHBOARD_WIDGETS } from "~/capabilities/ui.dashboard.tsx";
import { demoBackup, dismissDemoBackup, removeDemoAs, restoreDemoAs } from "../server/demo.server.ts";
import { DemoNotice, type DemoNoticeData } from "../components/DemoNotice.tsx";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { getSettings } from "~/core/settings/settings.server.ts";
import { findUserById } from "~/core/auth/data/users.server.ts";
import { startSession } from "~/core/auth/session.server.ts";
import { notePublicRequest } from "~/capabilities/site/index.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("studio.studio.dashboard.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const isOwner = user.role === "owner";
  const asked = new URL(request.url).searchParams.get("confirm");
  const confirm: DemoNoticeData["confirm"] = asked === "remove-demo" || asked === "restore-demo" ? asked : null;
  // This very request may be the one that shows the public address answers over HTTPS (the checklist).
  await notePublicRequest(requestInfo(context));
  const [widgets, demo, backup, onboarding, settings] = await Promise.all([
    loadDashboardWidgets(user),
    hasDemoContent(),
    // What a restore would undo is counted only when the owner asks to restore.
    isOwner ? demoBackup(confirm === "restore-demo") : null,
    studioI18nFor(user).then((tr) => loadOnboarding(user, tr)),
    getSettings(),
  ]);
  return {
    widgets,
    demo: { demo, backup, confirm, isOwner, timeZone: settings.time_zone },
    onboarding,
    name: user.display_name,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const { t } = await studioI18nFor(user);
  const actor = { id: user.id, email: user.email };
  const intent = form.get("intent");
  const confirmed = form.get("confirmed") === "yes";
  if (intent === "remove-demo" || intent === "restore-demo" || intent === "dismiss-demo-backup") {
    if (user.role !== "owner") throw forbidden();
    // A form without the confirmation (an older page, a script) leads to the question, never to the deed.
    if (intent !== "dismiss-demo-backup" && !confirmed) return redirect(`/admin?confirm=${intent}#demo`);
  }
  if (intent === "remove-demo") {
    await removeDemoAs(actor);
    return redirectWithToast("/admin", { type: "success", message: t("studio.studio.dashboard.demoRemoved") }, context);
  }
  if (intent === "restore-demo") {
    await restoreDemoAs(actor);
    // The import replaced the users and ended every session: the owner stays signed in, when the backup has them.
    const still = await findUserById(user.id);
    if (!still || still.disabled)
      return redirectWithToast("/admin/login", { type: "success", message: t("studio.studio.demo.restored") }, context);
    const cookie = await startSession(still.id, request, context);
    return redirectWithToast("/admin", { type: "success", message: t("studio.studio.demo.restored") }, context, {
      headers: [["Set-Cookie", cookie]],
    });
  }
  if (intent === "dismiss-demo-backup") {
    await dismissDemoBackup(actor);
    return redirectWithToast("/admin", { type: "success", message: t("studio.studio.demo.dismissed") }, context);
  }
  return redirectWithToast("/admin", { type: "error", message: t("studio.studio.unknownAction") }, context);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { t } = useStudioI18n();
  // One thing leads (issue 27 §6): the next unfinished step of the checklist, else the first card — the
  // manifests' order puts the next dates first, then the messages. A greeting, not a headline.
  return (
    <div className="dashboard">
      <h1 className="dashboard-hello">{t("studio.studio.dashboard.hello", { name: d.name })}</h1>
      <Checklist items={d.onboarding} />
      <DemoNotice d={d.demo} />
      <div className="dashboard-cards">
        {d.widgets.map((w) => {
          const Widget = DASHBOARD_WIDGETS[w.id];
          return Widget ? (
            <div key={w.id} className="dashboard-card">
              <Widget data={w.data} />
            </div>
          ) : null;
        })}
      </div>
    </div>
  );
}

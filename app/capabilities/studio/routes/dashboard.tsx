import type { Route } from "./+types/dashboard";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { loadDashboardWidgets, loadOnboarding } from "~/core/composition.server.ts";
import { Checklist } from "../components/Checklist.tsx";
import { hasDemoContent } from "~/core/demo/demo.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { forbidden } from "~/core/http/errors.server.ts";
import { DASHBOARD_WIDGETS } from "~/capabilities/ui.dashboard.tsx";
import { removeDemoAs } from "../server/demo.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("studio.studio.dashboard.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const [widgets, demo, onboarding] = await Promise.all([
    loadDashboardWidgets(user),
    hasDemoContent(),
    studioI18nFor(user).then((tr) => loadOnboarding(user, tr)),
  ]);
  return { widgets, demo, onboarding, isOwner: user.role === "owner", name: user.display_name };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const { t } = await studioI18nFor(user);
  if (form.get("intent") === "remove-demo") {
    if (user.role !== "owner") throw forbidden();
    await removeDemoAs(user);
    return redirectWithToast("/admin", { type: "success", message: t("studio.studio.dashboard.demoRemoved") }, context);
  }
  return redirectWithToast("/admin", { type: "error", message: t("studio.studio.unknownAction") }, context);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("studio.studio.dashboard.hello", { name: d.name })}</h1>
      <Checklist items={d.onboarding} />
      {d.demo ? (
        <div className="notice warn" role="note" id="demo">
          <p>
            {rich(t, "studio.studio.dashboard.demo", {
              strong: <strong>{t("studio.studio.dashboard.demoStrong")}</strong>,
            })}
          </p>
          {d.isOwner ? (
            <AdminForm>
              <SubmitButton name="intent" value="remove-demo" className="secondary">
                {t("studio.studio.dashboard.removeDemo")}
              </SubmitButton>
            </AdminForm>
          ) : null}
        </div>
      ) : null}
      {d.widgets.map((w) => {
        const Widget = DASHBOARD_WIDGETS[w.id];
        return Widget ? <Widget key={w.id} data={w.data} /> : null;
      })}
    </>
  );
}

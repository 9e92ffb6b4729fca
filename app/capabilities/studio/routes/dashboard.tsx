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

export const meta: Route.MetaFunction = () => studioMeta("Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const [widgets, demo, onboarding] = await Promise.all([loadDashboardWidgets(user), hasDemoContent(), loadOnboarding(user)]);
  return { widgets, demo, onboarding, isOwner: user.role === "owner", name: user.display_name };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  if (form.get("intent") === "remove-demo") {
    if (user.role !== "owner") throw forbidden();
    await removeDemoAs(user);
    return redirectWithToast("/admin", { type: "success", message: "The demo content is removed. The site is yours." }, context);
  }
  return redirectWithToast("/admin", { type: "error", message: "Unknown action." }, context);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <>
      <h1>Hello, {d.name}</h1>
      <Checklist items={d.onboarding} />
      {d.demo ? (
        <div className="notice warn" role="note" id="demo">
          <p>
            <strong>Demo content is on your site.</strong> The band, events, media and photos you see are examples so you can
            try everything out.
          </p>
          {d.isOwner ? (
            <AdminForm>
              <SubmitButton name="intent" value="remove-demo" className="secondary">
                Remove demo content
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

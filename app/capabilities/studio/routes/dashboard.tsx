import type { Route } from "./+types/dashboard";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { EventsWidget } from "~/capabilities/events/components/admin/EventsWidget.tsx";
import { InboxWidget } from "~/capabilities/contact/components/admin/InboxWidget.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { loadDashboardEvents } from "~/capabilities/events/server/dashboard.server.ts";
import { loadDashboardInbox } from "~/capabilities/contact/server/dashboard.server.ts";
import { hasDemoContent, removeDemo } from "~/core/demo/demo.server.ts";
import { audit } from "~/core/audit/audit.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { forbidden } from "~/core/http/errors.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const [events, inbox, demo] = await Promise.all([loadDashboardEvents(), loadDashboardInbox(), hasDemoContent()]);
  return { events, inbox, demo, isOwner: user.role === "owner", name: user.display_name };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  if (form.get("intent") === "remove-demo") {
    if (user.role !== "owner") throw forbidden();
    await removeDemo();
    await audit({ id: user.id, email: user.email }, "demo.remove", "site", null);
    return redirectWithToast("/admin", { type: "success", message: "The demo content is removed. The site is yours." }, context);
  }
  return redirectWithToast("/admin", { type: "error", message: "Unknown action." }, context);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <>
      <h1>Hello, {d.name}</h1>
      {d.demo ? (
        <div className="notice warn" role="note">
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
      <InboxWidget data={d.inbox} />
      <EventsWidget data={d.events} />
    </>
  );
}

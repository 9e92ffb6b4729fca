/**
 * /admin/settings/publishing — the static site's publishing targets (issue 28, owners): each
 * one's state and progress, "Publish now", "Test connection", settings and removal. While a
 * publish runs the page reads its progress again every second.
 */
import { useEffect } from "react";
import { data, Link, useRevalidator } from "react-router";
import { ArrowLeft, Plus } from "lucide-react";
import type { Route } from "./+types/publishing";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import {
  configOf,
  findTarget,
  listTargets,
  removeTarget,
  testTarget,
  type ReadTarget,
} from "~/capabilities/publishing/server/targets.server.ts";
import { startPublish } from "~/capabilities/publishing/server/publish.server.ts";
import { statusLines } from "~/capabilities/publishing/server/status.server.ts";
import { TargetList } from "~/capabilities/publishing/components/TargetList.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("publishing.studio.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "owner");
  return { targets: await statusLines(await listTargets(), await studioI18nFor(user)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const id = String(form.get("id") ?? "");
  const row = await findTarget(id);
  if (!row) throw data(null, { status: 404 });
  const intent = form.get("intent");
  if (intent === "publish") {
    const started = await startPublish(actor, id);
    return redirectWithToast(
      "/admin/settings/publishing",
      started
        ? { type: "success", message: tr.t("publishing.studio.started", { name: row.name }) }
        : { type: "error", message: tr.t("publishing.studio.alreadyRunning", { name: row.name }) },
      context,
    );
  }
  if (intent === "delete") {
    await removeTarget(actor, id);
    return redirectWithToast(
      "/admin/settings/publishing",
      { type: "success", message: tr.t("publishing.studio.deleted") },
      context,
    );
  }
  // "Test connection" with the saved settings.
  const target: ReadTarget = {
    config: configOf(row),
    name: row.name,
    siteUrl: row.site_url,
    basePath: row.base_path,
    auto: row.auto_publish === 1,
    typedSecret: "",
  };
  const outcome = await testTarget(actor, id, target, tr);
  return data({ test: { id, ...outcome } }, { headers: { "Cache-Control": "no-store" } });
}

export default function Publishing({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const revalidator = useRevalidator();
  const running = d.targets.some((x) => x.running);
  // While a publish runs, its progress is read again every second (and stops once it is done).
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  return (
    <>
      <p>
        <Link to="/admin/settings">
          <ArrowLeft className="icon" aria-hidden="true" /> {t("publishing.studio.back")}
        </Link>
      </p>
      <h1>{t("publishing.studio.title")}</h1>
      <p className="lead">{t("publishing.studio.intro")}</p>
      {d.targets.length === 0 ? (
        <p>{t("publishing.studio.none")}</p>
      ) : (
        <TargetList targets={d.targets} testResult={actionData?.test} />
      )}
      <p>
        <Link className="button" to="/admin/settings/publishing/new">
          <Plus className="icon" aria-hidden="true" /> {t("publishing.studio.add")}
        </Link>
      </p>
    </>
  );
}

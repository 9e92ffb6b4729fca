/**
 * /admin/health — the doctor for owners (issue 28): the same checks as
 * `npm run doctor`, each with what was found and, when something is wrong,
 * what to do. Run on every visit; "Check again" runs them again.
 */
import { Link } from "react-router";
import { RefreshCw } from "lucide-react";
import type { Route } from "./+types/health";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { runDoctor } from "~/capabilities/operations/server/doctor/doctor.server.ts";
import { exitCode } from "~/capabilities/operations/lib/doctor.ts";
import { HealthReport } from "~/capabilities/operations/components/HealthReport.tsx";
import opsCss from "~/capabilities/operations/studio.css?url";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: opsCss }];
export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("operations.studio.health.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  const report = await runDoctor();
  return { report, code: exitCode(report.checks) };
}

/** Studio keys, listed literally for the catalogue check. */
const VERDICT = {
  0: "operations.studio.health.allWell",
  1: "operations.studio.health.warnings",
  2: "operations.studio.health.failures",
} as const;

export default function Health({ loaderData: d }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const count = (s: string) => d.report.checks.filter((c) => c.status === s).length;
  return (
    <>
      <div className="ops-head">
        <h1>{t("operations.studio.health.title")}</h1>
        <Link className="button secondary" to="/admin/health" reloadDocument>
          <RefreshCw className="icon" aria-hidden="true" /> {t("operations.studio.health.again")}
        </Link>
      </div>
      <p>{t("operations.studio.health.intro")}</p>
      <p className={`notice ${d.code === 0 ? "success" : d.code === 1 ? "warn" : "error"}`} role="status">
        {t(VERDICT[d.code], { fails: count("fail"), warns: count("warn") })}
      </p>
      <HealthReport checks={d.report.checks} />
      <p className="muted">{t("operations.studio.health.cli", { version: d.report.version })}</p>
    </>
  );
}

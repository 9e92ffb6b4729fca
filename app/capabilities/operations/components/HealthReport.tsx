/** The doctor's lines (issue 28): a mark, the status in words, what was found and the fix. */
import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { CHECK_TITLES, type Check, type CheckStatus } from "~/capabilities/operations/lib/doctor.ts";

/** Studio keys, listed literally for the catalogue check. */
const STATUS: Record<CheckStatus, string> = {
  ok: "operations.studio.health.ok",
  warn: "operations.studio.health.warn",
  fail: "operations.studio.health.fail",
};
const ICON = { ok: CircleCheck, warn: TriangleAlert, fail: CircleX };

export function HealthReport({ checks }: { checks: Check[] }) {
  const { t } = useStudioI18n();
  return (
    <ul className="health-list">
      {checks.map((c) => {
        const Icon = ICON[c.status];
        return (
          <li key={c.id} className={`health-line health-line--${c.status}`}>
            <Icon className="icon health-icon" aria-hidden="true" />
            <div>
              <h2>
                {t(CHECK_TITLES[c.id] ?? c.id)}{" "}
                <span className={`badge health-badge health-badge--${c.status}`}>{t(STATUS[c.status])}</span>
              </h2>
              <p>{t(c.summary.key, c.summary.vars)}</p>
              {c.fix ? (
                <p className="health-fix">
                  <strong>{t("operations.studio.health.fix")}</strong> {t(c.fix.key, c.fix.vars)}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

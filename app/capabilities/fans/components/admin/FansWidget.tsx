import { Link } from "react-router";
import { Users } from "lucide-react";
import type { DashboardFans } from "~/capabilities/fans/server/dashboard.server.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

/** The dashboard's Fans card (issue 12): how many get the mail, how many are waiting, and this week's new ones. */
export function FansWidget({ data }: { data: DashboardFans }) {
  const { t } = useStudioI18n();
  return (
    <section aria-labelledby="dash-fans" className="dash-fans">
      <h2 id="dash-fans">{t("fans.studio.nav.fans")}</h2>
      {data.confirmed === 0 && data.pending === 0 ? (
        // No list yet: how one grows, and the button for the list a band already has (issue 27 §6).
        <>
          <p className="dashboard-empty">{t("fans.studio.dashboard.none")}</p>
          <p>
            <Link className="button secondary small" to="/admin/fans/import">
              {t("fans.studio.dashboard.import")}
            </Link>
          </p>
        </>
      ) : (
        <div className="stat-grid">
          <div className="stat">
            <strong>{data.confirmed}</strong>
            <Link to="/admin/fans?status=confirmed">
              <Users className="icon" aria-hidden="true" />{" "}
              {t("fans.studio.dashboard.subscribers", { count: data.confirmed })}
            </Link>
          </div>
          <div className="stat">
            <strong>{data.newThisWeek}</strong>
            <span>{t("fans.studio.dashboard.newThisWeek", { count: data.newThisWeek })}</span>
          </div>
          <div className="stat">
            <strong>{data.pending}</strong>
            <span>{t("fans.studio.dashboard.pending", { count: data.pending })}</span>
          </div>
        </div>
      )}
    </section>
  );
}

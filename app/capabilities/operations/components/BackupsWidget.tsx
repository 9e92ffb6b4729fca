/** The dashboard's backup line (issue 28): red when the last backup failed or there is none, quiet when all is well. */
import { Link } from "react-router";
import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { Check } from "~/capabilities/operations/lib/doctor.ts";

export function BackupsWidget({ data }: { data: Check }) {
  const { t } = useStudioI18n();
  const text = t(data.summary.key, data.summary.vars);
  if (data.status === "ok")
    return (
      <p className="muted">
        <CircleCheck className="icon" aria-hidden="true" /> {text}{" "}
        <Link to="/admin/backups">{t("operations.studio.widget.link")}</Link>
      </p>
    );
  const Icon = data.status === "fail" ? CircleX : TriangleAlert;
  return (
    <p className={`notice ${data.status === "fail" ? "error" : "warn"}`} role="note">
      <Icon className="icon" aria-hidden="true" /> <strong>{t("operations.studio.widget.heading")}</strong> {text}{" "}
      <Link to="/admin/backups">{t("operations.studio.widget.fix")}</Link>
    </p>
  );
}

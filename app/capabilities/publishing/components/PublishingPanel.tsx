/** Publishing on /admin/settings: the targets in one line each, and the way to the publishing page. */
import { Link } from "react-router";
import { CloudUpload } from "lucide-react";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { KIND_LABELS } from "../schemas.ts";
import type { TargetView } from "../server/targets.server.ts";

export function PublishingPanel({ targets }: { targets: TargetView[] }) {
  const { t } = useStudioI18n();
  return (
    <section id="publishing" aria-labelledby="publishing-heading" className="publish-panel">
      <h2 id="publishing-heading">{t("publishing.studio.title")}</h2>
      {targets.length === 0 ? (
        <p>{t("publishing.studio.panel.none")}</p>
      ) : (
        <ul>
          {targets.map((x) => (
            <li key={x.id}>
              <strong>{x.name}</strong> · {t(KIND_LABELS[x.kind].label)} · <a href={x.siteUrl}>{x.siteUrl}</a>
            </li>
          ))}
        </ul>
      )}
      <Link className="button secondary" to="/admin/settings/publishing">
        <CloudUpload className="icon" aria-hidden="true" />{" "}
        {targets.length === 0 ? t("publishing.studio.panel.setUp") : t("publishing.studio.panel.manage")}
      </Link>
    </section>
  );
}

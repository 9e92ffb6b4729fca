/**
 * The dashboard's privacy line (issue 25 §6): shown only when a published
 * privacy notice no longer matches what the site does (a feature switched on
 * or off since), with a link to the page that shows the difference. Visitors
 * keep reading the owner's version until it is published again, so the owner
 * must hear of it where they look first.
 */
import { Link } from "react-router";
import { TriangleAlert } from "lucide-react";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export function PrivacyWidget({ data }: { data: { outdated: { code: string; name: string }[] } }) {
  const { t } = useStudioI18n();
  const first = data.outdated[0];
  if (!first) return null;
  return (
    <p className="notice warn" role="note">
      <TriangleAlert className="icon" aria-hidden="true" /> <strong>{t("legal.studio.widget.heading")}</strong>{" "}
      {t("legal.studio.widget.outdated", { languages: data.outdated.map((l) => l.name).join(", ") })}{" "}
      <Link to={`/admin/privacy?lang=${first.code}`}>{t("legal.studio.widget.review")}</Link>
    </p>
  );
}

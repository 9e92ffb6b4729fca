/**
 * The studio's warning on pages whose work goes out by e-mail (issue 25 §1): e-mail is off or the
 * server refuses it, with the one link that fixes it. Data from mailBanner() (server).
 */
import { Link } from "react-router";
import { AlertTriangle } from "lucide-react";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export type MailBannerData =
  | { kind: "off"; canFix: boolean }
  | { kind: "failing"; canFix: boolean; at: string; error: string; timeZone: string };

export function MailBanner({ banner }: { banner: MailBannerData | null }) {
  const { t, intl } = useStudioI18n();
  if (!banner) return null;
  const when =
    banner.kind === "failing" && banner.at
      ? new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeStyle: "short", timeZone: banner.timeZone }).format(
          new Date(banner.at),
        )
      : "";
  return (
    <div className="notice warn mail-banner" role="status">
      <p>
        <AlertTriangle aria-hidden="true" size={18} style={{ verticalAlign: "-3px" }} />{" "}
        {banner.kind === "off"
          ? t("contact.studio.mailBanner.off")
          : t("contact.studio.mailBanner.failing", { when, error: banner.error })}
      </p>
      <p>
        {banner.canFix ? (
          <Link to="/admin/settings/email" className="button small">
            {banner.kind === "off" ? t("contact.studio.mailBanner.setUp") : t("contact.studio.mailBanner.check")}
          </Link>
        ) : (
          t("contact.studio.mailBanner.askOwner")
        )}
      </p>
    </div>
  );
}

/** E-mail delivery on /admin/settings: what it does now, "Set up e-mail" (the studio's own page) and "Send test e-mail". */
import { Link } from "react-router";
import { Settings2 } from "lucide-react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import type { EmailStatus } from "~/capabilities/contact/server/email-status.server.ts";
import { EmailStatusSummary } from "./EmailStatusSummary.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export function EmailDeliveryPanel({ status }: { status: EmailStatus }) {
  const { t } = useStudioI18n();
  return (
    <section id="email" aria-labelledby="email-heading" className="email-status">
      <h2 id="email-heading" style={{ marginTop: 0 }}>
        {t("contact.studio.message.delivery")}
      </h2>
      <EmailStatusSummary status={status} />
      <div className="row email-status__actions">
        <Link className="button" to="/admin/settings/email">
          <Settings2 className="icon" aria-hidden="true" />{" "}
          {status.source === "unset" ? t("contact.studio.email.setUp") : t("contact.studio.widget.emailSettings")}
        </Link>
        <AdminForm>
          <SubmitButton name="intent" value="test-email" className="secondary">
            {t("contact.studio.email.sendTest")}
          </SubmitButton>
        </AdminForm>
      </div>
    </section>
  );
}

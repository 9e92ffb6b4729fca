/** E-mail delivery on /admin/settings: what it does now, "Set up e-mail" (the studio's own page) and "Send test e-mail". */
import { Link } from "react-router";
import { Settings2 } from "lucide-react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import type { EmailStatus } from "~/capabilities/contact/server/email-status.server.ts";
import { EmailStatusSummary } from "./EmailStatusSummary.tsx";

export function EmailDeliveryPanel({ status }: { status: EmailStatus }) {
  return (
    <section id="email" aria-labelledby="email-heading" className="email-status">
      <h2 id="email-heading" style={{ marginTop: 0 }}>
        E-mail delivery
      </h2>
      <EmailStatusSummary status={status} />
      <div className="row email-status__actions">
        <Link className="button" to="/admin/settings/email">
          <Settings2 className="icon" aria-hidden="true" /> {status.source === "unset" ? "Set up e-mail" : "E-mail settings"}
        </Link>
        <AdminForm>
          <SubmitButton name="intent" value="test-email" className="secondary">
            Send test e-mail
          </SubmitButton>
        </AdminForm>
      </div>
    </section>
  );
}

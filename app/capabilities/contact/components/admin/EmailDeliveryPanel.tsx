/** E-mail delivery on /admin/settings: which transport, where mail goes, what is wrong, and "Send test e-mail". */
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import type { EmailStatus } from "~/capabilities/contact/server/email-status.server.ts";

const TRANSPORT_LABEL: Record<string, string> = {
  log: "Log only (nothing is e-mailed)",
  smtp: "SMTP",
  emailjs: "EmailJS",
};

export function EmailDeliveryPanel({ status }: { status: EmailStatus }) {
  return (
    <section id="email" aria-labelledby="email-heading" className="card email-status">
      <h2 id="email-heading" style={{ marginTop: 0 }}>
        E-mail delivery
      </h2>
      <dl>
        <dt>Transport</dt>
        <dd>{TRANSPORT_LABEL[status.transport] ?? status.transport} (MAIL_TRANSPORT)</dd>
        <dt>Messages go to</dt>
        <dd>{status.recipient || <em>nobody yet</em>}</dd>
        <dt>Waiting</dt>
        <dd>{status.queued}</dd>
        <dt>Failed</dt>
        <dd>{status.failed}</dd>
        {status.lastTest ? (
          <>
            <dt>Last test</dt>
            <dd>
              {status.lastTest.state}
              {status.lastTest.detail ? `: ${status.lastTest.detail}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      {status.problems.length === 0 ? (
        <p>
          <CheckCircle2 className="icon" aria-hidden="true" /> Ready to send.
        </p>
      ) : (
        status.problems.map((p) => (
          <p key={p} className="notice warn">
            <AlertTriangle className="icon" aria-hidden="true" /> {p}
          </p>
        ))
      )}
      {status.notes.map((n) => (
        <p key={n} className="muted">
          {n}
        </p>
      ))}
      <p className="muted">E-mail is configured with environment variables; see docs/email.md.</p>
      <AdminForm>
        <SubmitButton name="intent" value="test-email" className="secondary">
          Send test e-mail
        </SubmitButton>
      </AdminForm>
    </section>
  );
}

/** What e-mail delivery does now, in a few lines: the transport in force and where it was set, where messages go, what stops it. */
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { EmailStatus } from "~/capabilities/contact/server/email-status.server.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

/** Studio keys, listed literally for the catalogue check. */
const TRANSPORT_KEYS: Record<string, string> = {
  log: "contact.studio.email.status.log",
  smtp: "contact.studio.email.status.smtp",
  emailjs: "contact.studio.email.status.emailjs",
};

const SOURCE_KEYS: Record<EmailStatus["source"], string> = {
  env: "contact.studio.email.source.env",
  studio: "contact.studio.email.source.studio",
  unset: "contact.studio.email.source.unset",
};

export function EmailStatusSummary({ status }: { status: EmailStatus }) {
  const { t } = useStudioI18n();
  const transport = TRANSPORT_KEYS[status.transport];
  return (
    <div className="card email-summary">
      <dl>
        <dt>{t("contact.studio.email.sending")}</dt>
        <dd>
          {transport ? t(transport) : status.transport} <span className="muted">({t(SOURCE_KEYS[status.source])})</span>
        </dd>
        <dt>{t("contact.studio.email.to")}</dt>
        <dd>{status.recipient || <em>{t("contact.studio.email.nobody")}</em>}</dd>
        {status.queued || status.failed ? (
          <>
            <dt>{t("contact.studio.email.waitingFailed")}</dt>
            <dd>
              {status.queued} / {status.failed}
            </dd>
          </>
        ) : null}
        {status.lastTest ? (
          <>
            <dt>{t("contact.studio.email.lastTest")}</dt>
            <dd>
              {status.lastTest.state}
              {status.lastTest.detail ? `: ${status.lastTest.detail}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      {status.problems.length === 0 ? (
        <p className="email-summary__ok">
          <CheckCircle2 className="icon" aria-hidden="true" /> {t("contact.studio.email.ready")}
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
    </div>
  );
}

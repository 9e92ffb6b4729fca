/** What e-mail delivery does now, in a few lines: the transport in force and where it was set, where messages go, what stops it. */
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { EmailStatus } from "~/capabilities/contact/server/email-status.server.ts";

export const TRANSPORT_LABEL: Record<string, string> = {
  log: "Not sent (messages stay in the inbox)",
  smtp: "SMTP",
  emailjs: "EmailJS",
};

const SOURCE_LABEL: Record<EmailStatus["source"], string> = {
  env: "set by the server",
  studio: "set in the studio",
  unset: "not set up yet",
};

export function EmailStatusSummary({ status }: { status: EmailStatus }) {
  return (
    <div className="card email-summary">
      <dl>
        <dt>Sending</dt>
        <dd>
          {TRANSPORT_LABEL[status.transport] ?? status.transport} <span className="muted">({SOURCE_LABEL[status.source]})</span>
        </dd>
        <dt>Messages go to</dt>
        <dd>{status.recipient || <em>nobody yet</em>}</dd>
        {status.queued || status.failed ? (
          <>
            <dt>Waiting / failed</dt>
            <dd>
              {status.queued} / {status.failed}
            </dd>
          </>
        ) : null}
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
        <p className="email-summary__ok">
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
    </div>
  );
}

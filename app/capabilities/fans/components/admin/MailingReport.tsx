/** A mailing's report (issue 12 point 5): what the outbox did with each copy, and who left because of it. */
import type { MailingReport as Report } from "~/capabilities/fans/server/newsletters.server.ts";

export function MailingReport({ report: r, sending }: { report: Report; sending: boolean }) {
  const rows: [string, number, string?][] = [
    ["Recipients", r.recipients],
    ["Waiting to be sent", r.queued, sending ? "Sent a batch at a time at the mailing rate; this page follows." : undefined],
    ["Sent", r.sent],
    ["Failed", r.failed, "The mail server refused it, or it failed after every retry."],
    ["Bounced", r.bounced, "The address does not exist: it gets nothing more."],
    ["Not sent", r.skipped, "Unsubscribed or deleted between queuing and sending."],
    ["Unsubscribed from it", r.unsubscribed],
  ];
  return (
    <section aria-labelledby="report-heading" className="fans-report">
      <h2 id="report-heading">Report</h2>
      <dl className="fans-report__counts" data-testid="mailing-report">
        {rows.map(([label, n, hint]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <strong>{n}</strong>
              {hint ? <span className="muted"> — {hint}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted">No tracking pixels and no rewritten links: opens and clicks are not counted.</p>
    </section>
  );
}

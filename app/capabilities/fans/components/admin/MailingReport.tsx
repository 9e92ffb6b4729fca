/** A mailing's report (issue 12 point 5): what the outbox did with each copy, and who left because of it. */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { MailingReport as Report } from "~/capabilities/fans/server/newsletters.server.ts";

export function MailingReport({ report: r, sending }: { report: Report; sending: boolean }) {
  const { t } = useStudioI18n();
  const rows: [string, number, string?][] = [
    ["fans.studio.report.recipients", r.recipients],
    ["fans.studio.report.queued", r.queued, sending ? "fans.studio.report.queuedHint" : undefined],
    ["fans.studio.report.sent", r.sent],
    ["fans.studio.report.failed", r.failed, "fans.studio.report.failedHint"],
    ["fans.studio.report.bounced", r.bounced, "fans.studio.report.bouncedHint"],
    ["fans.studio.report.skipped", r.skipped, "fans.studio.report.skippedHint"],
    ["fans.studio.report.unsubscribed", r.unsubscribed],
  ];
  return (
    <section aria-labelledby="report-heading" className="fans-report">
      <h2 id="report-heading">{t("fans.studio.report.heading")}</h2>
      <dl className="fans-report__counts" data-testid="mailing-report">
        {rows.map(([label, n, hint]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              <strong>{n}</strong>
              {hint ? <span className="muted"> — {t(hint)}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t("fans.studio.report.noTracking")}</p>
    </section>
  );
}

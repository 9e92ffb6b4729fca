/** Every delivery of a message with each attempt and its error; "Retry now" where it applies. */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { canRetryNow, type DeliveryState } from "~/core/mail/states.ts";
import { CONTACT_AUTOREPLY, CONTACT_NOTIFICATION } from "~/capabilities/contact/lib/mail-kinds.ts";
import { formatReceived } from "~/capabilities/contact/lib/format.ts";
import { DeliveryBadge } from "./StatusBadge.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";

export interface AttemptView {
  id: number;
  attempt: number;
  transport: string;
  started_at: string;
  outcome: string;
  detail: string | null;
}

export interface DeliveryView {
  id: string;
  kind: string;
  transport: string;
  recipient: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  provider_response: string | null;
  sent_at: string | null;
  created_at: string;
  history: AttemptView[];
}

/** Studio keys, listed literally for the catalogue check: this capability's mail kinds, and any other mail. */
const KIND: Record<string, string> = {
  [CONTACT_NOTIFICATION]: "contact.studio.history.kind.notification",
  [CONTACT_AUTOREPLY]: "contact.studio.history.kind.autoreply",
};
const OTHER_KIND = "contact.studio.history.kind.other";

/** The transports as a person reads them (never "log"). */
const TRANSPORT: Record<string, string> = {
  log: "contact.studio.email.status.log",
  smtp: "contact.studio.email.status.smtp",
  emailjs: "contact.studio.email.status.emailjs",
};

const OUTCOME: Record<string, string> = {
  sent: "contact.studio.history.outcome.sent",
  retry: "contact.studio.history.outcome.retry",
  failed: "contact.studio.history.outcome.failed",
  unconfigured: "contact.studio.history.outcome.unconfigured",
};

export function DeliveryHistory({
  deliveries,
  timeZone,
  transportProblem,
}: {
  deliveries: DeliveryView[];
  timeZone: string;
  transportProblem: string | null;
}) {
  const { t } = useStudioI18n();
  const via = (name: string) => (TRANSPORT[name] ? t(TRANSPORT[name]!) : name);
  if (deliveries.length === 0) {
    return <p className="muted">{t("contact.studio.history.none")}</p>;
  }
  return (
    <ol className="delivery-list">
      {deliveries.map((d) => (
        <li key={d.id} className="card delivery">
          <p className="delivery__head">
            {rich(
              t,
              "contact.studio.history.head",
              {
                kind: <strong>{t(KIND[d.kind] ?? OTHER_KIND)}</strong>,
                to: d.recipient || <em>{t("contact.studio.history.noRecipient")}</em>,
              },
              { via: via(d.transport) },
            )}{" "}
            <DeliveryBadge state={d.state} transport={d.transport} />
          </p>
          <dl className="delivery__facts">
            <dt>{t("contact.studio.history.attempts")}</dt>
            <dd>{d.attempts}</dd>
            {d.state === "sent" && d.sent_at && d.transport !== "log" ? (
              <>
                <dt>{t("contact.studio.history.sent")}</dt>
                <dd>{formatReceived(d.sent_at, timeZone)}</dd>
              </>
            ) : null}
            {d.state === "sent" && d.transport === "log" ? (
              <>
                <dt>{t("contact.studio.history.result")}</dt>
                <dd>{t("contact.studio.history.keptHint")}</dd>
              </>
            ) : null}
            {d.state === "retrying" || d.state === "queued" ? (
              <>
                <dt>{t("contact.studio.history.next")}</dt>
                <dd>
                  {transportProblem && d.state === "queued"
                    ? t("contact.studio.history.waiting", { problem: transportProblem })
                    : formatReceived(d.next_attempt_at, timeZone)}
                </dd>
              </>
            ) : null}
            {d.last_error ? (
              <>
                <dt>{t("contact.studio.history.lastError")}</dt>
                <dd className="delivery__error">{d.last_error}</dd>
              </>
            ) : null}
            {d.provider_response && d.transport !== "log" ? (
              <>
                <dt>{t("contact.studio.history.answer")}</dt>
                <dd>{d.provider_response}</dd>
              </>
            ) : null}
          </dl>
          {d.history.length ? (
            <details>
              <summary>{t("contact.studio.history.attemptsCount", { count: d.history.length })}</summary>
              <table className="delivery__attempts">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">{t("contact.studio.history.when")}</th>
                    <th scope="col">{t("contact.studio.history.via")}</th>
                    <th scope="col">{t("contact.studio.history.result")}</th>
                    <th scope="col">{t("contact.studio.history.detail")}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.history.map((a) => (
                    <tr key={a.id}>
                      <td>{a.attempt}</td>
                      <td>{formatReceived(a.started_at, timeZone)}</td>
                      <td>{via(a.transport)}</td>
                      <td>
                        {a.outcome === "sent" && a.transport === "log"
                          ? t("contact.studio.history.outcome.kept")
                          : OUTCOME[a.outcome]
                            ? t(OUTCOME[a.outcome]!)
                            : a.outcome}
                      </td>
                      <td className="delivery__detail">{a.transport === "log" ? "" : a.detail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          ) : null}
          {canRetryNow(d.state) ? (
            <AdminForm>
              <input type="hidden" name="delivery" value={d.id} />
              <SubmitButton name="intent" value="retry" className="secondary small">
                {t("contact.studio.history.retry")}
              </SubmitButton>
            </AdminForm>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

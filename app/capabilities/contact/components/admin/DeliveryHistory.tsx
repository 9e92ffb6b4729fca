/** Every delivery of a message with each attempt and its error; "Retry now" where it applies. */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { canRetryNow, type DeliveryState } from "~/capabilities/contact/lib/status.ts";
import { formatReceived } from "~/capabilities/contact/lib/format.ts";
import { DeliveryBadge } from "./StatusBadge.tsx";

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
  kind: "notification" | "autoreply" | "test" | "prepared";
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

const KIND: Record<DeliveryView["kind"], string> = {
  notification: "Notification",
  autoreply: "Auto-reply",
  test: "Test e-mail",
  prepared: "E-mail",
};

const OUTCOME: Record<string, string> = { sent: "Sent", retry: "Failed, will retry", failed: "Failed", unconfigured: "Not attempted" };

export function DeliveryHistory({ deliveries, timeZone, transportProblem }: { deliveries: DeliveryView[]; timeZone: string; transportProblem: string | null }) {
  if (deliveries.length === 0) {
    return <p className="muted">No e-mail was sent for this message.</p>;
  }
  return (
    <ol className="delivery-list">
      {deliveries.map((d) => (
        <li key={d.id} className="card delivery">
          <p className="delivery__head">
            <strong>{KIND[d.kind]}</strong> to {d.recipient || <em>no recipient yet</em>} via {d.transport} <DeliveryBadge state={d.state} />
          </p>
          <dl className="delivery__facts">
            <dt>Attempts</dt>
            <dd>{d.attempts}</dd>
            {d.state === "sent" && d.sent_at ? (
              <>
                <dt>Sent</dt>
                <dd>{formatReceived(d.sent_at, timeZone)}</dd>
              </>
            ) : null}
            {d.state === "retrying" || d.state === "queued" ? (
              <>
                <dt>Next attempt</dt>
                <dd>{transportProblem && d.state === "queued" ? `waiting for the e-mail settings: ${transportProblem}` : formatReceived(d.next_attempt_at, timeZone)}</dd>
              </>
            ) : null}
            {d.last_error ? (
              <>
                <dt>Last error</dt>
                <dd className="delivery__error">{d.last_error}</dd>
              </>
            ) : null}
            {d.provider_response ? (
              <>
                <dt>Answer</dt>
                <dd>{d.provider_response}</dd>
              </>
            ) : null}
          </dl>
          {d.history.length ? (
            <details>
              <summary>Attempts ({d.history.length})</summary>
              <table className="delivery__attempts">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">When</th>
                    <th scope="col">Via</th>
                    <th scope="col">Result</th>
                    <th scope="col">Detail</th>
                  </tr>
                </thead>
                <tbody>
                  {d.history.map((a) => (
                    <tr key={a.id}>
                      <td>{a.attempt}</td>
                      <td>{formatReceived(a.started_at, timeZone)}</td>
                      <td>{a.transport}</td>
                      <td>{OUTCOME[a.outcome] ?? a.outcome}</td>
                      <td className="delivery__detail">{a.detail}</td>
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
                Retry now
              </SubmitButton>
            </AdminForm>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

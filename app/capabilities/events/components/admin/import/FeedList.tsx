/** The subscribed calendars on /admin/events/import: when each was last checked, what it did, and its actions. */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import type { FeedView } from "~/capabilities/events/lib/import/types.ts";

const when = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16).replace("T", " ") + " UTC" : "not yet");

export function FeedList({ feeds, error }: { feeds: readonly FeedView[]; error?: string | undefined }) {
  return (
    <section aria-labelledby="import-feeds-heading" className="event-import__part">
      <h2 id="import-feeds-heading">Subscribed calendars</h2>
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="event-import__feeds">
        {feeds.map((f) => (
          <li key={f.id} className="event-import__feed">
            <p className="event-import__feed-name">
              <strong>{f.label || f.url}</strong>
              <span className="event-import__url">{f.url}</span>
            </p>
            <p className={f.ok ? "hint" : "error"}>
              Checked {when(f.checkedAt)}
              {f.message ? `: ${f.message}` : "."}
            </p>
            {f.pendingRemovals > 0 ? (
              <p className="notice">
                {f.pendingRemovals === 1 ? "1 imported date is" : `${f.pendingRemovals} imported dates are`} no longer in this calendar. Review to remove or keep{" "}
                {f.pendingRemovals === 1 ? "it" : "them"}.
              </p>
            ) : null}
            <div className="row event-import__actions">
              <AdminForm method="post">
                <input type="hidden" name="id" value={f.id} />
                <SubmitButton name="intent" value="review" className="secondary">
                  Review
                </SubmitButton>
              </AdminForm>
              <AdminForm method="post">
                <input type="hidden" name="id" value={f.id} />
                <SubmitButton name="intent" value="refresh" className="secondary">
                  Check now
                </SubmitButton>
              </AdminForm>
              <AdminForm method="post">
                <input type="hidden" name="id" value={f.id} />
                <SubmitButton name="intent" value="unsubscribe" className="secondary" aria-label={`Unsubscribe from ${f.label || f.url}`}>
                  Unsubscribe
                </SubmitButton>
              </AdminForm>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

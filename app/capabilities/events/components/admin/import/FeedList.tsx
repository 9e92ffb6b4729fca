/** The subscribed calendars on /admin/events/import: when each was last checked, what it did, and its actions. */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import type { FeedView } from "~/capabilities/events/lib/import/types.ts";

export function FeedList({ feeds, error }: { feeds: readonly FeedView[]; error?: string | undefined }) {
  const { t, intl } = useStudioI18n();
  // The check's time in UTC (the server's), written the studio language's way.
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(intl, {
          year: "numeric",
          month: "short",
          day: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          timeZone: "UTC",
          timeZoneName: "short",
        }).format(new Date(iso))
      : t("events.studio.feeds.notYet");
  return (
    <section aria-labelledby="import-feeds-heading" className="event-import__part">
      <h2 id="import-feeds-heading">{t("events.studio.feeds.heading")}</h2>
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
              {t("events.studio.feeds.checked", { when: when(f.checkedAt) })}
              {f.message ? `: ${f.message}` : "."}
            </p>
            {f.pendingRemovals > 0 ? (
              <p className="notice">{t("events.studio.feeds.pending", { count: f.pendingRemovals })}</p>
            ) : null}
            <div className="row event-import__actions">
              <AdminForm method="post">
                <input type="hidden" name="id" value={f.id} />
                <SubmitButton name="intent" value="review" className="secondary">
                  {t("events.studio.feeds.review")}
                </SubmitButton>
              </AdminForm>
              <AdminForm method="post">
                <input type="hidden" name="id" value={f.id} />
                <SubmitButton name="intent" value="refresh" className="secondary">
                  {t("events.studio.feeds.refresh")}
                </SubmitButton>
              </AdminForm>
              <AdminForm method="post">
                <input type="hidden" name="id" value={f.id} />
                <SubmitButton
                  name="intent"
                  value="unsubscribe"
                  className="secondary"
                  aria-label={t("events.studio.feeds.unsubscribeOne", { name: f.label || f.url })}
                >
                  {t("events.studio.feeds.unsubscribe")}
                </SubmitButton>
              </AdminForm>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

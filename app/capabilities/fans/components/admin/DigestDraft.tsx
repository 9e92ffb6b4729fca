/** The new-date digest waiting to be sent (issue 12 point 6): its dates, and send or drop ("Ask me each time"). */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import type { DigestItem } from "~/capabilities/fans/lib/digest.ts";

const LABEL = {
  new: "fans.studio.digest.new",
  moved: "fans.studio.digest.moved",
  cancelled: "fans.studio.digest.cancelled",
} as const;

export function DigestDraft({ items, recipients, draft }: { items: DigestItem[]; recipients: number; draft: boolean }) {
  const { t } = useStudioI18n();
  return (
    <section aria-labelledby="digest-heading" className="fans-digest">
      <h2 id="digest-heading">{draft ? t("fans.studio.digest.waiting") : t("fans.studio.digest.inMail")}</h2>
      <ul>
        {items.map((i) => (
          <li key={i.eventId}>
            <strong>{t(LABEL[i.change])}</strong>: {i.when} — {i.title}
            {i.place ? `, ${i.place}` : ""}
            {i.movedFrom ? <span className="muted"> {t("fans.studio.digest.was", { when: i.movedFrom })}</span> : null}
            {i.latitude === null ? <span className="muted"> · {t("fans.studio.digest.noPlace")}</span> : null}
          </li>
        ))}
      </ul>
      {draft ? (
        <>
          <p>{t("fans.studio.digest.who", { count: recipients })}</p>
          <div className="row">
            <AdminForm>
              <SubmitButton name="intent" value="send-digest">
                {t("fans.studio.digest.send")}
              </SubmitButton>
            </AdminForm>
            <AdminForm>
              <SubmitButton name="intent" value="discard-digest" className="secondary">
                {t("fans.studio.digest.discard")}
              </SubmitButton>
            </AdminForm>
          </div>
        </>
      ) : null}
    </section>
  );
}

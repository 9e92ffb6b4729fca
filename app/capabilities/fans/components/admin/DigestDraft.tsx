/** The new-date digest waiting to be sent (issue 12 point 6): its dates, and send or drop ("Ask me each time"). */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import type { DigestItem } from "~/capabilities/fans/lib/digest.ts";

const LABEL = { new: "New", moved: "Moved", cancelled: "Cancelled" } as const;

export function DigestDraft({ items, recipients, draft }: { items: DigestItem[]; recipients: number; draft: boolean }) {
  return (
    <section aria-labelledby="digest-heading" className="fans-digest">
      <h2 id="digest-heading">{draft ? "Dates not announced yet" : "Dates in this e-mail"}</h2>
      <ul>
        {items.map((i) => (
          <li key={i.eventId}>
            <strong>{LABEL[i.change]}</strong>: {i.when} — {i.title}
            {i.place ? `, ${i.place}` : ""}
            {i.movedFrom ? <span className="muted"> (was {i.movedFrom})</span> : null}
            {i.latitude === null ? <span className="muted"> · no place on the map: not sent to people who asked for shows near them</span> : null}
          </li>
        ))}
      </ul>
      {draft ? (
        <>
          <p>
            {recipients === 1 ? "1 subscriber gets" : `${recipients} subscribers get`} it: everyone who asked for all news, and the people who asked for shows near them when a date is
            within their distance.
          </p>
          <div className="row">
            <AdminForm>
              <SubmitButton name="intent" value="send-digest">
                Send these dates now
              </SubmitButton>
            </AdminForm>
            <AdminForm>
              <SubmitButton name="intent" value="discard-digest" className="secondary">
                Don't announce these
              </SubmitButton>
            </AdminForm>
          </div>
        </>
      ) : null}
    </section>
  );
}

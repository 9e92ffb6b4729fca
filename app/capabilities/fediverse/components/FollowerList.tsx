/**
 * The site's followers in the studio (issue 31): who waits for approval, with Approve and Decline,
 * and who follows, with Remove (their server hears a Reject of their Follow). Each button is a small
 * form of its own, so it works before the page's JavaScript has loaded.
 */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { StudioFollower } from "../server/studio.server.ts";

type Action = { intent: "approve" | "decline" | "remove"; label: string; aria: string; secondary?: boolean };

function Row({ f, actions }: { f: StudioFollower; actions: Action[] }) {
  const { t, intl } = useStudioI18n();
  // UTC on both sides: the server's and the browser's rendering agree.
  const since = new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(f.since));
  return (
    <li className="fediverse-follower">
      <span className="fediverse-follower__who">
        {f.url ? (
          <a href={f.url} rel="noopener noreferrer" target="_blank">
            {f.handle}
          </a>
        ) : (
          f.handle
        )}
        {f.name ? <span className="fediverse-follower__name"> {f.name}</span> : null}
        <span className="hint"> {t("fediverse.studio.since", { date: since })}</span>
      </span>
      <span className="fediverse-follower__actions">
        {actions.map((a) => (
          <AdminForm key={a.intent} className="fediverse-follower__form">
            <input type="hidden" name="id" value={f.id} />
            <SubmitButton
              name="intent"
              value={a.intent}
              className={a.secondary ? "secondary" : undefined}
              aria-label={t(a.aria, { handle: f.handle })}
            >
              {t(a.label)}
            </SubmitButton>
          </AdminForm>
        ))}
      </span>
    </li>
  );
}

export function FollowerList({
  heading,
  followers,
  count,
  empty,
  actions,
}: {
  heading: string;
  followers: StudioFollower[];
  count: number;
  empty: string;
  actions: Action[];
}) {
  const { t } = useStudioI18n();
  return (
    <section className="fediverse-followers" aria-labelledby={`h-${heading.replace(/\W+/g, "-")}`}>
      <h2 id={`h-${heading.replace(/\W+/g, "-")}`}>{t(heading, { count })}</h2>
      {followers.length === 0 ? (
        <p className="hint">{t(empty)}</p>
      ) : (
        <ul className="fediverse-followers__list">
          {followers.map((f) => (
            <Row key={f.id} f={f} actions={actions} />
          ))}
        </ul>
      )}
      {count > followers.length ? (
        <p className="hint">{t("fediverse.studio.followers.more", { shown: followers.length, count })}</p>
      ) : null}
    </section>
  );
}

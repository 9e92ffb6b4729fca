/**
 * The dashboard's "get started" checklist for a new site (issue 11): each
 * capability's step (manifests' `onboarding`) as a link, done or not, with the
 * progress. It goes away once every step is done.
 */
import { Link } from "react-router";
import { CheckCircle2, Circle } from "lucide-react";
import type { OnboardingItem } from "~/core/composition.server.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export function Checklist({ items }: { items: OnboardingItem[] }) {
  const { t } = useStudioI18n();
  const done = items.filter((i) => i.done).length;
  if (items.length === 0 || done === items.length) return null;
  return (
    <section className="checklist" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{t("studio.studio.checklist.title")}</h2>
      <p className="muted" id="checklist-progress">
        {t("studio.studio.checklist.progress", { done, count: items.length })}
      </p>
      <progress
        max={items.length}
        value={done}
        aria-labelledby="checklist-title"
        aria-describedby="checklist-progress"
      />
      <ol>
        {items.map((i) => (
          <li key={i.id} className={i.done ? "done" : undefined}>
            {i.done ? (
              <CheckCircle2 className="icon" aria-hidden="true" />
            ) : (
              <Circle className="icon" aria-hidden="true" />
            )}
            <span>
              {i.href.startsWith("/admin#") ? <a href={i.href}>{i.label}</a> : <Link to={i.href}>{i.label}</Link>}
              <span className="visually-hidden">
                {i.done ? t("studio.studio.checklist.done") : t("studio.studio.checklist.todo")}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

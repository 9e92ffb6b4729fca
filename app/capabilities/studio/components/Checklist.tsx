/**
 * The dashboard's "get started" checklist for a new site (issues 11 and 27): each capability's step (manifests'
 * `onboarding`, checked by the server on every load) as a link, done or not, with the progress. The first step
 * not done leads the dashboard as its one prominent card, with a button that goes there; the list of every step
 * follows, quieter. It all goes away once every step is done.
 */
import { Link } from "react-router";
import { ArrowRight, CheckCircle2, Circle } from "lucide-react";
import type { OnboardingItem } from "~/core/composition.server.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

/** A step's link: "/admin#…" steps are on this very page (a plain anchor), the others a studio page. */
function StepLink({
  item,
  className,
  children,
}: {
  item: OnboardingItem;
  className?: string;
  children: React.ReactNode;
}) {
  return item.href.startsWith("/admin#") ? (
    <a className={className} href={item.href}>
      {children}
    </a>
  ) : (
    <Link className={className} to={item.href}>
      {children}
    </Link>
  );
}

export function Checklist({ items }: { items: OnboardingItem[] }) {
  const { t } = useStudioI18n();
  const done = items.filter((i) => i.done).length;
  if (items.length === 0 || done === items.length) return null;
  const next = items.find((i) => !i.done)!;
  return (
    <section className="checklist" aria-labelledby="checklist-title">
      <div className="checklist-next">
        <p className="checklist-eyebrow" id="checklist-next-label">
          {t("studio.studio.checklist.next")}
        </p>
        <p className="checklist-next-step">{next.label}</p>
        <StepLink item={next} className="button">
          {t("studio.studio.checklist.go")} <ArrowRight className="icon" aria-hidden="true" />
          <span className="visually-hidden">: {next.label}</span>
        </StepLink>
      </div>
      <div className="checklist-all">
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
                <StepLink item={i}>{i.label}</StepLink>
                <span className="visually-hidden">
                  {i.done ? t("studio.studio.checklist.done") : t("studio.studio.checklist.todo")}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

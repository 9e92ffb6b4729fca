/**
 * The dashboard's "get started" checklist for a new site (issue 11): each
 * capability's step (manifests' `onboarding`) as a link, done or not, with the
 * progress. It goes away once every step is done.
 */
import { Link } from "react-router";
import { CheckCircle2, Circle } from "lucide-react";
import type { OnboardingItem } from "~/core/composition.server.ts";

export function Checklist({ items }: { items: OnboardingItem[] }) {
  const done = items.filter((i) => i.done).length;
  if (items.length === 0 || done === items.length) return null;
  return (
    <section className="checklist" aria-labelledby="checklist-title">
      <h2 id="checklist-title">Get your site ready</h2>
      <p className="muted" id="checklist-progress">
        {done} of {items.length} done
      </p>
      <progress max={items.length} value={done} aria-labelledby="checklist-title" aria-describedby="checklist-progress" />
      <ol>
        {items.map((i) => (
          <li key={i.id} className={i.done ? "done" : undefined}>
            {i.done ? <CheckCircle2 className="icon" aria-hidden="true" /> : <Circle className="icon" aria-hidden="true" />}
            <span>
              {i.href.startsWith("/admin#") ? <a href={i.href}>{i.label}</a> : <Link to={i.href}>{i.label}</Link>}
              <span className="visually-hidden">{i.done ? " (done)" : " (to do)"}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

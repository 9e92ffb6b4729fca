/**
 * The pages of one event in the studio (issue 32): its details, its line-up
 * and times, its livestream. One small component, placed at the top of each.
 */
import { NavLink } from "react-router";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export function EventSubNav({ id }: { id: string }) {
  const { t } = useStudioI18n();
  const pages = [
    { to: `/admin/events/${id}`, label: t("events.studio.subnav.details") },
    { to: `/admin/events/${id}/lineup`, label: t("events.studio.subnav.lineup") },
  ];
  return (
    <nav className="event-subnav" aria-label={t("events.studio.subnav.label")}>
      <ul>
        {pages.map((p) => (
          <li key={p.to}>
            <NavLink to={p.to} end>
              {p.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

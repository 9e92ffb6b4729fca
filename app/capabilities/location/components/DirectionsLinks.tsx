/**
 * "Directions" links to Apple Maps, Google Maps and OpenStreetMap. Plain
 * links: they work without JavaScript and load nothing until followed.
 */
import { Navigation } from "lucide-react";
import { directionsLinks, type PlaceRef } from "~/capabilities/location/lib/directions.ts";
import { useI18n } from "~/core/i18n/react.tsx";

export interface DirectionsLinksProps extends PlaceRef {
  /** Names the destination for screen readers ("Directions to The Lantern"). */
  name?: string;
}

export function DirectionsLinks({ name, ...place }: DirectionsLinksProps) {
  const { t } = useI18n();
  const links = directionsLinks(place);
  if (links.length === 0) return null;
  return (
    <nav
      className="directions"
      aria-label={name ? t("location.directions.to", { name }) : t("location.directions.label")}
    >
      <span className="directions__label">
        <Navigation className="icon" aria-hidden="true" focusable="false" />
        {t("location.directions.heading")}
      </span>
      <ul className="directions__list">
        {links.map((l) => (
          <li key={l.provider}>
            <a href={l.href} rel="external noopener noreferrer" data-provider={l.provider}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Address, phone, e-mail and opening hours, each with its icon, as links a
 * phone or map app understands. Plain props, no data loading, so /contact,
 * the footer or an event page can render it with whatever they have.
 */
import type { ReactNode } from "react";
import { CalendarClock, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import { mailtoHref, telHref } from "~/capabilities/location/lib/directions.ts";
import { DirectionsLinks } from "./DirectionsLinks.tsx";
import { useI18n } from "~/core/i18n/react.tsx";

export interface ContactDetailsProps {
  /** The act or venue, named in the Directions links' label. */
  name?: string;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  phone?: string | null;
  email?: string | null;
  openingHours?: string | null;
  /** Hide the Directions links (e.g. when the same block shows twice on a page). */
  directions?: boolean;
  className?: string;
}

/** The text's non-empty lines, each ending in a line break. */
function Lines({ text }: { text: string }) {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l, i) => (
      <span key={i}>
        {l}
        <br />
      </span>
    ));
}

function Item({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="contact-details__item">
      <Icon className="icon contact-details__icon" aria-hidden="true" focusable="false" />
      <div>{children}</div>
    </li>
  );
}

export function ContactDetails(props: ContactDetailsProps) {
  const { t } = useI18n();
  const address = props.address?.trim() ?? "";
  const phone = props.phone?.trim() ?? "";
  const tel = telHref(phone);
  const email = props.email?.trim() ?? "";
  const mailto = mailtoHref(email);
  const hours = props.openingHours?.trim() ?? "";
  if (!address && !phone && !mailto && !hours && props.latitude == null) return null;

  return (
    <ul className={`contact-details${props.className ? ` ${props.className}` : ""}`}>
      {(address || props.latitude != null) && (
        <Item icon={MapPin}>
          <span className="visually-hidden">{t("location.details.address")} </span>
          {address && (
            <address className="contact-details__address">
              <Lines text={address} />
            </address>
          )}
          {props.directions !== false && (
            <DirectionsLinks
              name={props.name}
              address={address}
              latitude={props.latitude}
              longitude={props.longitude}
            />
          )}
        </Item>
      )}
      {phone && (
        <Item icon={Phone}>
          <span className="visually-hidden">{t("location.details.phone")} </span>
          {tel ? (
            // A phone number never wraps mid-number (html-validate's tel-non-breaking accepts white-space: nowrap).
            <a href={tel} style={{ whiteSpace: "nowrap" }}>
              {phone}
            </a>
          ) : (
            <span>{phone}</span>
          )}
        </Item>
      )}
      {mailto && (
        <Item icon={Mail}>
          <span className="visually-hidden">{t("location.details.email")} </span>
          <a href={mailto}>{email}</a>
        </Item>
      )}
      {hours && (
        <Item icon={CalendarClock}>
          <span className="contact-details__label">{t("location.details.hours")}</span>
          <p className="contact-details__hours">
            <Lines text={hours} />
          </p>
        </Item>
      )}
    </ul>
  );
}

/**
 * Address, phone, e-mail and opening hours, each with its icon, as links a
 * phone or map app understands. Plain props, no data loading, so /contact,
 * the footer or an event page can render it with whatever they have.
 */
import { CalendarClock, Mail, MapPin, Phone } from "lucide-react";
import { mailtoHref, telHref } from "~/capabilities/location/lib/directions.ts";
import { DirectionsLinks } from "./DirectionsLinks.tsx";

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

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

export function ContactDetails(props: ContactDetailsProps) {
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
        <li className="contact-details__item">
          <MapPin className="icon contact-details__icon" aria-hidden="true" focusable="false" />
          <div>
            <span className="visually-hidden">Address: </span>
            {address && (
              <address className="contact-details__address">
                {lines(address).map((l, i) => (
                  <span key={i}>
                    {l}
                    <br />
                  </span>
                ))}
              </address>
            )}
            {props.directions !== false && (
              <DirectionsLinks name={props.name} address={address} latitude={props.latitude} longitude={props.longitude} />
            )}
          </div>
        </li>
      )}
      {phone && (
        <li className="contact-details__item">
          <Phone className="icon contact-details__icon" aria-hidden="true" focusable="false" />
          <div>
            <span className="visually-hidden">Phone: </span>
            {tel ? (
              // A phone number never wraps mid-number (html-validate's tel-non-breaking accepts white-space: nowrap).
              <a href={tel} style={{ whiteSpace: "nowrap" }}>
                {phone}
              </a>
            ) : (
              <span>{phone}</span>
            )}
          </div>
        </li>
      )}
      {mailto && (
        <li className="contact-details__item">
          <Mail className="icon contact-details__icon" aria-hidden="true" focusable="false" />
          <div>
            <span className="visually-hidden">E-mail: </span>
            <a href={mailto}>{email}</a>
          </div>
        </li>
      )}
      {hours && (
        <li className="contact-details__item">
          <CalendarClock className="icon contact-details__icon" aria-hidden="true" focusable="false" />
          <div>
            <span className="contact-details__label">Opening hours</span>
            <p className="contact-details__hours">
              {lines(hours).map((l, i) => (
                <span key={i}>
                  {l}
                  <br />
                </span>
              ))}
            </p>
          </div>
        </li>
      )}
    </ul>
  );
}

/**
 * The press kit's newer parts (issue 14): contacts by role, logos, the rider
 * and stage plot, featured media and the next dates. Plain server-rendered
 * markup — no state, no effects — so they add nothing to the page's own work.
 */
import { Picture } from "~/capabilities/media/index.ts";
import type { PressContact } from "~/capabilities/press/lib/model.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import type { PressDate, PressFileLink, PressMediaItem } from "~/capabilities/press/server/public.server.ts";

/** "1.2 MB", "340 kB" in the locale's own way (Intl's units): whole kilobytes below a megabyte. */
export function fileSize(bytes: number, intl: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(intl, {
    style: "unit",
    unit: mb ? "megabyte" : "kilobyte",
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024)));
}

/** The role's label; the keys are listed literally (the catalogue check looks for each). */
const ROLE_KEYS: Record<string, string> = {
  booking: "press.role.booking",
  press: "press.role.press",
  management: "press.role.management",
  label: "press.role.label",
};

/** A section with its heading and a "see all" link beside it. */
function LinkedSection({
  id,
  className,
  title,
  more,
  moreHref,
  children,
}: {
  id: string;
  className: string;
  title: string;
  more: string;
  moreHref: string;
  children: React.ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="press__bio-head">
        <h2 id={id}>{title}</h2>
        <a href={moreHref} className="press__more">
          {more}
        </a>
      </div>
      {children}
    </section>
  );
}

export function PressContacts({ contacts }: { contacts: PressContact[] }) {
  const { t } = useI18n();
  if (!contacts.length) return null;
  return (
    <section className="press__contacts" aria-labelledby="press-contacts">
      <h2 id="press-contacts">{t("press.contacts")}</h2>
      <ul className="press__cards">
        {contacts.map((c, i) => (
          <li key={i} className="press__card">
            <p className="press__role">{ROLE_KEYS[c.role] ? t(ROLE_KEYS[c.role]!) : c.role}</p>
            <p className="press__name">{c.name}</p>
            {c.email ? (
              <p>
                <span className="visually-hidden">{t("press.email")}: </span>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </p>
            ) : null}
            {c.phone ? (
              <p>
                <span className="visually-hidden">{t("press.phone")}: </span>
                {/* Non-breaking spaces: a number never wraps in the middle. */}
                <a href={`tel:${c.phone.replace(/[^\d+]/g, "")}`}>{c.phone.replace(/ /g, "\u00a0")}</a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PressLogos({ logos }: { logos: PressFileLink[] }) {
  const { t, intl } = useI18n();
  if (!logos.length) return null;
  return (
    <section className="press__logos" aria-labelledby="press-logos">
      <h2 id="press-logos">{t("press.logos")}</h2>
      <ul className="press__cards">
        {logos.map((l) => {
          const kind = l.slot === "logo_svg" ? "SVG" : "PNG";
          return (
            <li key={l.slot} className="press__card press__logo">
              <div className="press__logo-frame">
                <img
                  src={l.href}
                  alt={t("press.logoAlt", { kind })}
                  width={l.width}
                  height={l.height}
                  loading="lazy"
                  decoding="async"
                />
              </div>
              <a href={l.href} download>
                {t("press.downloadFile", { kind })} <span className="press__meta">({fileSize(l.size, intl)})</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function PressDocuments({ documents }: { documents: PressFileLink[] }) {
  const { t, intl } = useI18n();
  if (!documents.length) return null;
  return (
    <section className="press__docs" aria-labelledby="press-docs">
      <h2 id="press-docs">{t("press.documents")}</h2>
      <ul className="press__doc-list">
        {documents.map((d) => (
          <li key={d.slot}>
            <a className="button secondary" href={d.href} download>
              {d.slot === "rider" ? t("press.rider") : t("press.stagePlot")}
              <span className="press__meta"> ({t("press.pdfSize", { size: fileSize(d.size, intl) })})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PressMedia({ media }: { media: PressMediaItem[] }) {
  const { t } = useI18n();
  if (!media.length) return null;
  return (
    <LinkedSection
      id="press-media"
      className="press__media"
      title={t("press.media")}
      more={t("press.allMedia")}
      moreHref="/media"
    >
      <ul className="press__cards">
        {media.map((m) => (
          <li key={m.id} className="press__card press__media-item">
            {m.thumbnail ? (
              <Picture image={m.thumbnail} alt="" sizes="(min-width: 60rem) 18rem, (min-width: 36rem) 45vw, 100vw" />
            ) : null}
            <a href={m.href}>{m.title}</a>
            {m.provider ? <span className="press__meta">{m.provider}</span> : null}
          </li>
        ))}
      </ul>
    </LinkedSection>
  );
}

export function PressDates({ dates }: { dates: PressDate[] }) {
  const { t } = useI18n();
  if (!dates.length) return null;
  return (
    <LinkedSection
      id="press-dates"
      className="press__dates"
      title={t("press.dates")}
      more={t("press.allDates")}
      moreHref="/events"
    >
      <ul className="press__date-list">
        {dates.map((d) => (
          <li key={d.path}>
            <span className="press__when">{d.whenText}</span>
            <a href={d.path}>{d.title}</a>
            {d.venueName ? <span className="press__meta">{d.venueName}</span> : null}
          </li>
        ))}
      </ul>
    </LinkedSection>
  );
}

/**
 * The press kit's newer parts (issue 14): contacts by role, logos, the rider
 * and stage plot, featured media and the next dates. Plain server-rendered
 * markup — no state, no effects — so they add nothing to the page's own work.
 */
import { Picture } from "~/capabilities/media/index.ts";
import type { PressContact } from "~/capabilities/press/lib/model.ts";
import { PRESS_MESSAGES as M } from "~/capabilities/press/lib/messages.ts";
import type { PressDate, PressFileLink, PressMediaItem } from "~/capabilities/press/server/public.server.ts";

/** "1.2 MB", "340 KB": whole kilobytes below a megabyte. */
export function fileSize(bytes: number, intl = "en-GB"): string {
  const nf = (n: number, d: number) => new Intl.NumberFormat(intl, { maximumFractionDigits: d }).format(n);
  return bytes >= 1024 * 1024 ? `${nf(bytes / 1024 / 1024, 1)} MB` : `${nf(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
}

/** A section with its heading and a "see all" link beside it. */
function LinkedSection({ id, className, title, more, moreHref, children }: { id: string; className: string; title: string; more: string; moreHref: string; children: React.ReactNode }) {
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
  if (!contacts.length) return null;
  return (
    <section className="press__contacts" aria-labelledby="press-contacts">
      <h2 id="press-contacts">{M.contacts}</h2>
      <ul className="press__cards">
        {contacts.map((c, i) => (
          <li key={i} className="press__card">
            <p className="press__role">{M.roles[c.role] ?? c.role}</p>
            <p className="press__name">{c.name}</p>
            {c.email ? (
              <p>
                <span className="visually-hidden">{M.email}: </span>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </p>
            ) : null}
            {c.phone ? (
              <p>
                <span className="visually-hidden">{M.phone}: </span>
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
  if (!logos.length) return null;
  return (
    <section className="press__logos" aria-labelledby="press-logos">
      <h2 id="press-logos">{M.logos}</h2>
      <ul className="press__cards">
        {logos.map((l) => {
          const kind = l.slot === "logo_svg" ? "SVG" : "PNG";
          return (
            <li key={l.slot} className="press__card press__logo">
              <div className="press__logo-frame">
                <img src={l.href} alt={M.logoAlt(kind)} width={l.width} height={l.height} loading="lazy" decoding="async" />
              </div>
              <a href={l.href} download>
                {M.downloadFile(kind)} <span className="press__meta">({fileSize(l.size)})</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function PressDocuments({ documents }: { documents: PressFileLink[] }) {
  if (!documents.length) return null;
  return (
    <section className="press__docs" aria-labelledby="press-docs">
      <h2 id="press-docs">{M.documents}</h2>
      <ul className="press__doc-list">
        {documents.map((d) => (
          <li key={d.slot}>
            <a className="button secondary" href={d.href} download>
              {d.slot === "rider" ? M.rider : M.stagePlot}
              <span className="press__meta"> ({M.pdfSize(fileSize(d.size))})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PressMedia({ media }: { media: PressMediaItem[] }) {
  if (!media.length) return null;
  return (
    <LinkedSection id="press-media" className="press__media" title={M.media} more={M.allMedia} moreHref="/media">
      <ul className="press__cards">
        {media.map((m) => (
          <li key={m.id} className="press__card press__media-item">
            {m.thumbnail ? <Picture image={m.thumbnail} alt="" sizes="(min-width: 60rem) 18rem, (min-width: 36rem) 45vw, 100vw" /> : null}
            <a href={m.href}>{m.title}</a>
            {m.provider ? <span className="press__meta">{m.provider}</span> : null}
          </li>
        ))}
      </ul>
    </LinkedSection>
  );
}

export function PressDates({ dates }: { dates: PressDate[] }) {
  if (!dates.length) return null;
  return (
    <LinkedSection id="press-dates" className="press__dates" title={M.dates} more={M.allDates} moreHref="/events">
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

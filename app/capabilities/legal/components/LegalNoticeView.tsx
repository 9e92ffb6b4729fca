/**
 * The legal notice as a visitor reads it (/legal): the law it follows, who
 * runs the site, how to reach them, then only the parts that were filled in.
 * Every value is the owner's plain text, rendered as text (escaped by React),
 * with its line breaks kept.
 */
import type { ReactNode } from "react";
import { Mail, Phone } from "lucide-react";
import { useI18n } from "~/core/i18n/react.tsx";
import type { LegalNotice } from "~/capabilities/legal/lib/notice.ts";

const BASIS = { DE: "legal.basis.DE", AT: "legal.basis.AT", CH: "legal.basis.CH" } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="legal__section" aria-labelledby={`legal-${id}`}>
      <h2 id={`legal-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

export function LegalNoticeView({
  notice: n,
  email,
  phone,
}: {
  notice: LegalNotice;
  /** mailto: and tel: links, or null when the text is not one. */
  email: string | null;
  phone: string | null;
}) {
  const { t } = useI18n();
  const lines = (text: string) => <p className="legal__lines">{text}</p>;
  return (
    <>
      <header className="legal__head">
        <h1>{t("legal.title")}</h1>
        {n.country ? <p className="legal__basis">{t(BASIS[n.country])}</p> : null}
      </header>
      <div className="legal__sections">
        <Section id="provider" title={t("legal.provider")}>
          <address>
            <span className="legal__name">{n.name}</span>
            {n.legal_form ? (
              <span className="legal__form">
                <span className="visually-hidden">{t("legal.legalForm")}: </span>
                {n.legal_form}
              </span>
            ) : null}
            <span className="legal__lines">{n.address}</span>
          </address>
          {n.representative ? (
            <p>
              <span className="legal__label">{t("legal.representedBy")}</span> {n.representative}
            </p>
          ) : null}
        </Section>
        <Section id="contact" title={t("legal.contact")}>
          <ul className="legal__reach">
            <li>
              <Mail className="icon" aria-hidden="true" />
              <span className="visually-hidden">{t("legal.email")}: </span>
              {email ? <a href={email}>{n.email}</a> : n.email}
            </li>
            {n.phone ? (
              <li>
                <Phone className="icon" aria-hidden="true" />
                <span className="visually-hidden">{t("legal.phone")}: </span>
                {/* Inline, not a class: html-validate's tel-non-breaking rule reads the style attribute. */}
                {phone ? (
                  <a href={phone} style={{ whiteSpace: "nowrap" }}>
                    {n.phone}
                  </a>
                ) : (
                  n.phone
                )}
              </li>
            ) : null}
          </ul>
        </Section>
        {n.register_court || n.register_number ? (
          <Section id="register" title={t("legal.register")}>
            <dl className="legal__facts">
              {n.register_court ? (
                <div>
                  <dt>{t("legal.registerCourt")}</dt>
                  <dd>{n.register_court}</dd>
                </div>
              ) : null}
              {n.register_number ? (
                <div>
                  <dt>{t("legal.registerNumber")}</dt>
                  <dd>{n.register_number}</dd>
                </div>
              ) : null}
            </dl>
          </Section>
        ) : null}
        {n.vat_id ? (
          <Section id="vat" title={t("legal.vat")}>
            {lines(n.vat_id)}
          </Section>
        ) : null}
        {n.authority ? (
          <Section id="authority" title={t("legal.authority")}>
            {lines(n.authority)}
          </Section>
        ) : null}
        {n.profession ? (
          <Section id="profession" title={t("legal.profession")}>
            {lines(n.profession)}
          </Section>
        ) : null}
        {n.responsible ? (
          <Section id="responsible" title={t(n.country === "DE" ? "legal.responsibleDE" : "legal.responsible")}>
            {lines(n.responsible)}
          </Section>
        ) : null}
        {n.media_disclosure ? (
          <Section id="disclosure" title={t("legal.mediaDisclosure")}>
            {lines(n.media_disclosure)}
          </Section>
        ) : null}
        {n.extra ? (
          <Section id="more" title={t("legal.more")}>
            {lines(n.extra)}
          </Section>
        ) : null}
      </div>
    </>
  );
}

/**
 * The legal notice as structured data (issue 25 §6): the page is a WebPage
 * whose publisher is the organisation (or person) behind the site, with its
 * registered name, postal address, e-mail, phone and VAT id — what search
 * engines read as the site's legal identity. Plain values only; the script tag
 * escapes them (React Router's meta, and core/seo/meta.ts jsonLdString).
 */
import type { PostalAddressParts } from "~/capabilities/location/index.ts";
import type { LegalNotice } from "./notice.ts";

export function legalJsonLd(
  n: LegalNotice,
  opts: { url: string; origin: string; title: string; language: string; person: boolean; address: PostalAddressParts },
): Record<string, unknown> {
  const clean = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ""));
  const name = n.legal_form && !n.name.includes(n.legal_form) ? `${n.name} ${n.legal_form}` : n.name;
  const publisher = clean({
    "@type": opts.person ? "Person" : "Organization",
    name: n.name,
    ...(opts.person ? {} : { legalName: name }),
    url: opts.origin || undefined,
    email: n.email,
    telephone: n.phone,
    vatID: n.vat_id,
    address: Object.keys(opts.address).length
      ? { "@type": "PostalAddress", ...opts.address }
      : n.address.replace(/\s*\n\s*/g, ", "),
  });
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: opts.title,
    url: opts.url,
    inLanguage: opts.language,
    publisher,
  };
}

/**
 * Splits a free-text address into schema.org PostalAddress parts when the text
 * follows a common shape (European "12345 City", US "City, ST 12345", UK and
 * Canadian postcodes). Anything it does not recognise stays in streetAddress,
 * so nothing the owner typed is ever dropped.
 */

export interface PostalAddressParts {
  streetAddress?: string;
  postalCode?: string;
  addressLocality?: string;
  addressRegion?: string;
  addressCountry?: string;
}

// "10115 Berlin", "75001 Paris", "1012 AB Amsterdam", "114 55 Stockholm", "00-950 Warszawa", "D-10115 Berlin"
const POSTCODE_FIRST = /^(\d{4}\s?[A-Z]{2}(?![A-Za-z])|(?:[A-Z]{1,2}-)?\d{4,5}|\d{3}\s\d{2}|\d{2}-\d{3})\s+(\D.*)$/;
// "IL 62701" (after a "Springfield" part) or "Springfield IL 62701"
const US_STATE_ZIP = /^(?:(.+?)\s+)?([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;
// "London SW1A 1AA", "SW1A 1AA"
const UK = /^(?:(.+?)\s+)?([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/;
// "ON M5V 3L9", "Toronto ON M5V 3L9"
const CANADA = /^(?:(.+?)\s+)?([A-Z]{2})\s+([A-Z]\d[A-Z]\s?\d[A-Z]\d)$/;

const hasDigit = (s: string) => /\d/.test(s);

export function parsePostalAddress(text: string | null | undefined): PostalAddressParts {
  const parts = (text ?? "")
    .split(/\r?\n|,/)
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  if (parts.length === 0) return {};
  if (parts.length === 1) return { streetAddress: parts[0] };

  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!;
    const street = parts.slice(0, i);
    const rest = parts.slice(i + 1);
    let m: RegExpExecArray | null;
    let found: PostalAddressParts | null = null;

    if ((m = POSTCODE_FIRST.exec(part))) {
      found = { postalCode: m[1], addressLocality: m[2] };
    } else if ((m = CANADA.exec(part)) || (m = US_STATE_ZIP.exec(part))) {
      // The town is either in this part ("Austin TX 78701") or the part before ("Austin, TX 78701").
      let locality = m[1];
      if (!locality && street.length > 1 && !hasDigit(street.at(-1)!)) locality = street.pop();
      found = { postalCode: m[3], addressLocality: locality, addressRegion: m[2] };
    } else if ((m = UK.exec(part))) {
      let locality = m[1];
      if (!locality && street.length > 1 && !hasDigit(street.at(-1)!)) locality = street.pop();
      found = { postalCode: m[2], addressLocality: locality };
    }
    if (!found) continue;
    // At most one trailing part is read as the country; more means we misread the shape.
    if (rest.length > 1) break;
    return clean({ streetAddress: street.join(", "), ...found, addressCountry: rest[0] });
  }

  // No postcode: "Street 1, Town" or "Street 1, Town, Country" when the later parts are plain words.
  const [street, ...others] = parts;
  if (hasDigit(street!) && others.length <= 2 && others.every((p) => !hasDigit(p))) {
    return clean({ streetAddress: street, addressLocality: others[0], addressCountry: others[1] });
  }
  return { streetAddress: parts.join(", ") };
}

function clean(p: PostalAddressParts): PostalAddressParts {
  const out: PostalAddressParts = {};
  for (const [k, v] of Object.entries(p) as [keyof PostalAddressParts, string | undefined][]) {
    if (v && v.trim()) out[k] = v.trim();
  }
  return out;
}

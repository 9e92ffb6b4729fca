/**
 * Structured-data rules for the SEO gate: every JSON-LD block parses, every
 * node's @type is one we know, and each type carries the properties Google's
 * structured-data documentation marks as required (developers.google.com/search/docs/appearance/structured-data):
 *
 * - Event and its kinds (MusicEvent, TheaterEvent …): name, startDate (a date,
 *   or a date-time with its UTC offset, so the time means one instant), and
 *   location. endDate is not before startDate; eventStatus and
 *   eventAttendanceMode are schema.org values; previousStartDate comes only
 *   with EventRescheduled.
 * - Place: address (Google's events need location.address to show a date).
 *   LocalBusiness is a Place too: name and address.
 * - The act (MusicGroup, PerformingGroup, TheaterGroup, DanceGroup,
 *   Organization, Person): name and url. A line-up's other performers
 *   (issue 32, `performer` of a date with a line-up and of its sets) need a
 *   name only: Google's Event documentation asks performer.name, and a support
 *   act without a website of its own has no url to give.
 * - PostalAddress: at least one address part; GeoCoordinates: latitude and
 *   longitude in range; Offer: a price with its currency (a free "0" needs
 *   none), availability a schema.org value, validFrom a date-time with an
 *   offset; AggregateOffer (a price range): lowPrice with its currency,
 *   highPrice not below it; OpeningHoursSpecification:
 *   dayOfWeek, opens, closes; ItemList: itemListElement; ListItem: position.
 * - Article, BlogPosting, NewsArticle: headline (at most 110 characters), and
 *   datePublished / dateModified as date-times with an offset when present.
 * - WebPage (an own page, with its inLanguage): nothing required.
 * - Every URL property is absolute http(s).
 */

type Node = Record<string, unknown>;

const EVENT_TYPES = [
  "Event",
  "MusicEvent",
  "TheaterEvent",
  "ComedyEvent",
  "DanceEvent",
  "Festival",
  "SocialEvent",
  "EducationEvent",
  "ExhibitionEvent",
  "LiteraryEvent",
  "ScreeningEvent",
];
const ACT_TYPES = ["MusicGroup", "PerformingGroup", "TheaterGroup", "DanceGroup", "Organization", "Person"];
const ARTICLE_TYPES = ["Article", "BlogPosting", "NewsArticle"];
// WebPage: an own page with its language (issue 15, inLanguage); Google requires nothing of it.
const OTHER_TYPES = [
  ...ARTICLE_TYPES,
  "WebPage",
  "Place",
  "LocalBusiness",
  "PostalAddress",
  "GeoCoordinates",
  "Offer",
  "AggregateOffer",
  "OpeningHoursSpecification",
  "ItemList",
  "ListItem",
  "VirtualLocation",
];
export const KNOWN_TYPES = new Set([...EVENT_TYPES, ...ACT_TYPES, ...OTHER_TYPES]);

const EVENT_STATUS = ["EventScheduled", "EventCancelled", "EventPostponed", "EventRescheduled", "EventMovedOnline"].map(
  (s) => `https://schema.org/${s}`,
);
const ATTENDANCE = ["OfflineEventAttendanceMode", "OnlineEventAttendanceMode", "MixedEventAttendanceMode"].map(
  (s) => `https://schema.org/${s}`,
);
const AVAILABILITY = [
  "InStock",
  "SoldOut",
  "PreOrder",
  "LimitedAvailability",
  "OutOfStock",
  "OnlineOnly",
  "InStoreOnly",
  "Discontinued",
  "BackOrder",
  "PreSale",
].map((s) => `https://schema.org/${s}`);
const URL_PROPS = ["url", "@id", "image", "sameAs", "logo"];

/** A date (all-day) or a date-time with seconds optional and a Z or ±hh:mm offset. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const text = (v: unknown) => typeof v === "string" && v.trim() !== "";
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const typesOf = (n: Node): string[] => ([] as unknown[]).concat(n["@type"] ?? []).map(String);
const absolute = (v: unknown) => typeof v === "string" && /^https?:\/\/[^/\s]+/.test(v);
const instant = (v: unknown) => (typeof v === "string" ? Date.parse(DATE.test(v) ? `${v}T00:00:00Z` : v) : NaN);

function checkNode(n: Node, at: string, out: string[]) {
  const say = (s: string) => out.push(`${at}: ${s}`);
  const types = typesOf(n);
  if (types.length === 0) return say("a node without @type");
  for (const t of types) if (!KNOWN_TYPES.has(t)) say(`unknown @type "${t}"`);
  const has = (k: string) => n[k] !== undefined && n[k] !== null && n[k] !== "";
  const need = (...keys: string[]) =>
    keys.filter((k) => !has(k)).forEach((k) => say(`${types.join("/")} without ${k}`));

  for (const k of URL_PROPS)
    for (const v of ([] as unknown[]).concat(n[k] ?? []))
      if (typeof v === "string" && !absolute(v)) say(`${k} is not an absolute URL: ${v}`);

  if (types.some((t) => EVENT_TYPES.includes(t))) {
    need("name", "startDate", "location");
    for (const k of ["startDate", "endDate", "previousStartDate"]) {
      if (has(k) && !(DATE.test(String(n[k])) || DATE_TIME_WITH_OFFSET.test(String(n[k]))))
        say(`${k} "${String(n[k])}" is neither a date nor a date-time with an offset`);
    }
    if (has("endDate") && instant(n.endDate) < instant(n.startDate))
      say(`endDate ${String(n.endDate)} is before startDate ${String(n.startDate)}`);
    if (has("eventStatus") && !EVENT_STATUS.includes(String(n.eventStatus)))
      say(`eventStatus "${String(n.eventStatus)}" is not a schema.org EventStatusType`);
    if (has("eventAttendanceMode") && !ATTENDANCE.includes(String(n.eventAttendanceMode)))
      say(`eventAttendanceMode "${String(n.eventAttendanceMode)}" is not a schema.org value`);
    if (has("previousStartDate") && n.eventStatus !== "https://schema.org/EventRescheduled")
      say("previousStartDate without eventStatus EventRescheduled");
    if (has("location") && !isNode(n.location) && !Array.isArray(n.location)) say("location is not a Place");
    if (!text(n.name)) say("name is empty");
  }
  if (types.includes("LocalBusiness")) need("name", "address");
  else if (types.includes("Place")) need("address");
  if (types.some((t) => ACT_TYPES.includes(t))) {
    // The site's act is the organizer of every date, always with its url; a performer may have none.
    if (/\.performer(\[\d+\])?$/.test(at)) need("name");
    else need("name", "url");
    if (has("name") && !text(n.name)) say("name is empty");
  }
  if (
    types.includes("PostalAddress") &&
    !["streetAddress", "addressLocality", "postalCode", "addressRegion", "addressCountry"].some(has)
  )
    say("PostalAddress without any address part");
  if (types.includes("GeoCoordinates")) {
    const [lat, lng] = [Number(n.latitude), Number(n.longitude)];
    if (!has("latitude") || !has("longitude") || !(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180))
      say(`GeoCoordinates out of range: ${String(n.latitude)}, ${String(n.longitude)}`);
  }
  if (types.includes("Offer")) {
    if (has("price") && !/^\d+(\.\d+)?$/.test(String(n.price)))
      say(`Offer price "${String(n.price)}" is not a plain number`);
    if (has("price") && Number(n.price) !== 0 && !/^[A-Z]{3}$/.test(String(n.priceCurrency ?? "")))
      say("Offer with a price but no ISO 4217 priceCurrency");
    if (has("availability") && !AVAILABILITY.includes(String(n.availability)))
      say(`Offer availability "${String(n.availability)}" is not a schema.org ItemAvailability`);
  }
  if (types.includes("AggregateOffer")) {
    need("lowPrice");
    for (const k of ["lowPrice", "highPrice"])
      if (has(k) && !/^\d+(\.\d+)?$/.test(String(n[k])))
        say(`AggregateOffer ${k} "${String(n[k])}" is not a plain number`);
    if (has("lowPrice") && Number(n.lowPrice) !== 0 && !/^[A-Z]{3}$/.test(String(n.priceCurrency ?? "")))
      say("AggregateOffer with a price but no ISO 4217 priceCurrency");
    if (has("highPrice") && Number(n.highPrice) < Number(n.lowPrice)) say("AggregateOffer highPrice below lowPrice");
    if (has("availability") && !AVAILABILITY.includes(String(n.availability)))
      say(`AggregateOffer availability "${String(n.availability)}" is not a schema.org ItemAvailability`);
  }
  if (
    types.some((t) => t === "Offer" || t === "AggregateOffer") &&
    has("validFrom") &&
    !DATE_TIME_WITH_OFFSET.test(String(n.validFrom))
  )
    say(`validFrom "${String(n.validFrom)}" is not a date-time with an offset`);
  if (types.includes("OpeningHoursSpecification")) need("dayOfWeek", "opens", "closes");
  if (types.some((t) => ARTICLE_TYPES.includes(t))) {
    need("headline");
    if (has("headline") && String(n.headline).length > 110) say("headline longer than 110 characters");
    for (const k of ["datePublished", "dateModified"])
      if (has(k) && !DATE_TIME_WITH_OFFSET.test(String(n[k])))
        say(`${k} "${String(n[k])}" is not a date-time with an offset`);
  }
  if (types.includes("ItemList")) {
    need("itemListElement");
    if (has("itemListElement") && (!Array.isArray(n.itemListElement) || n.itemListElement.length === 0))
      say("itemListElement is not a non-empty list");
  }
  if (types.includes("ListItem")) need("position");
}

/** Walks every typed node (top level, @graph members and nested values) and checks it. */
function walk(value: unknown, at: string, out: string[], found: string[]) {
  if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${at}[${i}]`, out, found));
  if (!isNode(value)) return;
  if (value["@type"] !== undefined) {
    found.push(...typesOf(value));
    checkNode(value, at, out);
  }
  for (const [k, v] of Object.entries(value)) if (k !== "@context") walk(v, `${at}.${k}`, out, found);
}

/** The raw text of each `<script type="application/ld+json">` in a page. */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\stype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => m[1]!,
  );
}

/** Problems with one page's structured data, and the @types it holds. */
export function jsonLdProblems(path: string, html: string): { problems: string[]; types: string[] } {
  const problems: string[] = [];
  const types: string[] = [];
  jsonLdBlocks(html).forEach((raw, i) => {
    const at = `${path} JSON-LD #${i + 1}`;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch (e) {
      problems.push(`${at}: does not parse: ${(e as Error).message}`);
      return;
    }
    if (!isNode(data)) return void problems.push(`${at}: not an object`);
    if (!/^https?:\/\/schema\.org\/?$/.test(String(data["@context"])))
      problems.push(`${at}: @context is ${JSON.stringify(data["@context"])}, not https://schema.org`);
    const before = types.length;
    walk(data, at, problems, types);
    if (types.length === before) problems.push(`${at}: no typed node at all`);
  });
  return { problems, types };
}

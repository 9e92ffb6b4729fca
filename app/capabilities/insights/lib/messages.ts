/**
 * Insights' public wording, gathered here for the languages work (issue 15):
 * the privacy page's paragraph, generated from what is really counted.
 */
export const PRIVACY_HEADING = "Visitor statistics";
export const PRIVACY_PAGE_TITLE = "Privacy";
export const PRIVACY_NAV_LABEL = "Privacy";
export const NO_NOTICE = "This site has not written a privacy notice of its own yet.";

function years(days: number): string {
  if (days === 0) return "for as long as the site runs";
  if (days % 365 === 0) return `for ${days / 365} ${days === 365 ? "year" : "years"}`;
  return `for ${days} days`;
}

/** The generated paragraphs; `outcomes` are the counted outcomes' labels ("Ticket-link clicks"). */
export function privacyParagraphs(o: { counting: boolean; retentionDays: number; outcomes: string[] }): string[] {
  if (!o.counting) return ["This site does not count its visitors."];
  const counted = o.outcomes.map((l) => l.charAt(0).toLowerCase() + l.slice(1));
  return [
    "This site counts its visits itself, on its own server: no cookie is set, no script runs in your browser for it, and no other company is involved.",
    "For each day it keeps only totals: how often each page was viewed; how many different visitors there were; the name of the website a visit came from (never the full address of the page); the campaign named in a link (utm_source and utm_campaign); the kind of device (phone, tablet or computer) and the browser's family (such as Firefox or Safari).",
    "To tell visitors apart within a day, the server makes a code from your network address and your browser's identification together with a random value that is replaced every day. The codes and that day's value are deleted when the day ends, so no visit can be linked to another day or to you. Your network address, your browser's full identification and the full address you came from are never stored.",
    ...(counted.length ? [`It also counts, as totals per day: ${counted.join("; ")}.`] : []),
    "If your browser sends “Do Not Track” or “Global Privacy Control”, your page views are counted but you are never counted as a visitor. Search engines' robots, pages loaded in advance by the browser, and people signed in to this site's studio are not counted at all.",
    `The daily totals are kept ${years(o.retentionDays)}.`,
  ];
}

/** The events capability's pages for /sitemap.xml: the lists, each published event, and the upcoming dates of recurring ones. */
import { fixedPages, type SitemapEntry } from "~/core/seo/sitemap.server.ts";
import { getEventBySlug } from "~/capabilities/events/server/data/events.server.ts";
import { nextOccurrencesOf, publishedEventPages } from "~/capabilities/events/server/data/queries.server.ts";
import { occurrencePath } from "~/capabilities/events/lib/views.ts";

/** Per recurring event, how many upcoming date pages are listed (their own URLs, SPEC issue 3). */
const DATES_PER_SERIES = 12;

export async function eventsSitemapEntries(): Promise<SitemapEntry[]> {
  const out: SitemapEntry[] = await fixedPages(["/events", "/events/past"]);
  for (const page of await publishedEventPages()) {
    out.push({ path: `/events/${page.slug}`, lastmod: page.updatedAt });
    if (!page.recurring) continue;
    const event = await getEventBySlug(page.slug);
    if (!event) continue;
    for (const o of nextOccurrencesOf(event, Date.now(), DATES_PER_SERIES))
      out.push({ path: occurrencePath(event, o.key), lastmod: page.updatedAt });
  }
  return out;
}

/**
 * The sites the quality gates crawl, made once per run as templates
 * (tests/e2e/templates.ts, ADR 0030): the demo plus what it lacks, added
 * through the studio's forms (content.ts). Each gate starts its own server on a
 * copy, so what one gate changes (a theme, a draft) no other gate sees.
 */
import { OWNER } from "../e2e/app-process.ts";
import { DEMO, type Template } from "../e2e/templates.ts";
import { addListPages, addPageAndPost, openRsvp } from "./content.ts";

/** The demo with an own page in the navigation and a news post. */
export const PAGE_AND_POST: Template<{ page: string; post: string }> = {
  name: "page-and-post",
  from: DEMO,
  prepare: (app) => addPageAndPost(app.url, OWNER),
};

/** Where a crawl starts besides `/`: pages no link leads to, and the lists' second pages. */
export interface Starts {
  starts: string[];
}

const withRsvpAndLists =
  (o: { upcoming?: boolean }) =>
  async (app: { url: string }): Promise<Starts> => {
    const rsvp = await openRsvp(app.url, OWNER); // only a form leads to its reply page
    const second = await addListPages(app.url, OWNER, o);
    return { starts: [rsvp, ...second] };
  };

/** The page and post, RSVP open on one event, and every list long enough for a second page. */
export const QUALITY_SITE: Template<Starts> = {
  name: "quality",
  from: PAGE_AND_POST,
  prepare: withRsvpAndLists({}),
};

/** The same without the 51 upcoming dates (a full /events page is 100 more stops for the keyboard gate). */
export const QUALITY_SITE_FEW_DATES: Template<Starts> = {
  name: "quality-few-dates",
  from: PAGE_AND_POST,
  prepare: withRsvpAndLists({ upcoming: false }),
};

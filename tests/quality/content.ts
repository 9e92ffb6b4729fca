/**
 * Content the demo does not have, added through the studio's own forms over
 * HTTP (as an owner's browser would post them): an own page in the
 * navigation and a published news post, so that the gates that crawl the
 * site (markup, SEO, accessibility) reach the pages and news routes too; and
 * RSVP opened on one event, whose reply page (/rsvp/:eventId/:date, where the
 * event page's form posts) no link leads to, so the crawl starts there too;
 * and lists long enough to have a second page (/events/page/2,
 * /events/past/page/2, /news/page/2: paths since issue 17).
 */
import { signInHttp } from "./http.ts";

async function postForm(
  base: string,
  cookie: string,
  path: string,
  fields: Record<string, string>,
  token?: string,
): Promise<void> {
  const csrf = token ?? (await csrfOf(base, cookie, path));
  const res = await fetch(base + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams({ csrf, ...fields }),
  });
  // Saved: the studio answers with a redirect to the new item; a refusal is a 400 with the form again.
  if (res.status !== 302) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

async function formPage(base: string, cookie: string, path: string): Promise<{ csrf: string; html: string }> {
  const form = await fetch(base + path, { headers: { Cookie: cookie } });
  const html = await form.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!csrf) throw new Error(`No CSRF field on ${path} (status ${form.status})`);
  return { csrf, html };
}

const csrfOf = async (base: string, cookie: string, path: string) => (await formPage(base, cookie, path)).csrf;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Lists with a second page, through the studio's forms: 51 one-off dates in the next two months (a
 * page of /events holds 50; same venue and plain titles, like a residency), a weekly run of 21 dates that
 * ended last week (a page of /events/past holds 20) and 10 more news posts (ten a page). Returns the
 * second pages, start paths for the crawl. `upcoming: false` leaves out the 51 dates (the keyboard gate
 * tabs through every link of every page it checks: a full /events page is 100 more stops, and its
 * second page is the same markup).
 */
export async function addListPages(
  base: string,
  owner: { email: string; password: string },
  o: { upcoming?: boolean } = {},
): Promise<string[]> {
  const { cookie } = await signInHttp(base, owner);
  const day = 86_400_000;
  const now = Date.now();
  const { csrf: eventCsrf, html } = await formPage(base, cookie, "/admin/events/new");
  // A saved venue of the demo's (the first the venue list offers), so every date has its place.
  const select = /<select[^>]*name="venue_id"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
  const venueId = [...select.matchAll(/<option[^>]*value="([^"]+)"/g)].map((m) => m[1]!).find((v) => v !== "new");
  if (!venueId) throw new Error("/admin/events/new offers no saved venue");
  const event = { start_time: "20:00", time_zone: "Europe/Berlin", venue_id: venueId, intent: "publish" };
  const description = (what: string) =>
    `${what} at the band's favourite room: two sets, new songs and old ones, doors an hour before.`;
  for (let i = 1; i <= (o.upcoming === false ? 0 : 51); i++) {
    await postForm(
      base,
      cookie,
      "/admin/events/new",
      {
        ...event,
        title: `Residency night ${i}`,
        description: description(`Night ${i} of the residency`),
        start_date: isoDay(now + (2 + i) * day),
      },
      eventCsrf,
    );
  }
  await postForm(
    base,
    cookie,
    "/admin/events/new",
    {
      ...event,
      title: "Thursday workshop",
      description: description("A weekly songwriting workshop"),
      start_date: isoDay(now - (21 * 7 + 3) * day),
      repeat: "weekly",
      interval: "1",
      ends: "count",
      count: "21",
    },
    eventCsrf,
  );
  const newsCsrf = await csrfOf(base, cookie, "/admin/news/new");
  for (let i = 1; i <= 10; i++) {
    await postForm(
      base,
      cookie,
      "/admin/news/new",
      {
        title: `Tour diary, part ${i}`,
        slug: `tour-diary-${i}`,
        body: `Night ${i} of the tour: **a full room** in a new town, two encores and a long drive to the next one.`,
        state: "published",
        publish_at: "",
        intent: "save",
      },
      newsCsrf,
    );
  }
  return [...(o.upcoming === false ? [] : ["/events/page/2"]), "/events/past/page/2", "/news/page/2"];
}

export async function addPageAndPost(
  base: string,
  owner: { email: string; password: string },
): Promise<{ page: string; post: string }> {
  const { cookie } = await signInHttp(base, owner);
  await postForm(base, cookie, "/admin/pages/new", {
    title: "Technical rider",
    slug: "rider",
    body: "## Stage\n\nSix musicians, a drum riser **2 × 2 m**, four monitor mixes.\n\n- Two DI boxes\n- One vocal mic per singer",
    seo_title: "",
    seo_description: "What The Velvet Lanterns bring and what they need on stage.",
    in_nav: "on",
    intent: "publish",
  });
  await postForm(base, cookie, "/admin/news/new", {
    title: "Paper Moons is out now",
    slug: "paper-moons-out-now",
    body: "Our second record is out: **ten songs** recorded live at Lantern Hall.",
    state: "published",
    publish_at: "",
    intent: "save",
  });
  return { page: "/rider", post: "/news/paper-moons-out-now" };
}

/**
 * Opens RSVP on the first event the studio's RSVP page lists (the demo opens it nowhere) with the settings
 * form, and returns the public reply page of its next date: only a form posts there, so the gates pass it to
 * publicPages as a start path.
 */
export async function openRsvp(
  base: string,
  owner: { email: string; password: string },
  capacity = 40,
): Promise<string> {
  const { cookie } = await signInHttp(base, owner);
  const list = await (await fetch(`${base}/admin/rsvp`, { headers: { Cookie: cookie } })).text();
  const eventId = /href="\/admin\/rsvp\/([\w-]+)"/.exec(list)?.[1];
  if (!eventId) throw new Error("/admin/rsvp lists no event to come");
  await postForm(base, cookie, `/admin/rsvp/${eventId}`, {
    date: "",
    enabled: "on",
    capacity: String(capacity),
    maxParty: "4",
    opens: "",
    closes: "",
    q0: "",
    q1: "",
    q2: "",
    reminderHours: "0",
  });
  // Its dates table links each date's door page: /admin/rsvp/<event>/<date>/door.
  const settings = await (await fetch(`${base}/admin/rsvp/${eventId}`, { headers: { Cookie: cookie } })).text();
  const date = new RegExp(`href="/admin/rsvp/${eventId}/(\\d{4}-\\d{2}-\\d{2})/door"`).exec(settings)?.[1];
  if (!date) throw new Error(`/admin/rsvp/${eventId} lists no date to come`);
  const path = `/rsvp/${eventId}/${date}`;
  const res = await fetch(base + path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status} after RSVP was opened`);
  return path;
}

/**
 * Content the demo does not have, added through the studio's own forms over
 * HTTP (as an owner's browser would post them): an own page in the
 * navigation and a published news post, so that the gates that crawl the
 * site (markup, SEO, accessibility) reach the pages and news routes too; and
 * RSVP opened on one event, whose reply page (/rsvp/:eventId/:date, where the
 * event page's form posts) no link leads to, so the crawl starts there too.
 */
import { signInHttp } from "./http.ts";

async function postForm(base: string, cookie: string, path: string, fields: Record<string, string>): Promise<void> {
  const form = await fetch(base + path, { headers: { Cookie: cookie } });
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!csrf) throw new Error(`No CSRF field on ${path} (status ${form.status})`);
  const res = await fetch(base + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams({ csrf, ...fields }),
  });
  // Saved: the studio answers with a redirect to the new item; a refusal is a 400 with the form again.
  if (res.status !== 302) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

export async function addPageAndPost(base: string, owner: { email: string; password: string }): Promise<{ page: string; post: string }> {
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
export async function openRsvp(base: string, owner: { email: string; password: string }): Promise<string> {
  const { cookie } = await signInHttp(base, owner);
  const list = await (await fetch(`${base}/admin/rsvp`, { headers: { Cookie: cookie } })).text();
  const eventId = /href="\/admin\/rsvp\/([\w-]+)"/.exec(list)?.[1];
  if (!eventId) throw new Error("/admin/rsvp lists no event to come");
  await postForm(base, cookie, `/admin/rsvp/${eventId}`, { date: "", enabled: "on", capacity: "40", maxParty: "4", opens: "", closes: "", q0: "", q1: "", q2: "", reminderHours: "0" });
  // Its dates table links each date's door page: /admin/rsvp/<event>/<date>/door.
  const settings = await (await fetch(`${base}/admin/rsvp/${eventId}`, { headers: { Cookie: cookie } })).text();
  const date = new RegExp(`href="/admin/rsvp/${eventId}/(\\d{4}-\\d{2}-\\d{2})/door"`).exec(settings)?.[1];
  if (!date) throw new Error(`/admin/rsvp/${eventId} lists no date to come`);
  const path = `/rsvp/${eventId}/${date}`;
  const res = await fetch(base + path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status} after RSVP was opened`);
  return path;
}

/**
 * SEO gate (issue 7): titles, descriptions, canonical URLs and Open Graph tags
 * on every public page (tests/quality/seo.ts); 404 pages noindex; a sitemap
 * entry for every published event and album and nothing unpublished, held
 * against the studio while content is unpublished and drafted through its
 * real forms; every JSON-LD block parses and carries its type's required
 * properties (tests/quality/jsonld.ts). The site runs with PUBLIC_URL set, so
 * absolute URLs must use it rather than the address the request came to.
 */
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { OWNER, startAppFrom, type App } from "./harness.ts";
import { canonicalOf } from "../quality/crawl.ts";
import { submitForm } from "../quality/forms.ts";
import { signInHttp } from "../quality/http.ts";
import { jsonLdProblems } from "../quality/jsonld.ts";
import { readManifest } from "../quality/manifest.ts";
import { notFoundSamples, publicPages, unreachedRoutes, type SitePage } from "../quality/pages.ts";
import { headProblems, publishedInStudio, readHead, type Published } from "../quality/seo.ts";
import { QUALITY_SITE } from "../quality/sites.ts";

const manifest = readManifest(inject("buildDir"));
const ORIGIN = "https://lanterns.example";
const FIXED = ["/", "/events", "/events/past", "/media", "/gallery", "/contact", "/about"];
let app: App;
let pages: SitePage[];

beforeAll(async () => {
  // The demo plus an own page, a news post, RSVP and second pages of the lists (tests/quality/sites.ts).
  const site = await startAppFrom(QUALITY_SITE, { PUBLIC_URL: ORIGIN });
  app = site.app;
  pages = await publicPages(app.url, manifest, undefined, site.facts.starts);
});
afterAll(async () => {
  await app?.stop();
});

/** The canonical URL of a page as the app answers it (fetched from the test server, named on the public origin). */
async function canonicalFor(path: string): Promise<{ status: number; canonical?: string }> {
  const res = await fetch(app.url + path);
  return { status: res.status, canonical: canonicalOf(await res.text()) };
}

test("every public page: one title, a description of sensible length, a canonical URL on the public origin, Open Graph and Twitter tags", () => {
  expect(unreachedRoutes(manifest, pages)).toEqual([]);
  const problems = pages.flatMap((p) => headProblems(p.path, p.html, ORIGIN));
  console.log(`Head tags checked on ${pages.length} public pages`);
  expect(problems).toEqual([]);
});

test("no two distinct pages share a title", () => {
  const byTitle = new Map<string, Set<string>>();
  for (const p of pages) {
    const title = readHead(p.html).titles[0] ?? "";
    byTitle.set(title, (byTitle.get(title) ?? new Set()).add(canonicalOf(p.html) ?? p.path));
  }
  const shared = [...byTitle]
    .filter(([, urls]) => urls.size > 1)
    .map(([title, urls]) => `"${title}": ${[...urls].join(", ")}`);
  expect(byTitle.size).toBeGreaterThan(10);
  expect(shared).toEqual([]);
});

test("canonical URLs: tracking and default parameters drop away, a month grid names its month, and each canonical URL is its own", async () => {
  const problems: string[] = [];
  // Each distinct canonical URL answers 200 and names itself.
  const canonicals = [...new Set(pages.map((p) => canonicalOf(p.html)!))];
  for (const url of canonicals) {
    const path = url.slice(ORIGIN.length);
    const again = await canonicalFor(path);
    if (again.status !== 200 || again.canonical !== url)
      problems.push(`${url}: answers ${again.status} with canonical ${again.canonical}`);
  }
  // Variants of one page share its canonical URL.
  const month = pages.find((p) => /^\/events\/month\/\d{4}-\d{2}$/.test(p.path))!.path;
  const event = pages.find((p) => p.routeId === "capabilities/events/routes/site/event")!.path;
  const variants: [string, string][] = [
    ["/events?utm_source=newsletter&fbclid=x1", "/events"],
    ["/events?page=1", "/events"],
    ["/events?view=list", "/events"],
    ["/events/past?page=1", "/events/past"],
    ["/?ref=poster", "/"],
    [`${event}?utm_campaign=tour`, event],
    [`${month}?utm_source=x`, month],
    // Old query URLs answer 301 with the path (bookmarks keep working).
    [`/events?view=month&month=${month.slice(-7)}`, month],
  ];
  for (const [variant, plain] of variants) {
    const [a, b] = [await canonicalFor(variant), await canonicalFor(plain)];
    if (a.status !== 200 || !b.canonical || a.canonical !== b.canonical)
      problems.push(`${variant} → ${a.canonical} (${a.status}), but ${plain} → ${b.canonical}`);
  }
  // The month grid without a month is this month's grid, and says so.
  const bare = await canonicalFor("/events/month");
  if (!/^https:\/\/lanterns\.example\/events\/month\/\d{4}-\d{2}$/.test(bare.canonical ?? ""))
    problems.push(`/events/month → ${bare.canonical}`);
  console.log(`Canonical URLs checked: ${canonicals.length} distinct, ${variants.length + 1} variants`);
  expect(canonicals.length).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

test("404 pages are noindex and have a title", async () => {
  const problems: string[] = [];
  const paths = [
    ...new Set(notFoundSamples(manifest)),
    "/events/page/999",
    "/events/month/1850-01",
    "/events/month/2031-13",
    "/news/page/0",
  ];
  for (const path of paths) {
    const res = await fetch(app.url + path);
    const head = readHead(await res.text());
    if (res.status !== 404) problems.push(`${path}: ${res.status}`);
    if (!(head.meta.get("robots") ?? []).some((r) => /noindex/.test(r))) problems.push(`${path}: not noindex`);
    if (head.titles.length !== 1 || !head.titles[0]) problems.push(`${path}: titles ${JSON.stringify(head.titles)}`);
  }
  expect(problems).toEqual([]);
});

test("the JSON-LD rules catch broken markup", () => {
  // The gate can fail: an event with a start time that names no offset, no location, and an unknown type.
  const html = `<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "MusicEvent", name: "Gig", startDate: "2030-05-01T20:00" },
      { "@type": "Concert", name: "x" },
    ],
  })}</script><script type="application/ld+json">{"@type": </script>`;
  const { problems } = jsonLdProblems("/sample", html);
  expect(problems.join("\n")).toMatch(/startDate "2030-05-01T20:00" is neither/);
  expect(problems.join("\n")).toMatch(/without location/);
  expect(problems.join("\n")).toMatch(/unknown @type "Concert"/);
  expect(problems.join("\n")).toMatch(/JSON-LD #2: does not parse/);
});

test("every JSON-LD block parses and each node has its type's required properties", () => {
  const problems: string[] = [];
  const types = new Set<string>();
  let blocks = 0;
  for (const p of pages) {
    const r = jsonLdProblems(p.path, p.html);
    problems.push(...r.problems);
    r.types.forEach((t) => types.add(t));
    blocks += (p.html.match(/application\/ld\+json/g) ?? []).length;
  }
  console.log(`JSON-LD checked: ${blocks} blocks on ${pages.length} pages, types ${[...types].sort().join(", ")}`);
  // The demo act's events, its place and the act itself are all described somewhere.
  expect([...types]).toEqual(
    expect.arrayContaining(["MusicEvent", "MusicGroup", "Place", "PostalAddress", "GeoCoordinates", "Offer"]),
  );
  expect(problems).toEqual([]);
});

/** The sitemap's URLs as paths, after checking each is absolute on the public origin, listed once, live and canonical. */
async function sitemapProblems(studio: Published): Promise<{ problems: string[]; paths: string[] }> {
  const xml = await (await fetch(`${app.url}/sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
  const problems: string[] = [];
  const paths = locs.map((l) =>
    l.startsWith(`${ORIGIN}/`) ? l.slice(ORIGIN.length) : (problems.push(`${l} is not on ${ORIGIN}`), l),
  );
  if (new Set(locs).size !== locs.length) problems.push("a URL is listed twice");
  for (const f of FIXED) if (!paths.includes(f)) problems.push(`${f} is not listed`);
  for (const [i, path] of paths.entries()) {
    const { status, canonical } = await canonicalFor(path);
    if (status !== 200 || canonical !== locs[i])
      problems.push(`${locs[i]} answers ${status} with canonical ${canonical}`);
  }
  const ofSeries = (slug: string) => paths.filter((p) => p === `/events/${slug}` || p.startsWith(`/events/${slug}/`));
  for (const e of studio.events) {
    if (e.published && !paths.includes(`/events/${e.slug}`))
      problems.push(`published event “${e.title}” (/events/${e.slug}) is not listed`);
    if (!e.published) {
      if (ofSeries(e.slug).length)
        problems.push(`unpublished event “${e.title}” is listed: ${ofSeries(e.slug).join(" ")}`);
      if ((await fetch(`${app.url}/events/${e.slug}`)).status !== 404)
        problems.push(`unpublished event “${e.title}” has a public page`);
    }
  }
  for (const a of studio.albums) {
    const status = (await fetch(`${app.url}/gallery/${a.slug}`)).status;
    if (a.published && status === 200 && !paths.includes(`/gallery/${a.slug}`))
      problems.push(`published album “${a.title}” is not listed`);
    if (!a.published && (paths.includes(`/gallery/${a.slug}`) || status !== 404))
      problems.push(`hidden album “${a.title}” is listed or public (${status})`);
  }
  return { problems, paths };
}

test("the sitemap lists every published event and album and the fixed pages, never a draft or a hidden album", async () => {
  const { cookie } = await signInHttp(app.url, OWNER);
  const before = await publishedInStudio(app.url, cookie);
  const first = await sitemapProblems(before);
  expect(first.problems).toEqual([]);
  expect(before.events.filter((e) => e.published).length).toBeGreaterThan(5);
  expect(before.albums.filter((a) => a.published).length).toBeGreaterThan(0);

  // Through the studio's forms: a new draft, a published series unpublished, the album hidden.
  const draft = await submitForm(
    `${app.url}/admin/events/new`,
    cookie,
    { button: { name: "intent", value: "draft" } },
    {
      title: "Secret warm-up show",
      start_date: "2031-05-02",
      start_time: "20:00",
      venue_name: "Lantern Hall",
    },
  );
  expect(draft.status).toBe(302);
  const series =
    before.events.find((e) => e.published && first.paths.some((p) => p.startsWith(`/events/${e.slug}/`))) ??
    before.events.find((e) => e.published)!;
  const album = before.albums.find((a) => a.published && first.paths.includes(`/gallery/${a.slug}`))!;
  expect(
    (
      await submitForm(`${app.url}/admin/events/${series.id}`, cookie, {
        button: { name: "intent", value: "unpublish" },
      })
    ).status,
  ).toBe(302);
  expect(
    (
      await submitForm(`${app.url}/admin/gallery`, cookie, {
        button: { name: "intent", value: "unpublish" },
        containing: `value="${album.id}"`,
      })
    ).status,
  ).toBe(302);

  const during = await publishedInStudio(app.url, cookie);
  expect(during.events.find((e) => e.title === "Secret warm-up show")?.published).toBe(false);
  expect(during.events.find((e) => e.id === series.id)?.published).toBe(false);
  expect(during.albums.find((a) => a.id === album.id)?.published).toBe(false);
  const hidden = await sitemapProblems(during);
  expect(hidden.problems).toEqual([]);

  // Published again, they are listed again.
  expect(
    (await submitForm(`${app.url}/admin/events/${series.id}`, cookie, { button: { name: "intent", value: "publish" } }))
      .status,
  ).toBe(302);
  expect(
    (
      await submitForm(`${app.url}/admin/gallery`, cookie, {
        button: { name: "intent", value: "publish" },
        containing: `value="${album.id}"`,
      })
    ).status,
  ).toBe(302);
  const after = await sitemapProblems(await publishedInStudio(app.url, cookie));
  expect(after.problems).toEqual([]);
  expect(after.paths).toEqual(expect.arrayContaining([`/events/${series.slug}`, `/gallery/${album.slug}`]));
  console.log(
    `Sitemap checked three times against ${during.events.length} events and ${during.albums.length} albums; ${first.paths.length} URLs listed`,
  );
});

/**
 * News on both databases: drafts and scheduled posts stay private until the
 * job's tick publishes them (once, keeping their scheduled time as their
 * date); /news pages ten at a time; the Atom feed parses with an independent
 * parser (feedparser) and has RFC 4287's required elements, stable ids and
 * absolute links; the sitemap, the menu and the feed link follow the posts.
 */
import { Readable } from "node:stream";
import FeedParser from "feedparser";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { AppError } from "~/core/errors.ts";
import { sitemapEntries } from "~/core/seo/sitemap.server.ts";
import { feedLinks, publicNav } from "~/core/composition.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { postFormSchema } from "~/capabilities/news/schemas.ts";
import { createPost, publishDuePosts, updatePost } from "./posts.server.ts";
import { newsAtom, newsPage, newsPost } from "./public.server.ts";

useTestDatabase();

const actor = { id: "u1", email: "owner@example.com" };
const TZ = "Europe/Berlin";
const form = (v: Record<string, string>) => postFormSchema(studioTranslatorFor("en")).parse({ body: "", ...v });

function parseFeed(xml: string): Promise<{ meta: FeedParser.Meta; items: FeedParser.Item[] }> {
  return new Promise((resolve, reject) => {
    const items: FeedParser.Item[] = [];
    const parser = new FeedParser({ feedurl: "https://band.example/news.xml" });
    parser.on("error", reject);
    parser.on("readable", function (this: FeedParser) {
      let item: FeedParser.Item | null;
      while ((item = this.read())) items.push(item);
    });
    parser.on("end", () => resolve({ meta: parser.meta, items }));
    Readable.from([xml]).pipe(parser);
  });
}

test("a scheduled post is private until the job publishes it, once, dated at its scheduled time", async () => {
  const draft = await createPost(actor, form({ title: "Tour announced", body: "Dates **soon**." }), TZ, null);
  expect(draft.status).toBe("draft");
  expect(await newsPost("tour-announced")).toBeNull();

  const past = await updatePost(
    actor,
    draft.id,
    form({ title: "Tour announced", state: "scheduled", publish_at: "2001-01-01T10:00" }),
    TZ,
    undefined,
  ).catch((e: unknown) => e);
  expect(past).toBeInstanceOf(AppError);
  expect((past as AppError).field).toBe("publish_at");
  expect(
    postFormSchema(studioTranslatorFor("en")).safeParse({ title: "x", state: "scheduled", publish_at: "" }).success,
  ).toBe(false);

  const soon = new Date(Date.now() + 3_600_000);
  const local = new Intl.DateTimeFormat("sv-SE", {
    timeZone: TZ,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(soon)
    .replace(" ", "T");
  const scheduled = await updatePost(
    actor,
    draft.id,
    form({ title: "Tour announced", body: "Dates **soon**.", state: "scheduled", publish_at: local }),
    TZ,
    undefined,
  );
  expect(scheduled.status).toBe("scheduled");
  expect(Math.abs(Date.parse(scheduled.publishAt!) - soon.getTime())).toBeLessThan(60_000);

  expect(await publishDuePosts(new Date())).toEqual([]);
  expect(await newsPost("tour-announced")).toBeNull();
  const done = await publishDuePosts(new Date(soon.getTime() + 1000));
  expect(done.map((p) => p.id)).toEqual([draft.id]);
  expect(await publishDuePosts(new Date(soon.getTime() + 2000))).toEqual([]);
  const shown = (await newsPost("tour-announced"))!;
  expect(shown.html).toContain("<strong>soon</strong>");
  expect(shown.dateIso).toBe(scheduled.publishAt);
});

test("/news pages ten at a time, newest first; past the last page is nothing", async () => {
  for (let i = 1; i <= 11; i++)
    await createPost(actor, form({ title: `Post ${String(i).padStart(2, "0")}`, state: "published" }), TZ, null);
  const first = (await newsPage(1))!;
  expect(first.posts).toHaveLength(10);
  expect(first.pages).toBe(2);
  const second = (await newsPage(2))!;
  expect(second.posts.length).toBeGreaterThanOrEqual(1);
  expect(await newsPage(3)).toBeNull();
  expect(await newsPage(0)).toBeNull();
  const all = [...first.posts, ...second.posts].map((p) => p.dateIso);
  expect([...all].sort().reverse()).toEqual(all);
});

test("the Atom feed parses with feedparser: required elements, stable ids, absolute links, escaped text; menu, sitemap and feed link follow", async () => {
  const p = await createPost(
    actor,
    form({ title: `Tom & Jerry <live>`, body: "Hello <script>x</script> **world**", state: "published" }),
    TZ,
    null,
  );
  const xml = await newsAtom("https://band.example");
  const { meta, items } = await parseFeed(xml);
  expect(meta["#type"]).toBe("atom");
  expect(meta.title).toMatch(/news$/);
  expect(meta.date).toBeInstanceOf(Date);
  expect(String(meta.author ?? "")).toMatch(/\S/);
  expect(meta.link).toBe("https://band.example/news");
  expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://band.example/news.xml"/>');
  const item = items.find((i) => i.title === "Tom & Jerry <live>")!;
  expect(item.guid).toMatch(/^tag:band\.example,\d{4}-\d{2}-\d{2}:news\/[\w-]+$/);
  expect(item.link).toBe(`https://band.example/news/${p.slug}`);
  expect(item.date).toBeInstanceOf(Date);
  expect(item.pubdate).toBeInstanceOf(Date);
  expect(item.description).toContain("<strong>world</strong>");
  expect(item.description).not.toContain("<script");
  for (const i of items) expect(i.link).toMatch(/^https:\/\/band\.example\/news\//);

  // The id survives a new title and address.
  await updatePost(actor, p.id, form({ title: "Renamed", slug: "renamed", state: "published" }), TZ, undefined);
  const again = await parseFeed(await newsAtom("https://band.example"));
  expect(again.items.find((i) => i.title === "Renamed")!.guid).toBe(item.guid);

  expect((await publicNav()).header.some((n) => n.to === "/news")).toBe(true);
  expect(await feedLinks()).toEqual([expect.objectContaining({ href: "/news.xml", type: "application/atom+xml" })]);
  const paths = (await sitemapEntries()).map((e) => e.path);
  expect(paths).toEqual(expect.arrayContaining(["/news", "/news/renamed"]));
});

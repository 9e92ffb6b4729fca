import { expect, test } from "vitest";
import {
  dataPathFor,
  fileFor,
  linkedPaths,
  normaliseBase,
  rebaseData,
  rebaseHtml,
  rebaseScript,
  resolveRedirects,
  withoutScripts,
  rebasePreloadHelper,
} from "./urls.ts";

const ORIGIN = "https://band.example";

test("linkedPaths finds same-site paths in attributes, srcset, CSS and feeds, and skips the studio and other hosts", () => {
  const html = `<a href="/events">x</a><a href="https://elsewhere.example/a">y</a><a href="//cdn.example/x">z</a>
    <img src="/uploads/1/a.webp" srcSet="/uploads/1/a-480.webp 480w, /uploads/1/a-960.webp 960w">
    <a href="/admin/login">studio</a><a href="/events?view=month&amp;month=2026-11#top">m</a>
    <style>.h{background:url('/assets/x.woff2')}</style><loc>${ORIGIN}/news/first</loc>`;
  expect(linkedPaths(html, ORIGIN).sort()).toEqual(
    [
      "/assets/x.woff2",
      "/events",
      "/events?view=month&month=2026-11",
      "/news/first",
      "/uploads/1/a-480.webp",
      "/uploads/1/a-960.webp",
      "/uploads/1/a.webp",
    ].sort(),
  );
});

test("fileFor writes pages as folders with index.html and refuses paths that climb out", () => {
  expect(fileFor("/", true)).toBe("index.html");
  expect(fileFor("/events/gig/2026-11-20", true)).toBe("events/gig/2026-11-20/index.html");
  expect(fileFor("/sitemap.xml", false)).toBe("sitemap.xml");
  expect(fileFor("/uploads/a%20b.webp", false)).toBe("uploads/a b.webp");
  expect(() => fileFor("/uploads/%2e%2e/secret", false)).toThrow(/leaves the export/);
});

test("dataPathFor follows React Router's single-fetch URLs", () => {
  expect(dataPathFor("/")).toBe("/_.data");
  expect(dataPathFor("/events")).toBe("/events.data");
});

test("normaliseBase accepts the usual spellings and refuses odd characters", () => {
  expect(normaliseBase(undefined)).toBe("/");
  expect(normaliseBase("band")).toBe("/band/");
  expect(normaliseBase("/band/")).toBe("/band/");
  expect(normaliseBase("/a/b")).toBe("/a/b/");
  expect(() => normaliseBase("/a b/")).toThrow(/--base-path/);
});

test("rebaseHtml moves attributes, srcset, CSS, the router's basename and own absolute URLs under the base path", () => {
  const html = `<a href="/events">e</a><a href="https://x.example/">x</a><img src="/uploads/a.webp" srcset="/uploads/a-1.webp 1x, /uploads/a-2.webp 2x">
<style>@font-face{src:url(/assets/f.woff2)}</style><link rel="canonical" href="${ORIGIN}/events">
<script>window.__reactRouterContext={"basename":"/","future":{}};import("/assets/entry.js")</script>`;
  const out = rebaseHtml(html, "/band/", ORIGIN);
  expect(out).toContain(`href="/band/events"`);
  expect(out).toContain(`href="https://x.example/"`);
  expect(out).toContain(`src="/band/uploads/a.webp" srcset="/band/uploads/a-1.webp 1x, /band/uploads/a-2.webp 2x"`);
  expect(out).toContain("url(/band/assets/f.woff2)");
  expect(out).toContain(`href="${ORIGIN}/band/events"`);
  expect(out).toContain(`"basename":"/band/"`);
  expect(out).toContain(`import("/band/assets/entry.js")`);
  expect(rebaseHtml(html, "/", ORIGIN)).toBe(html);
  // A page of another language (/es/…) keeps its prefix under the base path.
  expect(
    rebaseHtml(`<script>window.__reactRouterContext={"basename":"/es","future":{}}</script>`, "/band/", ORIGIN),
  ).toContain(`"basename":"/band/es"`);
});

test("rebaseData moves file URLs but leaves paths the router prefixes itself", () => {
  const data = `[{"_1":2},"href","/events","src","/uploads/a.webp","url","${ORIGIN}/events","${ORIGIN}/band/x","/social-icons.svg?v=1#x","/band/uploads/b.webp","/uploads/a-1.avif 320w, /uploads/a-2.avif 640w","/events/gig/calendar.ics"]`;
  const out = rebaseData(data, "/band/", ORIGIN);
  expect(out).toBe(
    `[{"_1":2},"href","/events","src","/band/uploads/a.webp","url","${ORIGIN}/band/events","${ORIGIN}/band/x","/band/social-icons.svg?v=1#x","/band/uploads/b.webp","/band/uploads/a-1.avif 320w, /band/uploads/a-2.avif 640w","/band/events/gig/calendar.ics"]`,
  );
  // The bare origin the meta functions build canonical URLs from.
  expect(rebaseData(`["origin","${ORIGIN}"]`, "/band/", ORIGIN)).toBe(`["origin","${ORIGIN}/band"]`);
  expect(rebaseData(`[\\"origin\\",\\"${ORIGIN}\\"]`, "/band/", ORIGIN)).toBe(`[\\"origin\\",\\"${ORIGIN}/band\\"]`);
  // The inline stream in a page escapes its quotes.
  expect(rebaseData(`enqueue("[\\"/uploads/a.webp\\"]")`, "/band/", ORIGIN)).toBe(
    `enqueue("[\\"/band/uploads/a.webp\\"]")`,
  );
});

test("rebaseScript moves a built script's references to the build's public files, once", () => {
  const js = 'var k=()=>[{rel:`icon`,href:`/favicon.svg`,type:`x`}];import("/assets/a.js");const r="/events";';
  const out = rebaseScript(js, "/band/", ["assets/", "favicon.svg"]);
  expect(out).toBe(
    'var k=()=>[{rel:`icon`,href:`/band/favicon.svg`,type:`x`}];import("/band/assets/a.js");const r="/events";',
  );
  expect(rebaseScript(out, "/band/", ["assets/", "favicon.svg"])).toBe(out);
});

test("withoutScripts keeps structured data and drops the router's scripts", () => {
  const html = `<link rel="modulepreload" href="/a.js"/><script type="application/ld+json">{"a":1}</script><script nonce="x">window.a=1</script><script type="module" async="">import("/b.js")</script><p>Not here</p>`;
  expect(withoutScripts(html)).toBe(`<script type="application/ld+json">{"a":1}</script><p>Not here</p>`);
});

test("resolveRedirects swaps tracked links in markup and in escaped JSON, and skips a target that is not a URL", () => {
  const redirects = new Map([
    ["/go/ticket/1-a", "https://shop.example/t?id=1"],
    ["/go/ticket/2-b", 'https://bad.example/"x'],
  ]);
  const text = `<a href="/go/ticket/1-a">t</a> enqueue("[\\"/go/ticket/1-a\\"]") <a href="/go/ticket/2-b">b</a>`;
  expect(resolveRedirects(text, redirects)).toBe(
    `<a href="https://shop.example/t?id=1">t</a> enqueue("[\\"https://shop.example/t?id=1\\"]") <a href="/go/ticket/2-b">b</a>`,
  );
});

test("the preload helper's base moves under the base path, whichever quotes the minifier wrote", () => {
  expect(rebasePreloadHelper('function a(e){return"/"+e}', "/band/")).toBe('function a(e){return"/band/"+e}');
  expect(rebasePreloadHelper("function a(e){return`/`+e}", "/band/")).toBe('function a(e){return"/band/"+e}');
  expect(rebasePreloadHelper("function a(e){return`/`+e}", "/")).toBe("function a(e){return`/`+e}");
  // Not a path join elsewhere in the code.
  expect(rebasePreloadHelper('x=function(e){return"/"+e+".json"}', "/band/")).toBe(
    'x=function(e){return"/"+e+".json"}',
  );
});

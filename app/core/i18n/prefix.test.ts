import { expect, test } from "vitest";
import { basenameFor, pagePathOf, parseLanguages, pathIn, prefixOf, prefixVerdict, stripPrefix } from "./prefix.ts";
import { alternates, seo, underBase } from "~/core/seo/meta.ts";

test("prefixOf finds a shipped locale as the first segment only", () => {
  expect(prefixOf("/es")).toBe("es");
  expect(prefixOf("/es/")).toBe("es");
  expect(prefixOf("/es/events/x")).toBe("es");
  expect(prefixOf("/pt-BR/calendar.ics")).toBe("pt-BR");
  expect(prefixOf("/esx/events")).toBeNull();
  expect(prefixOf("/ES/events")).toBeNull();
  expect(prefixOf("/xx/events")).toBeNull();
  expect(prefixOf("/events/es")).toBeNull();
  expect(prefixOf("/")).toBeNull();
});

test("paths move in and out of a language", () => {
  expect(stripPrefix("/es/events/x")).toBe("/events/x");
  expect(stripPrefix("/es")).toBe("/");
  expect(stripPrefix("/events")).toBe("/events");
  expect(pathIn("/events/x", "es", "en")).toBe("/es/events/x");
  expect(pathIn("/", "es", "en")).toBe("/es");
  expect(pathIn("/events/x", "en", "en")).toBe("/events/x");
  expect(basenameFor("en", "en")).toBe("");
  expect(basenameFor("de", "en")).toBe("/de");
  expect(underBase("/es", "/")).toBe("/es");
  expect(underBase("", "/about")).toBe("/about");
  expect(pagePathOf("/es/events/x")).toBe("/events/x");
  expect(pagePathOf("/es")).toBe("/");
  expect(pagePathOf("/es/events.data")).toBe("/events");
  expect(pagePathOf("/es/_.data")).toBe("/");
  expect(pagePathOf("/_.data")).toBe("/");
  expect(pagePathOf("/events")).toBe("/events");
});

test("a prefixed request is served, moved to its canonical URL or not found", () => {
  expect(prefixVerdict("/events", "", "en", ["es"])).toEqual({ kind: "none" });
  expect(prefixVerdict("/es/events", "", "en", ["es"])).toEqual({ kind: "serve", code: "es" });
  // The default language's own prefix is the unprefixed page, query kept.
  expect(prefixVerdict("/en/events", "?page=2", "en", ["es"])).toEqual({ kind: "redirect", to: "/events?page=2" });
  expect(prefixVerdict("/en", "", "en", ["es"])).toEqual({ kind: "redirect", to: "/" });
  // The studio is never under a language's prefix.
  expect(prefixVerdict("/es/admin/events", "", "en", ["es"])).toEqual({ kind: "redirect", to: "/admin/events" });
  expect(prefixVerdict("/es/admin", "", "en", ["es"])).toEqual({ kind: "redirect", to: "/admin" });
  expect(prefixVerdict("/es/administration", "", "en", ["es"])).toEqual({ kind: "serve", code: "es" });
  // A shipped language the site does not offer, and any prefix on a one-language site.
  expect(prefixVerdict("/de/events", "", "en", ["es"])).toEqual({ kind: "not-found" });
  expect(prefixVerdict("/es/events", "", "en", [])).toEqual({ kind: "not-found" });
  // A Spanish site with English as another language.
  expect(prefixVerdict("/en/events", "", "es", ["en"])).toEqual({ kind: "serve", code: "en" });
  expect(prefixVerdict("/es/events", "", "es", ["en"])).toEqual({ kind: "redirect", to: "/events" });
});

test("the stored list keeps shipped codes other than the default, each once", () => {
  expect(parseLanguages("es,fr", "en")).toEqual(["es", "fr"]);
  expect(parseLanguages("en,es,es,xx, fr", "en")).toEqual(["es", "fr"]);
  expect(parseLanguages("", "en")).toEqual([]);
  expect(parseLanguages(null, "en")).toEqual([]);
});

const site = (base: string, languages: { code: string; base: string }[]) => ({
  id: "root",
  loaderData: { site: { name: "Band", tagline: "", origin: "https://band.example", base, languages } },
});
const LANGS = [
  { code: "en", base: "" },
  { code: "es", base: "/es" },
];

test("hreflang alternates name every language both ways, with x-default; one language has none", () => {
  const en = seo([site("", LANGS)], { title: "Show", path: "/events/show" });
  const es = seo([site("/es", LANGS)], { title: "Show", path: "/events/show" });
  const links = (tags: ReturnType<typeof seo>) =>
    tags
      .filter((t) => "hrefLang" in t)
      .map((t) => `${(t as { hrefLang: string }).hrefLang} ${(t as { href: string }).href}`);
  const expected = [
    "en https://band.example/events/show",
    "es https://band.example/es/events/show",
    "x-default https://band.example/events/show",
  ];
  expect(links(en)).toEqual(expected);
  expect(links(es)).toEqual(expected);
  expect(es).toContainEqual({ tagName: "link", rel: "canonical", href: "https://band.example/es/events/show" });
  expect(links(seo([site("", [])], { path: "/" }))).toEqual([]);
  expect(alternates({ name: "", tagline: "", origin: "https://b.example", languages: LANGS }, "/")).toContainEqual({
    tagName: "link",
    rel: "alternate",
    hrefLang: "es",
    href: "https://b.example/es",
  });
  // A page kept out of search engines announces no alternates.
  expect(links(seo([site("/es", LANGS)], { path: "/x", noindex: true }))).toEqual([]);
});

import { expect, test } from "vitest";
import { listPagePath, listPageRedirect, pageUrl, parseListPage } from "./list-urls.ts";

const u = (path: string) => new URL(path, "https://band.example");

test("page 1 is the list's own path, later pages /page/n", () => {
  expect(listPagePath("/news", 1)).toBe("/news");
  expect(listPagePath("/news", 2)).toBe("/news/page/2");
  expect(listPagePath("/events/past/", 12)).toBe("/events/past/page/12");
});

test("a page segment is a plain number from 1, else null", () => {
  expect(parseListPage("2")).toBe(2);
  expect(parseListPage("99999")).toBe(99999);
  for (const bad of ["0", "02", "-1", "1e3", "NaN", "100000", "", "2.0"]) expect(parseListPage(bad)).toBeNull();
  expect(parseListPage(undefined)).toBeNull();
});

test("old ?page= URLs move to the page's path, keeping other parameters", () => {
  expect(listPageRedirect(u("/news?page=3"), "/news")).toBe("/news/page/3");
  expect(listPageRedirect(u("/news?page=1"), "/news")).toBe("/news");
  expect(listPageRedirect(u("/news?page=2&utm_source=x"), "/news")).toBe("/news/page/2?utm_source=x");
  // A junk page still moves; its path answers 404, as the query did. Nothing a visitor types becomes a header break.
  expect(listPageRedirect(u("/news?page=%0d%0aX:1"), "/news")).toBe("/news/page/%0D%0AX%3A1");
  // /page/1 is the list itself.
  expect(listPageRedirect(u("/news/page/1?ref=a"), "/news", "1")).toBe("/news?ref=a");
  // Already a path URL: no move.
  expect(listPageRedirect(u("/news/page/2"), "/news", "2")).toBeNull();
  expect(listPageRedirect(u("/news?utm_source=x"), "/news")).toBeNull();
});

test("a client navigation's data request names the same page as the document request", () => {
  const at = (path: string) => pageUrl(new Request(`https://band.example${path}`));
  expect(at("/events/month.data?_routes=a,b").href).toBe("https://band.example/events/month");
  expect(at("/events.data?page=2&_routes=x").href).toBe("https://band.example/events?page=2");
  expect(at("/_.data").pathname).toBe("/");
  expect(at("/news/page/2").pathname).toBe("/news/page/2");
});

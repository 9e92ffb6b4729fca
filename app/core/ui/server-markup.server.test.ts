import { expect, test } from "vitest";
import { isDataRequest, serverMarkup } from "./server-markup.server.ts";

const FORM = '<form method="post" action="/subscribe"><input name="form_token" value="t"></form>';

test("a document's render reads the markup, its hydration data leaves it out", () => {
  for (const url of [
    "http://site.test/",
    "http://site.test/events",
    "http://site.test/events/jam/2026-11-25",
    "http://site.test/news.data-protection",
  ]) {
    const m = serverMarkup(new Request(url), FORM);
    expect(m.html).toBe(FORM);
    // What React Router's serialisation sees: enumerable own properties only.
    expect(Object.keys(m)).toEqual([]);
    expect(JSON.stringify(m)).toBe("{}");
  }
});

test("a client navigation's data (/_.data for the home page, <path>.data) carries it", () => {
  for (const url of [
    "http://site.test/_.data",
    "http://site.test/events.data?_routes=root,site",
    "http://site.test/events/jam/2026-11-25.data",
  ]) {
    expect(isDataRequest(new Request(url))).toBe(true);
    expect(JSON.parse(JSON.stringify(serverMarkup(new Request(url), FORM)))).toEqual({ html: FORM });
  }
  // A query that merely mentions .data is still the document.
  expect(isDataRequest(new Request("http://site.test/events?x=.data"))).toBe(false);
});

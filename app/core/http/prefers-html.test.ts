import { expect, test } from "vitest";
import { prefersHtml } from "./encoding.ts";

test("browsers and scripts want HTML; fediverse servers asking for ActivityStreams do not", () => {
  expect(prefersHtml(undefined)).toBe(true);
  expect(prefersHtml("")).toBe(true);
  expect(prefersHtml("*/*")).toBe(true);
  expect(prefersHtml("text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8")).toBe(
    true,
  );
  expect(prefersHtml("application/activity+json")).toBe(false);
  expect(prefersHtml('application/ld+json; profile="https://www.w3.org/ns/activitystreams"')).toBe(false);
  expect(
    prefersHtml(
      'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams", text/html;q=0.1',
    ),
  ).toBe(false);
  expect(prefersHtml("application/activity+json;q=0.5, text/html")).toBe(true);
  expect(prefersHtml("text/html;q=0")).toBe(false);
});

import { expect, test } from "vitest";
import { cacheControlOf, contentTypeOf, planPublish, safeSitePath } from "./plan.ts";

test("only new and changed files are sent, what pages use before the pages, the home page last; gone files are removed", () => {
  const before = { "index.html": "h1", "events/index.html": "e1", "assets/a.js": "a", "old/index.html": "o" };
  const after = {
    "index.html": "h2",
    "events/index.html": "e1",
    "assets/a.js": "a",
    "assets/b.js": "b",
    "events.data": "d",
    "about/index.html": "x",
  };
  expect(planPublish(before, after)).toEqual({
    upload: ["assets/b.js", "events.data", "about/index.html", "index.html"],
    remove: ["old/index.html"],
    unchanged: 2,
  });
  expect(planPublish(after, after)).toEqual({ upload: [], remove: [], unchanged: 6 });
  expect(planPublish({}, { "a.txt": "1" }).upload).toEqual(["a.txt"]);
});

test("a file name that could leave the target's folder is refused", () => {
  expect(safeSitePath("events/open-jam/index.html")).toBe("events/open-jam/index.html");
  for (const bad of ["", "/etc/passwd", "../x", "a/../../x", "a/./b", "a//b", "a\\b", "a\u0000b", "a\nb", "x/.."])
    expect(() => safeSitePath(bad), JSON.stringify(bad)).toThrow(/could leave/);
});

test("a bucket is told each file's type and caching", () => {
  expect(contentTypeOf("events/index.html")).toBe("text/html; charset=utf-8");
  expect(contentTypeOf("__manifest")).toBe("application/json");
  expect(contentTypeOf("events.data")).toBe("text/x-script");
  expect(contentTypeOf("uploads/x/y-640.WEBP")).toBe("image/webp");
  expect(contentTypeOf("LICENSE")).toBe("application/octet-stream");
  expect(cacheControlOf("assets/entry-abc.js")).toBe("public, max-age=31536000, immutable");
  expect(cacheControlOf("index.html")).toBe("public, max-age=0, must-revalidate");
});

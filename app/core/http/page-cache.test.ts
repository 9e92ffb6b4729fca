import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { inlineScriptHashes, isSharedPageCacheControl, sharedCacheControl } from "./page-cache.server.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`;

test("inline scripts that run are hashed exactly as written; external scripts and data blocks are not", () => {
  const html = [
    `<script nonce="abc">window.__ctx = {"a":"<\\/b>"};</script>`,
    `<script type="module" nonce="abc">import("/assets/entry.js");</script>`,
    `<script src="/assets/x.js"></script>`,
    `<script type="application/ld+json">{"@type":"Event"}</script>`,
    `<SCRIPT>\n  multi\n  line\n</SCRIPT>`,
    `<script nonce="abc">window.__ctx = {"a":"<\\/b>"};</script>`, // the same script twice: one hash
  ].join("");
  expect(inlineScriptHashes(html)).toEqual([
    sha(`window.__ctx = {"a":"<\\/b>"};`),
    sha(`import("/assets/entry.js");`),
    sha("\n  multi\n  line\n"),
  ]);
  expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
});

test("a CDN keeps a cached page as long as the cache here does, never more than a minute; browsers always revalidate", () => {
  expect(sharedCacheControl(60_000)).toBe("public, max-age=0, s-maxage=60, must-revalidate");
  expect(sharedCacheControl(59_999)).toBe("public, max-age=0, s-maxage=59, must-revalidate");
  // A page that changes sooner (a ticket sale opening in 12.5 s): the CDN's copy goes stale with it.
  expect(sharedCacheControl(12_500)).toBe("public, max-age=0, s-maxage=12, must-revalidate");
  expect(sharedCacheControl(10 * 60_000)).toBe("public, max-age=0, s-maxage=60, must-revalidate");
  expect(sharedCacheControl(-5)).toBe("public, max-age=0, s-maxage=0, must-revalidate");
  expect(isSharedPageCacheControl(sharedCacheControl(30_000))).toBe(true);
  expect(isSharedPageCacheControl("public, max-age=0, must-revalidate")).toBe(true);
  expect(isSharedPageCacheControl("no-store")).toBe(false);
  expect(isSharedPageCacheControl("public, max-age=31536000, immutable")).toBe(false);
  expect(isSharedPageCacheControl(null)).toBe(false);
});

import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { inlineScriptHashes } from "./page-cache.server.ts";

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

import { Readable } from "node:stream";
import { expect, test } from "vitest";
import { withoutModulePreloads } from "./html-stream.server.ts";

async function through(chunks: string[]): Promise<string> {
  let out = "";
  for await (const c of Readable.from(chunks).pipe(withoutModulePreloads())) out += String(c);
  return out;
}

const doc = `<head><title>a</title><link rel="modulepreload" href="/assets/a.js" nonce="x"/><link rel="stylesheet" href="/assets/a.css"/><link rel="modulepreload" href="/assets/b.js"/></head><body><p>1 < 2</p><script type="module">import "/assets/a.js";</script></body>`;
const expected = `<head><title>a</title><link rel="stylesheet" href="/assets/a.css"/></head><body><p>1 < 2</p><script type="module">import "/assets/a.js";</script></body>`;

test("modulepreload tags go, everything else stays byte for byte", async () => {
  expect(await through([doc])).toBe(expected);
});

test("a tag split across chunks at any point is still removed, and nothing is lost or doubled", async () => {
  for (let i = 1; i < doc.length; i++) {
    expect(await through([doc.slice(0, i), doc.slice(i)])).toBe(expected);
  }
  // Many tiny chunks, as a stream may deliver them.
  expect(await through(doc.match(/[\s\S]{1,7}/g)!)).toBe(expected);
});

test("a document ending in an unclosed '<' is passed through at the end", async () => {
  expect(await through(["<p>a", " <"])).toBe("<p>a <");
});

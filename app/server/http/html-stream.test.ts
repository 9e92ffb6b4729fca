import { Readable } from "node:stream";
import { expect, test } from "vitest";
import { documentFilter } from "./html-stream.server.ts";

const ENTRY = "/assets/entry.client-Ab12.js";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  let out = "";
  for await (const c of Readable.from(chunks, { objectMode: true }).pipe(documentFilter({ entryModule: ENTRY }))) out += String(c);
  return out;
}

const doc =
  `<head><title>Straße · Café ✓</title><link rel="modulepreload" href="/assets/a.js" nonce="x"/><link rel="stylesheet" href="/assets/a.css"/>` +
  `<link rel="modulepreload" href="${ENTRY}"/></head><body><p>1 < 2 — ünïcödé</p>` +
  `<script type="module" async="">import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("${ENTRY}");</script></body>`;
const expected =
  `<head><title>Straße · Café ✓</title><link rel="stylesheet" href="/assets/a.css"/></head><body><p>1 < 2 — ünïcödé</p>` +
  `<script type="module" async="">import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\n` +
  `(document.readyState==="complete"?Promise.resolve():new Promise((r)=>addEventListener("load",r,{once:true}))).then(()=>import("${ENTRY}"));</script></body>`;

test("modulepreload tags go, the entry import waits for load, everything else stays byte for byte", async () => {
  expect(await through([doc])).toBe(expected);
  // Running the filter's output through it again changes nothing.
  expect(await through([expected])).toBe(expected);
});

test("a tag, an import or a UTF-8 character split across chunks at any byte is still handled", async () => {
  const bytes = Buffer.from(doc, "utf8");
  for (let i = 1; i < bytes.length; i++) {
    expect(await through([bytes.subarray(0, i), bytes.subarray(i)])).toBe(expected);
  }
  // Many tiny chunks, as a stream may deliver them.
  const tiny: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 7) tiny.push(bytes.subarray(i, i + 7));
  expect(await through(tiny)).toBe(expected);
});

test("other imports and an unclosed '<' at the end pass through", async () => {
  expect(await through([`<script>import("/assets/other.js");</script><p>a`, " <"])).toBe(`<script>import("/assets/other.js");</script><p>a <`);
});

import { Readable } from "node:stream";
import vm from "node:vm";
import { expect, test, vi } from "vitest";
import { compactManifest, deferBootstrap, documentFilter } from "./html-stream.server.ts";

const ENTRY = "/assets/entry.client-Ab12.js";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  let out = "";
  for await (const c of Readable.from(chunks, { objectMode: true }).pipe(documentFilter({ entryModule: ENTRY })))
    out += String(c);
  return out;
}

// The bootstrap exactly as React Router writes it (with the manifest shortened).
const bootstrap = `;\nimport * as route0 from "/assets/root-E_AjvQTy.js";\nimport * as route1 from "/assets/layout-83Z42sb6.js";\n  window.__reactRouterManifest = {"entry":{"module":"${ENTRY}"}};\n  window.__reactRouterRouteModules = {"root":route0,"routes/site/layout":route1};\n\nimport("${ENTRY}");`;
const doc =
  `<head><title>Straße · Café ✓</title><link rel="modulepreload" href="/assets/a.js" nonce="x"/><link rel="stylesheet" href="/assets/a.css"/>` +
  `<link rel="modulepreload" href="${ENTRY}"/></head><body><p>1 < 2 — ünïcödé</p><script type="module">import "/assets/other.js";</script>` +
  `<script nonce="n" type="module" async="">${bootstrap}</script></body>`;

test("modulepreload tags go, other markup and other module scripts stay byte for byte", async () => {
  const out = await through([doc]);
  expect(out).not.toContain("modulepreload");
  expect(
    out.startsWith(
      `<head><title>Straße · Café ✓</title><link rel="stylesheet" href="/assets/a.css"/></head><body><p>1 < 2 — ünïcödé</p><script type="module">import "/assets/other.js";</script><script nonce="n" type="module" async="">`,
    ),
  ).toBe(true);
  expect(out).toBe(
    doc.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(bootstrap, deferBootstrap(bootstrap, ENTRY)),
  );
});

test("the bootstrap imports nothing until the window has loaded, then the routes and the entry, as before", async () => {
  const script = deferBootstrap(bootstrap, ENTRY);
  expect(script).not.toMatch(/^\s*import /m); // no static import left to fetch at parse time
  const imported: string[] = [];
  const listeners: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = { readyState: "interactive" };
  const context = vm.createContext({
    window,
    document,
    addEventListener: (type: string, fn: () => void, opts: { once: boolean }) =>
      type === "load" && opts.once && listeners.push(fn),
    requestAnimationFrame: (fn: () => void) => setTimeout(fn, 1),
    setTimeout,
    Promise,
  });
  // Dynamic import() is not available in a vm context: stand in for it, recording the order.
  const source = script.replace(/\bimport\(/g, "__import(");
  context.__import = async (spec: string) => {
    imported.push(spec);
    return { spec };
  };
  vm.runInContext(source, context);
  await new Promise((r) => setTimeout(r, 10));
  expect(imported).toEqual([]);
  expect(listeners).toHaveLength(1);
  listeners[0]!();
  // The imports follow a frame and a timer: wait for the third (a loaded machine may take longer than 10 ms).
  await vi.waitFor(() => expect(imported).toHaveLength(3));
  expect(imported).toEqual(["/assets/root-E_AjvQTy.js", "/assets/layout-83Z42sb6.js", ENTRY]);
  expect(window.__reactRouterRouteModules).toEqual({
    root: { spec: "/assets/root-E_AjvQTy.js" },
    "routes/site/layout": { spec: "/assets/layout-83Z42sb6.js" },
  });
  expect(window.__reactRouterManifest).toEqual({ entry: { module: ENTRY } });
});

test("a page that has already loaded boots at once; a script of another shape is left alone", () => {
  expect(deferBootstrap(`import "/x.js";`, ENTRY)).toBe(`import "/x.js";`);
  expect(deferBootstrap(`window.__reactRouterRouteModules = {};`, ENTRY)).toBe(
    `window.__reactRouterRouteModules = {};`,
  );
  expect(deferBootstrap(bootstrap, ENTRY)).toContain(
    `document.readyState==="complete"?__marqueeStart():addEventListener("load",__marqueeStart,{once:true});`,
  );
});

test("a UTF-8 character or a tag split across chunks at any byte comes out whole", async () => {
  const bytes = Buffer.from(doc, "utf8");
  const whole = await through([doc]);
  for (let i = 1; i < bytes.length; i += 3)
    expect(await through([bytes.subarray(0, i), bytes.subarray(i)])).toBe(whole);
});

test("the route manifest React Router indents loses its indentation and nothing else", () => {
  const manifest = {
    entry: { module: ENTRY, imports: ["/assets/a.js"], css: [] },
    routes: { root: { id: "root", path: "", hasLoader: true } },
    version: "c929",
  };
  const indented = `;\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};`;
  const out = compactManifest(indented);
  expect(out).toBe(
    `;\n  window.__reactRouterManifest = ${JSON.stringify(manifest)};\n  window.__reactRouterRouteModules = {"root":route0};`,
  );
  expect(out.length).toBeLessThan(indented.length);
  expect(compactManifest("no manifest here")).toBe("no manifest here");
});

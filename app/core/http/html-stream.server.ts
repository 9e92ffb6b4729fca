/**
 * A filter for the document, between React and the response, so a phone
 * paints the page before it spends its link on scripts (ADR 0503, 0504):
 *
 * - React Router's <link rel="modulepreload"> tags are dropped. Requested
 *   first, those ~110 KB of scripts held back the stylesheets and the first
 *   paint by about a second on slow 4G (Lighthouse mobile: FCP 2.0 s → 0.9 s
 *   without them). React adds the hints again on the client, where they cost
 *   nothing.
 * - React Router's bootstrap module script imports the route modules (which
 *   import React and the router) and then the entry. Its imports now run after
 *   the window's load event and the frame after it, so the pictures the
 *   visitor sees first are loaded and painted before ~100 KB of framework
 *   takes the link (an album's largest paint: 2.0 s → about 1.0 s). Until
 *   then the page works as it does without JavaScript: links and forms are
 *   plain HTML.
 *
 * The document is small and rendered in one go (no streamed Suspense), so it
 * is collected whole, decoded once, rewritten and sent.
 */
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
const SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"\n]+");[ \t]*$/gm;

/** The bootstrap with its imports deferred to the load event; any other script as it was. */
export function deferBootstrap(body: string, entryModule: string): string {
  const entryImport = `import(${JSON.stringify(entryModule)});`;
  if (!body.includes("window.__reactRouterRouteModules") || !body.includes(entryImport)) return body;
  const imports = [...body.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1]!, spec: m[2]! }));
  const rest = body.replace(STATIC_IMPORT, "");
  return (
    `\nconst __marqueeBoot=()=>Promise.all([${imports.map((i) => `import(${i.spec})`).join(",")}]).then(([${imports.map((i) => i.name).join(",")}])=>{${rest}\n});` +
    // After load, one more frame: the pictures that finished loading are painted before the scripts start.
    `\nconst __marqueeStart=()=>requestAnimationFrame(()=>setTimeout(__marqueeBoot));` +
    `\ndocument.readyState==="complete"?__marqueeStart():addEventListener("load",__marqueeStart,{once:true});\n`
  );
}

/** React Router writes the route manifest as indented JSON into every page: the same object without the indentation. */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;
export function compactManifest(body: string): string {
  return body.replace(MANIFEST, (_m, assign: string, json: string) => {
    try {
      return `${assign}${JSON.stringify(JSON.parse(json))};`;
    } catch {
      return _m;
    }
  });
}

export function rewriteDocument(html: string, entryModule: string): string {
  return html
    .replace(MODULEPRELOAD, "")
    .replace(
      SCRIPT,
      (_m, open: string, body: string, close: string) =>
        open + deferBootstrap(compactManifest(body), entryModule) + close,
    );
}

/** `tail` is HTML placed at the end of the body once React has rendered the whole document (the page's messages, ADR 0902). */
export function documentFilter(opts: { entryModule: string; tail?: () => string }): Transform {
  const decoder = new StringDecoder("utf8");
  let text = "";
  return new Transform({
    transform(chunk: Buffer | string, _enc, done) {
      text += typeof chunk === "string" ? chunk : decoder.write(chunk);
      done();
    },
    flush(done) {
      const html = rewriteDocument(text + decoder.end(), opts.entryModule);
      const tail = opts.tail?.() ?? "";
      const at = tail ? html.lastIndexOf("</body>") : -1;
      done(null, at < 0 ? html : html.slice(0, at) + tail + html.slice(at));
    },
  });
}

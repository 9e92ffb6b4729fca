/**
 * The core names no capability (docs/architecture.md, ADR 2610): beyond its
 * imports (boundaries.ts), no file under app/core/ may spell a capability's
 * public or studio route ("/events", "/admin/inbox"), one of its environment
 * variables (MAP_PROVIDER), or a name of its own — a mail kind, a catalogue
 * key — which start with the capability's name and a dot ("fans.mail",
 * "contact.studio.…"). Those come from the manifests at run time. The rule
 * reads what the capabilities declare from their files: the folder names,
 * each routes.ts's paths and each env.server.ts's variables. Comments, and
 * tests' example data, may name anything.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { Rule } from "eslint";

const ROOT = resolve(import.meta.dirname, "..");
const CAPABILITIES = join(ROOT, "app/capabilities");

/** Standard places a site answers whoever serves them (RFC 9309's robots.txt, the sitemap it names): not a capability's choice. */
const WELL_KNOWN = new Set(["/robots.txt", "/sitemap.xml"]);

export interface CapabilityNames {
  /** Folder names: "events", "contact", … */
  names: string[];
  /** Route prefixes: "/events", "/admin/inbox", "/uploads"… */
  routes: string[];
  /** Environment variables of the capabilities' env.server.ts. */
  variables: Set<string>;
}

/** A route's fixed beginning: its path up to the first parameter or wildcard, under its section's prefix. */
function routePrefix(section: string, path: string): string | null {
  const fixed: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment.startsWith(":") || segment.includes("*")) break;
    fixed.push(segment);
  }
  if (fixed.length === 0) return null;
  return `${section === "admin" || section === "adminBare" ? "/admin/" : "/"}${fixed.join("/")}`;
}

let cached: CapabilityNames | undefined;

/** What the capabilities declare, read from their files (once per lint run). */
export function capabilityNames(): CapabilityNames {
  if (cached) return cached;
  const names = readdirSync(CAPABILITIES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const routes = new Set<string>();
  const variables = new Set<string>();
  for (const name of names) {
    const routesFile = join(CAPABILITIES, name, "routes.ts");
    if (existsSync(routesFile)) {
      const text = readFileSync(routesFile, "utf8");
      // `export const site: RouteConfigEntry[] = [route("contact", …), …];`: each list and the route paths in it.
      for (const part of text.split(/(?=export const )/)) {
        const section = /^export const (resources|site|admin|adminBare)\b/.exec(part)?.[1];
        if (!section) continue;
        for (const r of part.matchAll(/route\(\s*"([^"]+)"/g)) {
          const prefix = routePrefix(section, r[1]!);
          if (prefix && !WELL_KNOWN.has(prefix)) routes.add(prefix);
        }
      }
    }
    const envFile = join(CAPABILITIES, name, "env.server.ts");
    if (existsSync(envFile))
      for (const v of readFileSync(envFile, "utf8").matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):/gm)) variables.add(v[1]!);
  }
  cached = { names, routes: [...routes], variables };
  return cached;
}

/** Why the core may not say `text`, or null. */
export function namesCapability(text: string, n: CapabilityNames = capabilityNames()): string | null {
  const route = n.routes.find((r) => text === r || (text.startsWith(r) && /^[/?#.]/.test(text.slice(r.length))));
  if (route) return `the route ${route}, which a capability's routes.ts places`;
  if (n.variables.has(text)) return `${text}, a capability's environment variable (its env.server.ts)`;
  const owner = n.names.find((name) => text.startsWith(`${name}.`) && /^[a-z]/i.test(text.slice(name.length + 1)));
  if (owner) return `"${text}", a name of the ${owner} capability (a mail kind or catalogue key)`;
  return null;
}

const rule: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: {
      description: "The core names no capability: no route, environment variable, mail kind or catalogue key of one.",
    },
    schema: [],
    messages: { named: "core: the core names no capability, but this names {{what}}; take it from the manifests." },
  },
  create(context) {
    const file = relative(ROOT, context.filename).split(sep).join("/");
    // Tests may use a capability's paths and keys as example data.
    if (!file.startsWith("app/core/") || /\.test\.tsx?$|\.test-helpers?\.ts$/.test(file)) return {};
    // `{ INSIGHTS }` is two identifiers at one place: one report.
    const reported = new Set<number>();
    const check = (node: Rule.Node, text: string) => {
      const what = namesCapability(text);
      const at = node.range?.[0] ?? -1;
      if (!what || reported.has(at)) return;
      reported.add(at);
      context.report({ node, messageId: "named", data: { what } });
    };
    return {
      Literal: (node) => {
        if (typeof node.value === "string") check(node, node.value);
      },
      // A template's text before its first ${…}: `/admin/inbox/${id}`.
      TemplateLiteral: (node) => check(node, node.quasis[0]?.value.cooked ?? ""),
      // `env().MAP_PROVIDER`, `{ MAP_PROVIDER }`: a capability's variable read by the core.
      Identifier: (node) => {
        if (capabilityNames().variables.has(node.name)) check(node, node.name);
      },
    };
  },
};

export default rule;

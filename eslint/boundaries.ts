/**
 * The layout's rules (docs/architecture.md, ADR 0008), as one ESLint rule that
 * resolves every import to a file path — `~/…` aliases and relative paths
 * alike — before it judges it:
 *
 *   core          app/core/** imports no capability, no registry, no app glue.
 *   doors         a capability imports another only through that capability's
 *                 index.ts (browser-safe) or index.server.ts.
 *   services      a capability's routes/ never import its server/data/ modules
 *                 (routes call services), and never call audit() themselves.
 *   data          data modules (server/data/) hold SQL only: they do not audit.
 *
 * Test files follow the first two rules; they may reach data modules to check
 * what was stored. core-names.ts is the core rule's other half: no capability
 * route, variable, mail kind or catalogue key spelled in the core.
 */
import { dirname, relative, resolve, sep } from "node:path";
import type { Rule } from "eslint";
import type { ImportDeclaration, Node } from "estree";
import coreNames from "./core-names.ts";

const ROOT = resolve(import.meta.dirname, "..");
const AUDIT = "app/core/audit/audit.server.ts";

/** The repository-relative path an import points at, or null for packages. */
export function resolveImport(fromFile: string, spec: string): string | null {
  const clean = spec.split("?")[0] ?? spec;
  let abs;
  if (clean.startsWith("~/")) abs = resolve(ROOT, "app", clean.slice(2));
  else if (clean.startsWith("./") || clean.startsWith("../")) abs = resolve(dirname(fromFile), clean);
  else return null;
  return relative(ROOT, abs).split(sep).join("/");
}

const capabilityOf = (path: string): string | null => /^app\/capabilities\/([^/]+)\//.exec(path)?.[1] ?? null;
const isTest = (path: string) => /\.test\.tsx?$|\.test-helpers?\.ts$/.test(path);
const isGlue = (path: string) =>
  /^app\/(root|routes|entry\.server|entry\.client)(\.tsx?)?$/.test(path) ||
  /^app\/capabilities\/[^/]+\.tsx?$/.test(path);

/** Why `from` may not import `to`, or null when it may. Both are repository-relative paths. */
export function violation(from: string, to: string, names: readonly string[] = []): string | null {
  if (!from.startsWith("app/") || !to.startsWith("app/")) return null;
  if (from.startsWith("app/core/")) {
    if (to.startsWith("app/capabilities/"))
      return "core: the core never imports a capability (or the registry); capabilities plug in through their manifests.";
    if (isGlue(to) || to === "app/site.css") return "core: the core never imports the app's glue files.";
    return null;
  }
  const fromCap = capabilityOf(from);
  if (!fromCap) return null; // glue (root, routes, registry, ui.*) may import anything
  const toCap = capabilityOf(to);
  if (toCap && toCap !== fromCap && !isGlue(to)) {
    if (to !== `app/capabilities/${toCap}/index.ts` && to !== `app/capabilities/${toCap}/index.server.ts`) {
      return `doors: "${fromCap}" may use "${toCap}" only through app/capabilities/${toCap}/index.ts or index.server.ts.`;
    }
  }
  if (isTest(from)) return null;
  if (from.startsWith(`app/capabilities/${fromCap}/routes/`)) {
    if (to.startsWith(`app/capabilities/${fromCap}/server/data/`))
      return "services: routes call their capability's services (server/*.server.ts), never a data module.";
    if (to === AUDIT && names.includes("audit"))
      return "services: routes do not audit; the service that makes the change does.";
  }
  if (from.includes("/server/data/") && to === AUDIT && names.includes("audit"))
    return "data: data modules hold the SQL; auditing belongs to the service that calls them.";
  return null;
}

const rule: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: {
      description: "Capability boundaries: core, public doors, services and data modules (docs/architecture.md).",
    },
    schema: [],
    messages: { boundary: "{{why}} (import of {{to}})" },
  },
  create(context) {
    const from = relative(ROOT, context.filename).split(sep).join("/");
    const check = (node: Node, source: Node | null | undefined) => {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const to = resolveImport(context.filename, source.value);
      if (!to) return;
      // Which names it takes, for the rules about one function (audit); a namespace or dynamic import takes them all.
      const names =
        node.type === "ImportDeclaration"
          ? (node as ImportDeclaration).specifiers.map((s) =>
              s.type === "ImportSpecifier" && s.imported.type === "Identifier" ? s.imported.name : "audit",
            )
          : ["audit"];
      const why = violation(from, to, names);
      if (why) context.report({ node, messageId: "boundary", data: { why, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
    };
  },
};

export default { rules: { boundaries: rule, "core-names": coreNames } };

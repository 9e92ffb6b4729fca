/**
 * The app's runtime import graph, and its cycles. A cycle makes module order
 * matter (a value read before its module has run is undefined) and ties
 * services together that should stand alone; type-only imports are left out,
 * since they vanish at build time. Used by cycles.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

const ROOT = resolve(import.meta.dirname, "..");

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.test-helpers?\.ts$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Whether an import or export statement brings in a value (not only types). */
function runtimeSpecifier(statement: ts.Statement): string | null {
  if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    const onlyTypes =
      clause?.isTypeOnly ||
      (clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0
        ? bindings.elements.every((e) => e.isTypeOnly)
        : false);
    return onlyTypes ? null : statement.moduleSpecifier.text;
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
    const clause = statement.exportClause;
    const onlyTypes =
      statement.isTypeOnly || (clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly));
    return onlyTypes ? null : statement.moduleSpecifier.text;
  }
  return null;
}

/** Repository-relative path → the app files it imports at run time. */
export function importGraph(dir = join(ROOT, "app")): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const rel = (abs: string) => relative(ROOT, abs).split(sep).join("/");
  for (const file of sourceFiles(dir)) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
    const deps: string[] = [];
    for (const statement of source.statements) {
      const spec = runtimeSpecifier(statement)?.split("?")[0];
      if (!spec) continue;
      const abs = spec.startsWith("~/")
        ? resolve(ROOT, "app", spec.slice(2))
        : spec.startsWith(".")
          ? resolve(dirname(file), spec)
          : null;
      if (abs && existsSync(abs)) deps.push(rel(abs));
    }
    graph.set(rel(file), deps);
  }
  return graph;
}

/** Every group of files that import each other in a circle (strongly connected components of more than one file). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

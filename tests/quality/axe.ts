/**
 * axe-core in a real page. The script is evaluated through the DevTools
 * protocol (page.evaluate), which the page's Content-Security-Policy does not
 * govern, so the site's CSP stays as strict as in production.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** Runs axe on the page (WCAG 2.x A/AA and best practices) and returns its violations. */
export async function runAxe(page: Page, opts: { exclude?: string[] } = {}): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (exclude) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const r = await axe.run(exclude.length ? { exclude: exclude.map((s) => [s]) } : document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 200), failureSummary: n.failureSummary })),
    }));
  }, opts.exclude ?? []);
}

/** One readable line per violation and element, for the assertion message. */
export function describeViolations(path: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${path}: [${v.impact}] ${v.id} — ${v.help} — ${n.target.join(" ")} ${n.html}`),
  );
}

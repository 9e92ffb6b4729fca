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

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

interface Axe {
  run: (ctx: unknown, o: unknown) => Promise<{ violations: AxeViolation[] }>;
  getRules: (tags: string[]) => { ruleId: string; tags: string[] }[];
}

/**
 * Runs axe on the page (WCAG 2.x A/AA and best practices) and returns its violations. `colours: true` runs
 * only those of these rules that measure colours (axe's "cat.color" category: color-contrast and
 * link-in-text-block), for a second pass over a page whose colour scheme was switched in place: the rest
 * read the markup, names and layout, which the scheme does not change (tests/quality/scheme.ts checks that
 * it changes nothing but colours, ADR 2614).
 */
export async function runAxe(
  page: Page,
  opts: { exclude?: string[]; colours?: boolean } = {},
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ([exclude, tags, colours]) => {
      const axe = (window as unknown as { axe: Axe }).axe;
      const runOnly = colours
        ? {
            type: "rule",
            values: axe
              .getRules(tags)
              .filter((r) => r.tags.includes("cat.color"))
              .map((r) => r.ruleId),
          }
        : { type: "tag", values: tags };
      const r = await axe.run(exclude.length ? { exclude: exclude.map((s) => [s]) } : document, {
        runOnly,
        resultTypes: ["violations"],
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 200), failureSummary: n.failureSummary })),
      }));
    },
    [opts.exclude ?? [], TAGS, opts.colours ?? false] as const,
  );
}

/** One readable line per violation and element, for the assertion message. */
export function describeViolations(path: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${path}: [${v.impact}] ${v.id} — ${v.help} — ${n.target.join(" ")} ${n.html}`),
  );
}

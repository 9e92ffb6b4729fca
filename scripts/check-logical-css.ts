/**
 * Finds physical directions in the public stylesheets (issue 15): `margin-left`,
 * `left:`, `text-align: right`, `border-right`… Right-to-left pages (Arabic)
 * mirror by themselves only with logical properties (`margin-inline-start`,
 * `inset-inline-end`, `text-align: end`). A line that must stay physical says
 * why and carries the comment `/* physical *\/`. The studio's stylesheets are
 * left out (the studio is English only, issue 15 L2).
 *
 *   node scripts/check-logical-css.ts      # lists what it finds; exit 1 if anything
 * A unit test (scripts/check-logical-css.test.ts) runs it inside `npm test`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export interface Finding {
  file: string;
  line: number;
  text: string;
  property: string;
}

const PHYSICAL: [RegExp, string][] = [
  [
    /(?<![\w-])(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(?:-(?:width|style|color))?\s*:/g,
    "$1-$2 → $1-inline-start/end",
  ],
  [/(?<![\w-])border-(top|bottom)-(left|right)-radius\s*:/g, "border-$1-$2-radius → border-start-start-radius…"],
  [/(?<![\w-])(left|right)\s*:/g, "$1 → inset-inline-start/end"],
  [/(?<![\w-])(text-align|float|clear)\s*:\s*(left|right)\b/g, "$1: $2 → start/end (or inline-start/end)"],
];

/** The physical properties in one stylesheet's text. */
export function findPhysical(css: string, file = ""): Finding[] {
  const out: Finding[] = [];
  // Comments are not declarations; the line keeps its number.
  const lines = css
    .replace(/\/\*[\s\S]*?\*\//g, (c) =>
      /^\/\*\s*physical\s*\*\/$/.test(c) ? "\u0000PHYSICAL\u0000" : c.replace(/[^\n]/g, " "),
    )
    .split("\n");
  lines.forEach((text, i) => {
    if (text.includes("\u0000PHYSICAL\u0000")) return;
    for (const [re, hint] of PHYSICAL) {
      for (const m of text.matchAll(re))
        out.push({ file, line: i + 1, text: text.trim(), property: m[0].replace(re, hint) });
    }
  });
  return out;
}

/** Every public stylesheet under `dir` (not the studio's). */
export function publicStylesheets(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...publicStylesheets(p));
    else if (name.endsWith(".css") && !/studio|admin|import\.css$/.test(name)) out.push(p);
  }
  return out;
}

export function checkTree(root: string): Finding[] {
  return publicStylesheets(join(root, "app")).flatMap((f) => findPhysical(readFileSync(f, "utf8"), relative(root, f)));
}

if (import.meta.main) {
  const found = checkTree(process.cwd());
  for (const f of found) console.log(`${f.file}:${f.line}: ${f.property}\n    ${f.text}`);
  console.log(
    found.length
      ? `${found.length} physical properties in the public CSS.`
      : "The public CSS uses logical properties only.",
  );
  process.exit(found.length ? 1 : 0);
}

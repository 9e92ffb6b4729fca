/**
 * Every HTML `pattern` the app renders is a valid `v`-flag regular expression.
 * Browsers compile `pattern` as `^(?:…)$` with the `v` flag, where `( ) [ ] { } / - \ |`
 * inside a character class must be escaped; an invalid one is skipped (no check at all)
 * and logged as a console error (issue 25: the contact form's phone field).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { PHONE_PATTERN } from "~/capabilities/contact/lib/limits.ts";

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (/\.tsx$/.test(name) && !/\.test\.tsx$/.test(name)) out.push(p);
  }
  return out;
}

/** Patterns given by a constant, by the constant's name (a new one must be added here to be checked). */
const CONSTANTS: Record<string, string> = { PHONE_PATTERN };

const asBrowser = (pattern: string) => new RegExp(`^(?:${pattern})$`, "v");

const found = sourceFiles("app").flatMap((file) => {
  const text = readFileSync(file, "utf8");
  // A JSX string attribute has no escape sequences: its text is the pattern as the browser gets it.
  const literals = [...text.matchAll(/\bpattern="([^"]*)"/g)].map((m) => ({ file, pattern: m[1]! }));
  const named = [...text.matchAll(/\bpattern=\{([A-Za-z_.]+)\}/g)].map((m) => {
    const name = m[1]!.split(".").at(-1)!;
    if (!(name in CONSTANTS)) throw new Error(`${file}: pattern={${m[1]}} — add ${name} to CONSTANTS in this test`);
    return { file, pattern: CONSTANTS[name]! };
  });
  return [...literals, ...named];
});

test("the app renders patterns (the scan finds them)", () => {
  expect(found.length).toBeGreaterThanOrEqual(3);
});

test("every pattern compiles as the browser compiles it (the v flag)", () => {
  const invalid = found.filter(({ pattern }) => {
    try {
      asBrowser(pattern);
      return false;
    } catch {
      return true;
    }
  });
  expect(invalid).toEqual([]);
});

test("the phone pattern takes digits, spaces and + ( ) - . and nothing else", () => {
  const re = asBrowser(PHONE_PATTERN);
  for (const ok of ["+49 (0)30 123-45.67", "030 1234567", ""]) expect(re.test(ok), ok).toBe(true);
  for (const bad of ["call me", "030/123", "+49 30 123 x12", "[030]"]) expect(re.test(bad), bad).toBe(false);
});

test("an unescaped class (the old phone pattern) is what the check refuses", () => {
  expect(() => asBrowser("[0-9 +().\\-]*")).toThrow();
  expect(() => asBrowser("[a-z0-9-]*")).toThrow();
});

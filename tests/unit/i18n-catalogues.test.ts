/**
 * The catalogues are complete and used (issue 15): every shipped locale has
 * exactly English's keys, each message compiles with English's placeholders,
 * every key is used by the code, and every key the code uses exists.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { registerCapabilities } from "~/core/capability.server.ts";
import { CAPABILITIES } from "~/capabilities/registry.server.ts";
import { sourceCatalogues } from "~/core/i18n/catalogues.server.ts";
import { LOCALE_CODES } from "~/core/i18n/locales.ts";
import { studioSourceCatalogues } from "~/core/i18n/studio.server.ts";
import { STUDIO_LOCALES } from "~/core/i18n/studio-locales.ts";

registerCapabilities(CAPABILITIES);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}
const code = sourceFiles("app")
  .map((p) => readFileSync(p, "utf8"))
  .join("\n");

/** The variables a compiled message uses (plural/select branches included). */
function placeholders(node: unknown, out = new Set<string>()): Set<string> {
  if (!Array.isArray(node)) return out;
  for (const part of node) {
    if (!Array.isArray(part)) continue;
    const [name, , options] = part as [string, string?, Record<string, unknown>?];
    out.add(name);
    if (options && typeof options === "object") for (const branch of Object.values(options)) placeholders(branch, out);
  }
  return out;
}

const owners = sourceCatalogues();
/** The studio's catalogues (messages/studio/): complete in the studio's languages, English elsewhere. */
const studioOwners = studioSourceCatalogues();

test("every owner's catalogues have English's keys in every shipped locale, and nothing more", () => {
  const problems: string[] = [];
  for (const { owner, catalogues } of owners) {
    const en = catalogues.en ?? {};
    for (const locale of LOCALE_CODES) {
      const cat = catalogues[locale];
      if (!cat) {
        problems.push(`${owner}: no ${locale}.json`);
        continue;
      }
      for (const key of Object.keys(en))
        if (!Object.hasOwn(cat, key)) problems.push(`${owner}/${locale}: missing ${key}`);
      for (const key of Object.keys(cat))
        if (!Object.hasOwn(en, key)) problems.push(`${owner}/${locale}: ${key} is not in en.json`);
    }
  }
  expect(problems).toEqual([]);
});

test("every owner's studio catalogues have English's keys in every studio language (English and German), and no locale has more", () => {
  const problems: string[] = [];
  for (const { owner, catalogues } of studioOwners) {
    const en = catalogues.en ?? {};
    for (const locale of STUDIO_LOCALES) {
      const cat = catalogues[locale];
      if (!cat) {
        problems.push(`${owner} studio: no messages/studio/${locale}.json`);
        continue;
      }
      for (const key of Object.keys(en))
        if (!Object.hasOwn(cat, key)) problems.push(`${owner} studio/${locale}: missing ${key}`);
    }
    for (const [locale, cat] of Object.entries(catalogues)) {
      for (const key of Object.keys(cat ?? {}))
        if (!Object.hasOwn(en, key)) problems.push(`${owner} studio/${locale}: ${key} is not in en.json`);
    }
  }
  expect(problems).toEqual([]);
});

test("every message compiles, with English's placeholders, and every key starts with its owner's name (studio keys with <owner>.studio.)", () => {
  const problems: string[] = [];
  for (const { owner, catalogues } of studioOwners) {
    for (const key of Object.keys(catalogues.en ?? {}))
      if (!key.startsWith(`${owner}.studio.`))
        problems.push(`${owner} studio: ${key} must start with "${owner}.studio."`);
  }
  for (const { owner, catalogues } of [...owners, ...studioOwners]) {
    const en = catalogues.en ?? {};
    for (const key of Object.keys(en))
      if (!key.startsWith(`${owner}.`)) problems.push(`${owner}: ${key} must start with "${owner}."`);
    for (const [locale, cat] of Object.entries(catalogues)) {
      for (const [key, message] of Object.entries(cat ?? {})) {
        let vars: Set<string>;
        try {
          vars = placeholders(compileMessage(message));
        } catch (e) {
          problems.push(`${owner}/${locale} ${key}: ${(e as Error).message}`);
          continue;
        }
        const want = placeholders(compileMessage(en[key] ?? ""));
        if ([...vars].sort().join() !== [...want].sort().join())
          problems.push(
            `${owner}/${locale} ${key}: placeholders {${[...vars].join("}, {")}} differ from English's {${[...want].join("}, {")}}`,
          );
      }
    }
  }
  expect(problems).toEqual([]);
});

test("every key is used by the code, and every key the code asks for exists", () => {
  const known = new Set([...owners, ...studioOwners].flatMap(({ catalogues }) => Object.keys(catalogues.en ?? {})));
  const unused = [...known].filter((key) => !code.includes(`"${key}"`) && !code.includes(`'${key}'`));
  expect(unused).toEqual([]);
  const asked = [...code.matchAll(/\b(?:t\(|labelKey:\s*)\s*["']([a-z][\w-]*\.[\w.-]+)["']/g)].map((m) => m[1]!);
  expect(asked.filter((key) => !known.has(key))).toEqual([]);
});

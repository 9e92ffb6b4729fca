/**
 * The privacy notice (issue 25 §6): generated from what the site really does
 * (core/privacy.server.ts, each capability's `privacy`), per language. Until
 * the owner publishes one, /privacy shows the generated text as it is now; a
 * published notice — the owner's text, edited or not — is kept with the
 * generated text it was based on. When a feature is switched on or off the
 * generated text moves away from that base: the studio shows the difference,
 * and visitors keep reading the owner's version until the owner publishes again.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { generatedNotice } from "~/core/privacy.server.ts";
import type { LocaleCode } from "~/core/i18n/locales.ts";
import { siteLanguages } from "~/core/i18n/request-language.server.ts";
import { blocksOf, diffBlocks, type DiffBlock } from "~/capabilities/legal/lib/diff.ts";
import { readPrivacyRow, writePrivacyRow } from "./data/privacy.server.ts";

interface PrivacyStudio {
  generated: string;
  features: string[];
  published: { text: string; base: string; updatedAt: string } | null;
  /** The site changed since the published version: its base is not what would be generated now. */
  outdated: boolean;
  /** The owner's published text differs from the generated text it was based on. */
  edited: boolean;
  /** What the generated text changed since the published version's base (empty when not outdated). */
  changes: DiffBlock[];
  /** What the editor starts with: the owner's own text when edited, else the generated text as it is now. */
  draft: string;
}

const same = (a: string, b: string) => blocksOf(a).join("\n\n") === blocksOf(b).join("\n\n");

export async function privacyStudio(locale: LocaleCode): Promise<PrivacyStudio> {
  const [{ text: generated, features }, published] = await Promise.all([
    generatedNotice(locale),
    readPrivacyRow(locale),
  ]);
  const outdated = published !== null && !same(published.base, generated);
  const edited = published !== null && !same(published.text, published.base);
  return {
    generated,
    features,
    published,
    outdated,
    edited,
    changes: outdated ? diffBlocks(published.base, generated) : [],
    draft: published && edited ? published.text : generated,
  };
}

/** The text visitors read in `locale`: the owner's published notice, else the generated one. */
export async function publicPrivacyText(locale: LocaleCode): Promise<string> {
  return (await readPrivacyRow(locale))?.text ?? (await generatedNotice(locale)).text;
}

/** Publishes the owner's text for `locale`, based on the notice generated now; audited. */
export async function publishPrivacy(actor: Actor | null, locale: LocaleCode, text: string): Promise<void> {
  const clean = text.replace(/\r\n?/g, "\n").trim();
  const { text: generated, features } = await generatedNotice(locale);
  await writePrivacyRow(locale, clean + "\n", generated);
  await audit(actor, "legal.privacy.publish", "privacy_notice", locale, { features, edited: !same(clean, generated) });
}

/** One section of the public page: a heading (none for text before the first one) and its Markdown. */
interface NoticeSection {
  heading: string | null;
  body: string;
}

/** Splits the notice at its "## " headings, so each part is a titled region of the page. */
export function noticeSections(text: string): NoticeSection[] {
  const out: NoticeSection[] = [{ heading: null, body: "" }];
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const h = /^#{1,3}\s+(.+?)\s*#*\s*$/.exec(line);
    if (h) out.push({ heading: h[1]!, body: "" });
    else out[out.length - 1]!.body += line + "\n";
  }
  return out.filter((s) => s.heading !== null || s.body.trim() !== "");
}

/** The site's languages whose published notice no longer matches the generated one: the dashboard's warning. */
export async function outdatedPrivacyLanguages(): Promise<{ code: string; name: string }[]> {
  const { all } = await siteLanguages();
  const states = await Promise.all(all.map(async (l) => ({ l, s: await privacyStudio(l.code) })));
  return states.filter(({ s }) => s.outdated).map(({ l }) => ({ code: l.code, name: l.name }));
}

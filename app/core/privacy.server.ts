/**
 * The privacy notice, generated from what the site really does (issue 25 §6):
 * each capability's manifest contributes its sections (`privacy`), for the
 * features switched on now, in one language at a time. The result is Markdown
 * — a "## heading" per section, paragraphs between blank lines — so the owner
 * can edit it as text and the studio can show what changed between two
 * generated versions. The core names no capability; storing, editing and
 * publishing the notice is the legal capability's.
 */
import { capabilities, type PrivacySection } from "./capability.server.ts";
import { translatorFor } from "./i18n/catalogues.server.ts";
import type { LocaleCode } from "./i18n/locales.ts";
import { getSettings } from "./settings/settings.server.ts";

/** Every capability's sections for `locale`, in notice order. */
async function privacySections(locale: LocaleCode): Promise<PrivacySection[]> {
  const tr = translatorFor(locale);
  const siteName = (await getSettings()).name;
  const lists = await Promise.all(capabilities().map((c) => c.privacy?.({ tr, siteName }) ?? Promise.resolve([])));
  return lists.flat().sort((a, b) => a.order - b.order);
}

/** One line of plain text: a paragraph keeps no line break, so it cannot start a heading of its own. */
const oneLine = (s: string) => s.replace(/\s*\n\s*/g, " ").trim();

/** The sections as the notice's Markdown text. */
function noticeMarkdown(sections: readonly PrivacySection[]): string {
  return sections
    .map((s) => [`## ${oneLine(s.heading)}`, ...s.paragraphs.map(oneLine)].join("\n\n"))
    .join("\n\n")
    .concat(sections.length ? "\n" : "");
}

/** The notice as generated now, in `locale`, with the ids of the features it describes. */
export async function generatedNotice(locale: LocaleCode): Promise<{ text: string; features: string[] }> {
  const sections = await privacySections(locale);
  return { text: noticeMarkdown(sections), features: sections.map((s) => s.id) };
}

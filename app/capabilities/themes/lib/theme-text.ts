/**
 * The shipped themes' words (app/themes/<name>/theme.ts) in the studio's
 * catalogue, so the picker names and describes them in the user's studio
 * language. Keys are written out for the completeness test; a theme not
 * listed here (one added later) shows its manifest's English until it is.
 */
import type { Translator } from "~/core/i18n/translator.ts";

const KEYS: Record<string, { label: string; description: string; audience: string }> = {
  editorial: {
    label: "themes.studio.theme.editorial.label",
    description: "themes.studio.theme.editorial.description",
    audience: "themes.studio.theme.editorial.audience",
  },
  neon: {
    label: "themes.studio.theme.neon.label",
    description: "themes.studio.theme.neon.description",
    audience: "themes.studio.theme.neon.audience",
  },
  poster: {
    label: "themes.studio.theme.poster.label",
    description: "themes.studio.theme.poster.description",
    audience: "themes.studio.theme.poster.audience",
  },
  recital: {
    label: "themes.studio.theme.recital.label",
    description: "themes.studio.theme.recital.description",
    audience: "themes.studio.theme.recital.audience",
  },
  stage: {
    label: "themes.studio.theme.stage.label",
    description: "themes.studio.theme.stage.description",
    audience: "themes.studio.theme.stage.audience",
  },
};

type Words = { name: string; label: string; description: string; audience: string };

/** A theme's name, description and audience in `tr`'s language. */
export function themeWords<T extends Words>(theme: T, tr: Pick<Translator, "t">): T {
  const k = Object.hasOwn(KEYS, theme.name) ? KEYS[theme.name] : undefined;
  return k ? { ...theme, label: tr.t(k.label), description: tr.t(k.description), audience: tr.t(k.audience) } : theme;
}

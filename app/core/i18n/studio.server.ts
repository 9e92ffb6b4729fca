/**
 * The studio's language (issue 15, part 5; docs/languages.md, "The studio's
 * language"). Studio strings live in catalogues of their own, apart from the
 * public ones: the core's in app/core/i18n/messages/studio/<locale>.json, each
 * capability's in its messages/studio/<locale>.json (manifest `studioMessages`),
 * keys `<owner>.studio.…`. English and German are complete; a key missing in a
 * locale falls back to English.
 *
 * On the server a studio translator knows the public messages of the same
 * locale as well (zod's validation messages, `core.validation.*`); the browser
 * gets only the studio messages of the user's studio locale, from the studio
 * layout's loader — never a public page.
 */
import type { RouterContextProvider } from "react-router";
import { capabilities } from "../capability.server.ts";
import { getSettings } from "../settings/settings.server.ts";
import { getSession } from "../auth/session.server.ts";
import type { User } from "../auth/data/users.server.ts";
import {
  compileCatalogue,
  mergedMessages,
  ownerCatalogues,
  sourceMessages,
  type Catalogue,
  type OwnerCatalogues,
} from "./catalogues.server.ts";
import { localeInfo } from "./locales.ts";
import { STUDIO_LOCALES, studioLocaleOf, type StudioLocale } from "./studio-locales.ts";
import { suggestedLanguage } from "./language-suggestion.ts";
import { createTranslator, type CompiledMessages, type I18nPayload, type Translator } from "./translator.ts";

const coreFiles = import.meta.glob<Catalogue>("./messages/studio/*.json", { eager: true, import: "default" });

/** Every owner's studio catalogues, for the completeness test and the tools. */
export function studioSourceCatalogues(): OwnerCatalogues {
  return ownerCatalogues(coreFiles, (c) => c.studioMessages);
}

/** One locale's studio messages from every owner, English filling any gap. */
export function studioSourceMessages(locale: string): Catalogue {
  return mergedMessages(studioSourceCatalogues(), locale);
}

const compiled = new Map<string, CompiledMessages>();
const translators = new Map<string, Translator>();
let builtFor: readonly unknown[] | null = null;
function fresh(): void {
  if (builtFor === capabilities()) return;
  compiled.clear();
  translators.clear();
  builtFor = capabilities();
}

function studioCompiled(locale: StudioLocale): CompiledMessages {
  fresh();
  let c = compiled.get(locale);
  if (!c) compiled.set(locale, (c = compileCatalogue(studioSourceMessages(locale))));
  return c;
}

/** What the studio layout's loader hands the browser: the studio messages of one locale, nothing public. */
export function studioPayload(locale: StudioLocale): I18nPayload {
  const info = localeInfo(locale);
  return { locale: info.code, intl: info.intl, dir: info.dir, messages: studioCompiled(locale) };
}

/** The server's studio translator: the studio messages and the same locale's public ones (validation). */
export function studioTranslatorFor(locale: StudioLocale): Translator {
  fresh();
  let tr = translators.get(locale);
  if (!tr) {
    const info = localeInfo(locale);
    const messages = { ...compileCatalogue(sourceMessages(info.code)), ...studioCompiled(locale) };
    translators.set(locale, (tr = createTranslator({ locale: info.code, intl: info.intl, dir: info.dir, messages })));
  }
  return tr;
}

/** The studio language of `user` (their choice, else the site's when the studio has it, else English). */
export async function studioLocale(user: Pick<User, "studio_language">): Promise<StudioLocale> {
  return studioLocaleOf(user.studio_language, (await getSettings()).language);
}

/** The first studio language the browser asks for (Accept-Language, by weight), if any. */
export function browserStudioLocale(request: Request): StudioLocale | null {
  const tags = (request.headers.get("Accept-Language") ?? "")
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(/q=([\d.]+)/.exec(params.join(";"))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.tag && x.tag !== "*" && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((x) => x.tag);
  return (
    (suggestedLanguage(
      tags,
      STUDIO_LOCALES.map((code) => ({ code })),
      "",
    )?.code as StudioLocale | undefined) ?? null
  );
}

/**
 * The studio's pages outside its frame — sign-in, first-run setup, the
 * password reset (docs/languages.md): nobody is signed in, so they speak
 * `user`'s own studio language when the page knows whose it is (a reset
 * link), else the browser's when the studio has it (a new owner at setup has
 * no site language yet), else the studio's default rule (the site's language
 * when the studio has it, else English). The page gets only the messages
 * under `prefixes`, not the whole studio's.
 */
export async function studioDoorI18n(
  request: Request,
  prefixes: readonly string[],
  user?: Pick<User, "studio_language"> | null,
): Promise<{ tr: Translator; payload: I18nPayload }> {
  const locale = await studioLocale({ studio_language: user?.studio_language ?? browserStudioLocale(request) });
  const all = studioPayload(locale);
  const messages = Object.fromEntries(
    Object.entries(all.messages).filter(([k]) => prefixes.some((p) => k.startsWith(p))),
  );
  return { tr: studioTranslatorFor(locale), payload: { ...all, messages } };
}

/** The studio translator of `user`. */
export async function studioI18nFor(user: Pick<User, "studio_language">): Promise<Translator> {
  return studioTranslatorFor(await studioLocale(user));
}

/**
 * The studio translator of the person signed in on this request (English
 * when nobody is): actions' toasts and validation messages, loaders' labels.
 */
export async function studioI18n(request: Request, context: Readonly<RouterContextProvider>): Promise<Translator> {
  const session = await getSession(request, context);
  return session ? studioI18nFor(session.user) : studioTranslatorFor("en");
}

/**
 * The message catalogues: one JSON file per locale and owner (the core's in
 * app/core/i18n/messages/<locale>.json, each capability's in its own
 * messages/<locale>.json, declared by its manifest's `messages`). Keys start with
 * the owner's name ("contact.form.name"); values are ICU MessageFormat. They are
 * compiled here, once per locale, into Lingui's JSON form; a key missing in a
 * locale falls back to English (the completeness test keeps that from shipping).
 */
import { createHash } from "node:crypto";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { capabilities } from "../capability.server.ts";
import { env } from "../env.server.ts";
import { pseudoCatalogue } from "./pseudo.ts";
import { DEFAULT_LOCALE, localeInfo, type LocaleCode } from "./locales.ts";
import { createTranslator, type CompiledMessages, type I18nPayload, type Translator } from "./translator.ts";
import type { PageI18n } from "./page-messages.ts";
import { bindPageMessages } from "./page-messages.server.ts";

export type Catalogue = Record<string, string>;
/** A catalogue per locale code. */
export type Catalogues = Partial<Record<string, Catalogue>>;

const coreFiles = import.meta.glob<Catalogue>("./messages/*.json", { eager: true, import: "default" });

/**
 * A capability's catalogues from `import.meta.glob("./messages/*.json", { eager: true, import: "default" })`
 * in its manifest: the file name is the locale.
 */
export function catalogueFiles(files: Record<string, Catalogue>): Catalogues {
  const out: Catalogues = {};
  for (const [path, messages] of Object.entries(files)) {
    const code = /([^/]+)\.json$/.exec(path)?.[1];
    if (code) out[code] = messages;
  }
  return out;
}

export type OwnerCatalogues = { owner: string; catalogues: Catalogues }[];

/** The core's catalogues, then each capability's that `pick` names in its manifest (the public ones, or the studio's). */
export function ownerCatalogues(
  core: Record<string, Catalogue>,
  pick: (c: ReturnType<typeof capabilities>[number]) => Catalogues | undefined,
): OwnerCatalogues {
  return [
    { owner: "core", catalogues: catalogueFiles(core) },
    ...capabilities().flatMap((c) => (pick(c) ? [{ owner: c.name, catalogues: pick(c)! }] : [])),
  ];
}

/**
 * One locale's messages from every owner, English filling any gap. With
 * MARQUEE_PSEUDO_LOCALE=1, English is the pseudo-locale (pseudo.ts): the
 * public and the studio catalogues both, generated here at run time.
 */
export function mergedMessages(owners: OwnerCatalogues, locale: string): Catalogue {
  const out: Catalogue = {};
  for (const { catalogues } of owners) Object.assign(out, catalogues[DEFAULT_LOCALE], catalogues[locale]);
  return locale === DEFAULT_LOCALE && env().MARQUEE_PSEUDO_LOCALE ? pseudoCatalogue(out) : out;
}

/** ICU sources compiled into Lingui's JSON form; plain text stays a string rather than ["text"], a few bytes less in every payload. */
export function compileCatalogue(source: Catalogue): CompiledMessages {
  const out: CompiledMessages = {};
  for (const [key, message] of Object.entries(source)) {
    const m = compileMessage(message) as CompiledMessages[string];
    out[key] = Array.isArray(m) && m.length === 1 && typeof m[0] === "string" ? (m[0] as string) : m;
  }
  return out;
}

/** Every owner's public source catalogue (ICU strings), for the completeness test and the tools. */
export function sourceCatalogues(): OwnerCatalogues {
  return ownerCatalogues(coreFiles, (c) => c.messages);
}

/** One locale's public messages from every owner, English filling any gap. */
export function sourceMessages(locale: LocaleCode): Catalogue {
  return mergedMessages(sourceCatalogues(), locale);
}

const compiled = new Map<LocaleCode, CompiledMessages>();
const translators = new Map<LocaleCode, Translator>();
/** The registration the caches were built from: a new one (tests register their own) starts them again. */
let builtFor: readonly unknown[] | null = null;
function fresh(): void {
  if (builtFor === capabilities()) return;
  compiled.clear();
  translators.clear();
  builtFor = capabilities();
}

/** The locale's compiled messages (what the root loader sends the browser). */
export function compiledMessages(locale: LocaleCode): CompiledMessages {
  fresh();
  let c = compiled.get(locale);
  if (!c) compiled.set(locale, (c = compileCatalogue(sourceMessages(locale))));
  return c;
}

/** The server's translator for a locale (loaders, actions, e-mails, feeds). */
export function translatorFor(locale: string): Translator {
  const code = localeInfo(locale).code;
  fresh();
  let tr = translators.get(code);
  if (!tr) translators.set(code, (tr = createTranslator(payloadFor(code))));
  return tr;
}

/** The server's payload for a locale: its facts and every compiled message. */
export function payloadFor(locale: string): I18nPayload {
  const info = localeInfo(locale);
  return { locale: info.code, intl: info.intl, dir: info.dir, messages: compiledMessages(info.code) };
}

/**
 * Groups of keys only the server reads (`<owner>.<group>.…`): validation
 * messages (actions answer with them already translated), e-mails, calendar
 * text. They are never in a page nor in the browser's catalogue.
 */
export const SERVER_ONLY_GROUPS = new Set(["errors", "validation", "mail", "autoreply", "ics"]);

/** Whether the browser may need the key (a capability with `serverMessages` renders its public HTML on the server). */
export function clientKey(key: string, serverOwners: ReadonlySet<string>): boolean {
  const [owner = "", group = ""] = key.split(".", 2);
  return !serverOwners.has(owner) && !SERVER_ONLY_GROUPS.has(group);
}

interface ClientCatalogue {
  messages: CompiledMessages;
  /** The catalogue as the browser fetches it, and its address (named by its content, so cached for good). */
  json: string;
  url: string;
}
const clientCatalogues = new Map<LocaleCode, ClientCatalogue>();
let clientBuiltFor: readonly unknown[] | null = null;

/** The locale's messages a page may render (not the server's own), as the browser's catalogue file. */
export function clientCatalogue(locale: string): ClientCatalogue {
  const info = localeInfo(locale);
  fresh();
  if (builtFor !== clientBuiltFor) {
    clientCatalogues.clear();
    clientBuiltFor = builtFor;
  }
  let c = clientCatalogues.get(info.code);
  if (!c) {
    const serverOwners = new Set(
      capabilities()
        .filter((x) => x.serverMessages)
        .map((x) => x.name),
    );
    const messages = Object.fromEntries(
      Object.entries(compiledMessages(info.code)).filter(([k]) => clientKey(k, serverOwners)),
    );
    const json = JSON.stringify(messages);
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
    clientCatalogues.set(info.code, (c = { messages, json, url: `/i18n/${info.code}.${hash}.json` }));
  }
  return c;
}

/**
 * What the root loader sends the browser: the locale's facts and its catalogue's address. The page
 * itself carries only the messages its render used (page-messages.ts, ADR 0902).
 */
export function clientPayloadFor(locale: string): PageI18n {
  const info = localeInfo(locale);
  const c = clientCatalogue(info.code);
  return bindPageMessages({ locale: info.code, intl: info.intl, dir: info.dir, catalogue: c.url }, c.messages);
}

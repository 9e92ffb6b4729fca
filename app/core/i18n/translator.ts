/**
 * The one translation function, on the server and in the browser: `t(key, values)`
 * formats the active locale's compiled ICU message (plurals, selects, numbers)
 * with Lingui's runtime (2.2 KB gzip, ADR 0900). Messages are compiled on the
 * server (catalogues.server.ts) and reach the browser in the root loader's data,
 * the active locale's only.
 */
import { setupI18n } from "@lingui/core";
import { DEFAULT_LOCALE, localeInfo, type Direction, type LocaleCode } from "./locales.ts";

/** A compiled message as Lingui's compiler writes it: plain JSON, so loader data can carry it. */
export type CompiledMessage = string | unknown[];
export type CompiledMessages = Record<string, CompiledMessage>;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export interface Translator {
  /** The site language ("de", "pt-BR"). */
  locale: LocaleCode;
  /** The tag for `Intl` ("de-DE"). */
  intl: string;
  dir: Direction;
  /** The message for `key` in this locale, with `values` put in ("{count, plural, one {# date} other {# dates}}"). */
  t(key: string, values?: MessageValues): string;
}

/** What the root loader hands the browser: enough to build the same translator there. */
export interface I18nPayload {
  locale: LocaleCode;
  messages: CompiledMessages;
}

export function createTranslator({ locale, messages }: I18nPayload): Translator {
  const info = localeInfo(locale);
  // Lingui resolves plural rules and number formats from the locale list; its types want its own message shape.
  const i18n = setupI18n({ locale: info.code, locales: [info.intl], messages: { [info.code]: messages as never } });
  return {
    locale: info.code,
    intl: info.intl,
    dir: info.dir,
    t: (key, values) => i18n._(key, values as Record<string, unknown> | undefined),
  };
}

/** A translator with no messages (keys come back as they are): for code that runs before any catalogue is known. */
export const KEYS_ONLY: Translator = createTranslator({ locale: DEFAULT_LOCALE, messages: {} });

/**
 * The one translation function, on the server and in the browser: `t(key, values)`
 * formats the active locale's compiled ICU message (plurals, selects, numbers).
 * Messages are compiled on the server by Lingui's compiler (catalogues.server.ts)
 * into plain JSON; a page carries the ones its server render used and the
 * rest of the locale's follow after hydration (page-messages.ts, ADR 0902).
 * This file reads that JSON: a few dozen lines instead of Lingui's 2.2 KB
 * runtime, because public pages have no room for it (ADR 0900).
 */
import type { Direction, LocaleCode } from "./locales.ts";

/** Lingui's compiled form: text, `#` in plural branches, and `[name, type?, branches?]` for an argument. */
export type CompiledMessage = string | readonly unknown[];
type Argument = [string, string?, Record<string, unknown>?];
export type CompiledMessages = Record<string, CompiledMessage>;
/** Dates are formatted before they go in (core/dates/format.ts): messages carry no date formats. */
export type MessageValues = Record<string, string | number | null | undefined>;

export interface Translator {
  /** The site language ("de", "pt-BR"). */
  locale: LocaleCode;
  /** The tag for `Intl` ("de-DE"). */
  intl: string;
  dir: Direction;
  /** The message for `key` in this locale, with `values` put in ("{count, plural, one {# date} other {# dates}}"). A missing key comes back as itself. */
  t(key: string, values?: MessageValues): string;
}

/** A locale's facts and its compiled messages: what a translator is built from. */
export interface I18nPayload {
  locale: LocaleCode;
  intl: string;
  dir: Direction;
  messages: CompiledMessages;
}

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();
function pluralRules(intl: string, ordinal: boolean): Intl.PluralRules {
  const key = `${intl}|${ordinal}`;
  let r = rules.get(key);
  if (!r) rules.set(key, (r = new Intl.PluralRules(intl, { type: ordinal ? "ordinal" : "cardinal" })));
  return r;
}
function formatNumber(intl: string, n: number): string {
  let f = numbers.get(intl);
  if (!f) numbers.set(intl, (f = new Intl.NumberFormat(intl)));
  return f.format(n);
}

/** Lingui's interpretation of a compiled message: an exact `=n` branch first, then the plural category, then `other`. */
function render(message: CompiledMessage | undefined, values: MessageValues, intl: string, hash?: string): string {
  if (message === undefined) return "";
  if (typeof message === "string") return message;
  let out = "";
  for (const token of message) {
    if (typeof token === "string") {
      out += token === "#" && hash !== undefined ? hash : token;
      continue;
    }
    const [name, type, options = {}] = token as Argument;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (type === "plural" || type === "selectordinal") {
      const { offset = 0, ...branches } = options as Record<string, CompiledMessage> & { offset?: number };
      const n = Number(value) - offset;
      out += render(
        branches[Number(value)] ?? branches[pluralRules(intl, type === "selectordinal").select(n)] ?? branches.other,
        values,
        intl,
        formatNumber(intl, n),
      );
    } else if (type === "select") {
      const branches = options as Record<string, CompiledMessage>;
      out += render(Object.hasOwn(branches, String(value)) ? branches[String(value)] : branches.other, values, intl);
    } else if (type === "number") {
      out += formatNumber(intl, Number(value));
    } else if (value != null) {
      out += String(value);
    }
  }
  return out;
}

export function createTranslator({ locale, intl, dir, messages }: I18nPayload): Translator {
  return {
    locale,
    intl,
    dir,
    t: (key, values = {}) => (Object.hasOwn(messages, key) ? render(messages[key], values, intl) : key),
  };
}

/** A translator that notes each key it is asked for in `used` (the server's render of a page: page-messages.ts). */
export function recordingTranslator(payload: I18nPayload, used: CompiledMessages): Translator {
  const { messages, intl } = payload;
  return {
    ...createTranslator(payload),
    t: (key, values = {}) => {
      if (!Object.hasOwn(messages, key)) return key;
      used[key] = messages[key]!;
      return render(messages[key], values, intl);
    },
  };
}

/** A translator with no messages (keys come back as they are): for code that runs before any catalogue is known. */
export const KEYS_ONLY: Translator = createTranslator({ locale: "en", intl: "en-GB", dir: "ltr", messages: {} });

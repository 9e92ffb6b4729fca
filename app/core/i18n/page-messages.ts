/**
 * How a page gets its messages (ADR 0902). The root loader's data carries the
 * locale's facts and the address of its whole client catalogue, never the
 * messages themselves:
 *
 * - On the server, the payload is bound to the locale's compiled messages
 *   (page-messages.server.ts); every translator built from it notes the keys
 *   the render asks for, and entry.server.tsx writes those, and only those,
 *   into the page as a JSON data block.
 * - In the browser, translators read a store filled from that block, so
 *   hydration sees exactly the server's text. After hydration the provider
 *   fetches the whole catalogue (an immutable file) into the same store, and
 *   the root's client middleware holds a client navigation until it is there.
 */
import { createTranslator, KEYS_ONLY, type CompiledMessages, type Translator } from "./translator.ts";
import type { Direction, LocaleCode } from "./locales.ts";

/** What the root loader hands the browser. */
export interface PageI18n {
  locale: LocaleCode;
  intl: string;
  dir: Direction;
  /** The locale's whole client catalogue: `/i18n/<locale>.<hash>.json`. */
  catalogue: string;
}

/** The id of the data block holding the messages the server's render used. */
export const PAGE_MESSAGES_ID = "i18n-messages";

const translators = new WeakMap<PageI18n, Translator>();
/** The server's recording translators (page-messages.server.ts registers itself; the browser has none). */
let serverTranslator: ((page: PageI18n) => Translator | undefined) | undefined;
export function setServerTranslator(f: typeof serverTranslator): void {
  serverTranslator = f;
}

let store: CompiledMessages | undefined;
/** Browser: the messages known so far (the page's data block, then the whole catalogue). */
function clientStore(): CompiledMessages {
  return (store ??= JSON.parse(document.getElementById(PAGE_MESSAGES_ID)?.textContent || "{}") as CompiledMessages);
}

/** The translator for a page's payload: recording on the server, reading the store in the browser. */
export function pageTranslator(page: PageI18n | undefined): Translator {
  if (!page) return KEYS_ONLY;
  let tr = translators.get(page);
  if (!tr)
    translators.set(
      page,
      (tr =
        serverTranslator?.(page) ??
        createTranslator({ ...page, messages: typeof document === "undefined" ? {} : clientStore() })),
    );
  return tr;
}

let whole: Promise<unknown> | undefined;
/** Browser: fetch the locale's whole catalogue into the store, once. Settles (without it) when offline. */
export const loadCatalogue = (url: string): Promise<unknown> =>
  (whole ??= fetch(url)
    .then((r) => r.json())
    .then((all: CompiledMessages) => Object.assign(clientStore(), all))
    .catch(() => 0));

/** Browser: settles once the whole catalogue is in (or was never asked for). */
export const catalogueReady = (): Promise<unknown> => whole ?? Promise.resolve();

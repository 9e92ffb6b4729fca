/**
 * The server's half of a page's messages (page-messages.ts, ADR 0902): a
 * payload bound to its locale's messages gets translators that note what the
 * render asks for, and the page carries those in a data block.
 */
import { recordingTranslator, type CompiledMessages } from "./translator.ts";
import { PAGE_MESSAGES_ID, setServerTranslator, type PageI18n } from "./page-messages.ts";

interface Bound {
  all: CompiledMessages;
  used: CompiledMessages;
}
const bound = new WeakMap<PageI18n, Bound>();

setServerTranslator((page) => {
  const b = bound.get(page);
  return b && recordingTranslator({ ...page, messages: b.all }, b.used);
});

/** The payload's messages are `all`; what a render asks for is noted per payload (one per request). */
export function bindPageMessages(page: PageI18n, all: CompiledMessages): PageI18n {
  bound.set(page, { all, used: {} });
  return page;
}

/** The messages the render of the page with this payload used, or null when it is not bound. */
export function usedPageMessages(page: PageI18n | undefined): CompiledMessages | null {
  return (page && bound.get(page)?.used) ?? null;
}

/** The data block for a page's used messages (`<` escaped so no text can end the element). */
export function pageMessagesScript(used: CompiledMessages): string {
  return `<script type="application/json" id="${PAGE_MESSAGES_ID}">${JSON.stringify(used).replace(/</g, "\\u003c")}</script>`;
}

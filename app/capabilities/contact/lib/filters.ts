/** The inbox's filters, read from the URL (shared by the list and its CSV export). */
import { MESSAGE_STATUSES, STATUS_LABELS, type MessageStatus } from "./status.ts";

/** "inbox" is what needs attention (new and read); "all" is everything, spam included. */
export type MessageFilter = MessageStatus | "inbox" | "all";

export const FILTERS: MessageFilter[] = ["inbox", ...MESSAGE_STATUSES, "all"];
export const FILTER_LABELS: Record<MessageFilter, string> = { inbox: "Inbox", ...STATUS_LABELS, all: "All" };

export function readFilter(url: URL): { filter: MessageFilter; q: string; page: number } {
  const raw = url.searchParams.get("status") ?? "inbox";
  const filter = (FILTERS as string[]).includes(raw) ? (raw as MessageFilter) : "inbox";
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(url.searchParams.get("page"))) || 1));
  return { filter, q, page };
}

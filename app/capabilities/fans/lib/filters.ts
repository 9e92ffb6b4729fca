/** The studio subscribers list's query string: status, search, town, source and page (shared by the page and the export). */
// The same statuses as the table (server/data/tables.server.ts); lib/ stays free of server modules.
type SubscriberStatus = "pending" | "confirmed" | "unsubscribed" | "bounced";

export const STATUSES = [
  "confirmed",
  "pending",
  "unsubscribed",
  "bounced",
] as const satisfies readonly SubscriberStatus[];
/** Each status's name in the studio catalogue (`t(STATUS_KEYS[status])`). */
export const STATUS_KEYS: Record<SubscriberStatus, string> = {
  confirmed: "fans.studio.status.confirmed",
  pending: "fans.studio.status.pending",
  unsubscribed: "fans.studio.status.unsubscribed",
  bounced: "fans.studio.status.bounced",
};

export interface SubscriberQuery {
  status: SubscriberStatus | "";
  q: string;
  town: string;
  source: string;
  page: number;
}

export function readQuery(url: URL): SubscriberQuery {
  const p = url.searchParams;
  const status = p.get("status") ?? "";
  const page = Number.parseInt(p.get("page") ?? "1", 10);
  return {
    status: (STATUSES as readonly string[]).includes(status) ? (status as SubscriberStatus) : "",
    q: (p.get("q") ?? "").trim().slice(0, 200),
    town: (p.get("town") ?? "").slice(0, 200),
    source: (p.get("source") ?? "").slice(0, 40),
    page: Number.isFinite(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

export function queryHref(q: Partial<SubscriberQuery>, base = "/admin/fans"): string {
  const p = new URLSearchParams();
  if (q.status) p.set("status", q.status);
  if (q.q) p.set("q", q.q);
  if (q.town) p.set("town", q.town);
  if (q.source) p.set("source", q.source);
  if (q.page && q.page > 1) p.set("page", String(q.page));
  const s = p.toString();
  return s ? `${base}?${s}` : base;
}

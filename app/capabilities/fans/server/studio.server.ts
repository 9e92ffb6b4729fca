/**
 * The studio's subscribers page (issue 12 point 4): one page of the list with
 * the counts per status and the filters' choices, the CSV export (audited
 * before a row is read) and deleting a subscriber — really deleted, and
 * audited by id only, so the audit log keeps no address of a person who
 * asked to be forgotten.
 */
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import type { SubscriberQuery } from "../lib/filters.ts";
import {
  countByStatus,
  deleteSubscriberRow,
  filterChoices,
  iterateSubscribers,
  listSubscribers,
  type Subscriber,
} from "./data/subscribers.server.ts";

export const SUBSCRIBERS_PAGE_SIZE = 50;

const toFilter = (q: SubscriberQuery) => ({
  ...(q.status ? { status: q.status } : {}),
  ...(q.q ? { q: q.q } : {}),
  ...(q.town ? { town: q.town } : {}),
  ...(q.source ? { source: q.source } : {}),
});

export async function subscribersPage(query: SubscriberQuery) {
  const [{ rows, total }, counts, choices, settings] = await Promise.all([
    listSubscribers(toFilter(query), {
      limit: SUBSCRIBERS_PAGE_SIZE,
      offset: (query.page - 1) * SUBSCRIBERS_PAGE_SIZE,
    }),
    countByStatus(),
    filterChoices(),
    getSettings(),
  ]);
  return {
    total,
    pages: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)),
    counts,
    choices,
    timeZone: settings.time_zone,
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      status: r.status,
      source: r.source,
      // Worded by the studio in the reader's language ("Lyon, FR (within 50 km)").
      near: r.wants === "near" ? { town: r.town ?? "", km: r.radius_km ?? 0 } : null,
      signed_up_at: r.signed_up_at,
      consent_at: r.consent_at,
    })),
  };
}

/** The columns of the export: the person's own data and consent record, nothing about anyone else. */
export const EXPORT_COLUMNS = [
  "email",
  "name",
  "status",
  "wants",
  "town",
  "radius_km",
  "source",
  "signed_up_at",
  "consent_at",
  "consent_text",
  "import_statement",
  "unsubscribed_at",
  "bounced_at",
] as const;

export const exportCells = (s: Subscriber) => EXPORT_COLUMNS.map((c) => s[c]);

/** Every subscriber matching the filters (the page's, without paging), oldest first. */
export async function exportSubscribers(actor: Actor, query: SubscriberQuery): Promise<AsyncGenerator<Subscriber>> {
  const filter = toFilter(query);
  await audit(actor, "fans.export", "fan_subscriber", null, filter);
  return iterateSubscribers(filter);
}

export async function deleteSubscriber(actor: Actor, id: string): Promise<void> {
  if (!(await deleteSubscriberRow(id))) throw notFound();
  // The id only: the address is the personal data being deleted.
  await audit(actor, "fans.subscriber.delete", "fan_subscriber", id);
}

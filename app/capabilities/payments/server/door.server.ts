/**
 * Admitting tickets at the door (issue 29). A scan is the QR code's address
 * (this site's /tickets/<token>), a bare token, or the door code typed by
 * hand. A ticket is admitted once: the update sets `checked_in_at` only where
 * it is empty, so two phones scanning the same ticket at the same moment
 * admit it once and the second is told when and by whom it was. Scans queued
 * on a phone without a connection keep the time they were made.
 */
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { db } from "~/core/db/client.server.ts";
import { normalizeCode } from "../lib/base32.ts";
import { addOrderEvent } from "./data/orders.server.ts";
import { codeHash, readTicketToken } from "./tokens.server.ts";

export type Admission =
  | { kind: "admitted"; name: string; type: string; at: string }
  | { kind: "already"; name: string; type: string; at: string; by: string }
  | { kind: "void"; name: string; type: string }
  | { kind: "other_date"; title: string; when: string }
  | { kind: "other_site"; host: string }
  | { kind: "unknown" };

/** The ticket a scan names, or why it names none of ours. */
export function readScan(
  scan: string,
  origins: readonly string[],
): { id: string } | { hash: string } | { other: string } | null {
  const s = scan.trim();
  if (/^https?:\/\//i.test(s)) {
    let u: URL;
    try {
      u = new URL(s);
    } catch {
      return null;
    }
    if (!origins.includes(u.origin)) return { other: u.host };
    const m = /^\/(?:[a-z]{2}(?:-[A-Z]{2})?\/)?tickets\/([^/]+)$/.exec(u.pathname);
    const id = m ? readTicketToken(decodeURIComponent(m[1]!)) : null;
    return id ? { id } : null;
  }
  if (s.includes(".")) {
    const id = readTicketToken(s);
    return id ? { id } : null;
  }
  const code = normalizeCode(s);
  return /^[0-9A-Z]{10}$/.test(code) ? { hash: codeHash(code) } : null;
}

/** Clamps a phone's clock: a queued scan keeps its time, within the last day and never ahead of ours. */
export function scanTime(claimed: string | null, nowMs: number): string {
  const ms = claimed ? Date.parse(claimed) : NaN;
  return new Date(Number.isFinite(ms) && ms <= nowMs && ms > nowMs - 86_400_000 ? ms : nowMs).toISOString();
}

export async function admitTicket(
  actor: Actor & { name: string },
  eventId: string,
  date: string,
  scan: string,
  /** This site's addresses: PUBLIC_URL (what tickets carry) and the one the door page was reached by. */
  origins: readonly string[],
  scannedAt: string | null,
  nowMs: number,
): Promise<Admission> {
  const found = readScan(scan, origins);
  if (!found) return { kind: "unknown" };
  if ("other" in found) return { kind: "other_site", host: found.other };
  const k = await db()
    .selectFrom("tickets as k")
    .innerJoin("orders as o", "o.id", "k.order_id")
    .innerJoin("order_lines as l", "l.id", "k.line_id")
    .select([
      "k.id",
      "k.event_id",
      "k.date",
      "k.state",
      "k.order_id",
      "o.name",
      "o.state as orderState",
      "l.name as type",
    ])
    .where("id" in found ? "k.id" : "k.token_hash", "=", "id" in found ? found.id : found.hash)
    .executeTakeFirst();
  if (!k) return { kind: "unknown" };
  if (k.event_id !== eventId || k.date !== date) {
    const d = await getEventDate(k.event_id, k.date);
    return { kind: "other_date", title: d?.title ?? "", when: d?.whenText ?? k.date };
  }
  if (k.state !== "valid" || k.orderState === "refunded") return { kind: "void", name: k.name, type: k.type };
  const at = scanTime(scannedAt, nowMs);
  const r = await db()
    .updateTable("tickets")
    .set({ checked_in_at: at, checked_in_by: actor.name })
    .where("id", "=", k.id)
    .where("checked_in_at", "is", null)
    .where("state", "=", "valid")
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) {
    await addOrderEvent(db(), k.order_id, "scanned", at, { ticket: k.id }, actor.name);
    await audit(actor, "ticket.admit", "order", k.order_id, { ticket: k.id });
    return { kind: "admitted", name: k.name, type: k.type, at };
  }
  const now = await db()
    .selectFrom("tickets")
    .select(["checked_in_at", "checked_in_by", "state"])
    .where("id", "=", k.id)
    .executeTakeFirstOrThrow();
  if (now.state !== "valid") return { kind: "void", name: k.name, type: k.type };
  return { kind: "already", name: k.name, type: k.type, at: now.checked_in_at ?? at, by: now.checked_in_by ?? "" };
}

/** In / expected per ticket type for a date (valid tickets of paid orders). */
export async function doorCounts(
  eventId: string,
  date: string,
): Promise<{ type: string; inside: number; expected: number }[]> {
  const rows = await db()
    .selectFrom("tickets as k")
    .innerJoin("order_lines as l", "l.id", "k.line_id")
    .select(["l.name"])
    .select((eb) => eb.fn.countAll<number>().as("expected"))
    .select((eb) => eb.fn.count<number>("k.checked_in_at").as("inside"))
    .where("k.event_id", "=", eventId)
    .where("k.date", "=", date)
    .where("k.state", "=", "valid")
    .groupBy("l.name")
    .orderBy("l.name")
    .execute();
  return rows.map((r) => ({ type: r.name, inside: Number(r.inside), expected: Number(r.expected) }));
}

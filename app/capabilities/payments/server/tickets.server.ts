/** An order's tickets with their type's name (for receipts, PDFs and the ticket page). */
import { db } from "~/core/db/client.server.ts";

export interface TicketView {
  id: string;
  position: number;
  state: "valid" | "void";
  typeName: string;
  checkedInAt: string | null;
  checkedInBy: string | null;
}

export async function ticketsOf(orderId: string): Promise<TicketView[]> {
  const rows = await db()
    .selectFrom("tickets as k")
    .innerJoin("order_lines as l", "l.id", "k.line_id")
    .select(["k.id", "k.position", "k.state", "l.name", "k.checked_in_at", "k.checked_in_by"])
    .where("k.order_id", "=", orderId)
    .orderBy("k.position")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    state: r.state,
    typeName: r.name,
    checkedInAt: r.checked_in_at,
    checkedInBy: r.checked_in_by,
  }));
}

/**
 * Ticket links (issue 13): an event's one ticket URL and price text become a
 * list of links, kept as JSON in `events.tickets` (ADR 0108: the links are
 * read and written only with their event, and a preview's draft carries them
 * as they are). Existing events keep what they said (lib/legacy-tickets.ts);
 * the two old columns then go.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { ticketsFromLegacy } from "~/capabilities/events/lib/legacy-tickets.ts";
import { parseStoredTickets } from "~/capabilities/events/lib/ticket-rows.ts";

const linkId = () => randomBytes(6).toString("hex").slice(0, 8);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("events")
    .addColumn("tickets", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  const rows = (await db.selectFrom("events").select(["id", "ticket_url", "price_text"]).execute()) as {
    id: string;
    ticket_url: string;
    price_text: string;
  }[];
  for (const r of rows) {
    const links = ticketsFromLegacy(r.ticket_url, r.price_text, linkId);
    if (links.length)
      await db
        .updateTable("events")
        .set({ tickets: JSON.stringify(links) })
        .where("id", "=", r.id)
        .execute();
  }
  await db.schema.alterTable("events").dropColumn("ticket_url").execute();
  await db.schema.alterTable("events").dropColumn("price_text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("events")
    .addColumn("ticket_url", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("events")
    .addColumn("price_text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  const rows = (await db.selectFrom("events").select(["id", "tickets"]).execute()) as { id: string; tickets: string }[];
  for (const r of rows) {
    // The first link that has a URL, and the first link's price words: what the one-link form could hold.
    const links = parseStoredTickets(r.tickets);
    const first = links.find((l) => l.url) ?? links[0];
    if (!first) continue;
    const price =
      first.note ||
      (first.priceMin ? `${first.priceMin} ${first.currency}`.trim() : first.kind === "free" ? "Free" : "");
    await db
      .updateTable("events")
      .set({ ticket_url: first.url, price_text: price.slice(0, 100) })
      .where("id", "=", r.id)
      .execute();
  }
  await db.schema.alterTable("events").dropColumn("tickets").execute();
}

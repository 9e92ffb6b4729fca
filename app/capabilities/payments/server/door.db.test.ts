/**
 * The door (issue 29): a ticket is admitted once — two phones at the same
 * moment (two pooled connections on PostgreSQL) admit it once and the
 * second hears when and by whom; typed codes, a QR code of another site, a
 * forged token, a void ticket, another date's ticket, a queued offline scan.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { db } from "~/core/db/client.server.ts";
import { holdPlaces } from "./hold.server.ts";
import { applyStatus } from "./settle.server.ts";
import { admitTicket, doorCounts, scanTime } from "./door.server.ts";
import { showCode, ticketCode, ticketToken } from "./tokens.server.ts";
import { addType, buyer } from "./payments.test-helpers.ts";
import { ticketUrl } from "./qr.server.ts";

const ORIGIN = "https://band.example";
const getDb = useTestDatabase({ PUBLIC_URL: ORIGIN });
const DATE = "2031-07-04";
const anna = { id: "u-anna", email: "anna@example.com", name: "Anna" };
const ben = { id: "u-ben", email: "ben@example.com", name: "Ben" };

async function paidTickets(eventId: string, typeId: string, n: number, who: string, date = DATE) {
  const t = await db().selectFrom("ticket_types").selectAll().where("id", "=", typeId).executeTakeFirstOrThrow();
  const held = await holdPlaces(
    {
      eventId,
      date,
      ...buyer(who),
      currency: "EUR",
      lines: [{ typeId, name: t.name, quantity: n, unitPrice: t.price }],
      vatRate: 0,
      vatAmount: 0,
      provider: "stripe",
      testMode: true,
    },
    [t],
    Date.now(),
  );
  if (held.kind !== "held") throw new Error("not held");
  await applyStatus(
    held.order.id,
    {
      status: "paid",
      amount: held.order.total,
      currency: "EUR",
      paymentRef: "pi_x",
      fee: null,
      orderId: held.order.id,
    },
    "test",
    Date.now(),
  );
  const ids = await db()
    .selectFrom("tickets")
    .select("id")
    .where("order_id", "=", held.order.id)
    .orderBy("position")
    .execute();
  return { order: held.order, ids: ids.map((r) => r.id) };
}

test("two phones scan the same ticket at the same moment: admitted once, the other hears when and by whom", async () => {
  getDb();
  const e = await publishEvent({ title: "Door night", startLocal: `${DATE}T20:00` });
  const type = await addType(e.id, { name: "Standing" });
  const { ids } = await paidTickets(e.id, type.id, 2, "d1");
  const url = ticketUrl(ids[0]!, ORIGIN);
  // Both at once: on PostgreSQL two pooled connections race; the conditional update lets one win.
  const [a, b] = await Promise.all([
    admitTicket(anna, e.id, DATE, url, [ORIGIN], null, Date.now()),
    admitTicket(ben, e.id, DATE, url, [ORIGIN], null, Date.now()),
  ]);
  const kinds = [a.kind, b.kind].sort();
  expect(kinds).toEqual(["admitted", "already"]);
  const already = (a.kind === "already" ? a : b) as Extract<typeof a, { kind: "already" }>;
  expect(["Anna", "Ben"]).toContain(already.by);
  expect(already.at).toMatch(/^\d{4}-/);
  // Typed by hand, with the door code's dash and in lower case: the other ticket.
  const typed = await admitTicket(
    anna,
    e.id,
    DATE,
    showCode(ticketCode(ids[1]!)).toLowerCase(),
    [ORIGIN],
    null,
    Date.now(),
  );
  expect(typed).toMatchObject({ kind: "admitted", type: "Standing" });
  expect(await doorCounts(e.id, DATE)).toEqual([{ type: "Standing", inside: 2, expected: 2 }]);
});

test("codes that are not ours, void tickets and another date's tickets are refused, and nothing changes", async () => {
  const e = await publishEvent({ title: "Strict door", startLocal: `${DATE}T21:00` });
  const other = await publishEvent({ title: "Another night", startLocal: "2031-07-05T21:00" });
  const type = await addType(e.id);
  const otherType = await addType(other.id);
  const { ids, order } = await paidTickets(e.id, type.id, 1, "d2");
  const foreign = await paidTickets(other.id, otherType.id, 1, "d3", "2031-07-05");
  const token = ticketToken(ids[0]!);
  expect(
    await admitTicket(anna, e.id, DATE, `https://other-band.example/tickets/${token}`, [ORIGIN], null, Date.now()),
  ).toEqual({
    kind: "other_site",
    host: "other-band.example",
  });
  const forged = `${token.slice(0, 17)}${"A".repeat(16)}`;
  expect(await admitTicket(anna, e.id, DATE, forged, [ORIGIN], null, Date.now())).toEqual({ kind: "unknown" });
  expect(await admitTicket(anna, e.id, DATE, "ZZZZZ-ZZZZZ", [ORIGIN], null, Date.now())).toEqual({ kind: "unknown" });
  expect(
    await admitTicket(anna, e.id, DATE, ticketUrl(foreign.ids[0]!, ORIGIN), [ORIGIN], null, Date.now()),
  ).toMatchObject({
    kind: "other_date",
    title: "Another night",
  });
  await db().updateTable("tickets").set({ state: "void" }).where("order_id", "=", order.id).execute();
  expect(await admitTicket(anna, e.id, DATE, token, [ORIGIN], null, Date.now())).toMatchObject({ kind: "void" });
  const rows = await db()
    .selectFrom("tickets")
    .select("checked_in_at")
    .where("event_id", "in", [e.id, other.id])
    .execute();
  expect(rows.every((r) => r.checked_in_at === null)).toBe(true);
});

test("a scan queued offline keeps its time, never one from the future or long ago", () => {
  const now = Date.parse("2031-07-04T20:30:00.000Z");
  expect(scanTime("2031-07-04T20:14:00.000Z", now)).toBe("2031-07-04T20:14:00.000Z");
  expect(scanTime("2031-07-04T21:00:00.000Z", now)).toBe("2031-07-04T20:30:00.000Z");
  expect(scanTime("2031-07-01T20:00:00.000Z", now)).toBe("2031-07-04T20:30:00.000Z");
  expect(scanTime("garbage", now)).toBe("2031-07-04T20:30:00.000Z");
});

/**
 * Ticket links benchmark (issue 13): what working out the ticket states and
 * the JSON-LD offers costs a page, without a server — 200 dates with three
 * links each (a presale that ended, a main sale opening later, a VIP package
 * on sale), as /events renders them, and one event page's offers. Pages are
 * cached (ADR 0501), so this is paid once per page and clock boundary.
 * Prints figures; asserts nothing.
 *
 *   node bench/tickets.ts
 */
import "./lib/app-modules.ts";
import type { TicketLink as Link } from "~/capabilities/events/lib/tickets.ts";

const { ticketsView, ticketSummary, linksForDate } = await import("~/capabilities/events/lib/tickets.ts");
const { ticketOffers } = await import("~/capabilities/events/lib/ticket-offers.ts");
const { localToUtcMs } = await import("~/core/dates/zoned.ts");

const ZONES = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"];
const nowMs = Date.parse("2031-05-05T08:00:00Z");
const events = Array.from({ length: 200 }, (_, i) => {
  const tz = ZONES[i % ZONES.length]!;
  const day = `2031-${String(5 + (i % 6)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;
  const links: Link[] = [
    {
      id: "presale1",
      date: null,
      kind: "presale",
      label: "Presale",
      url: "https://t.example/p",
      onSale: "2031-04-01T10:00",
      offSale: "2031-05-01T10:00",
      priceMin: "12",
      priceMax: null,
      currency: "EUR",
      note: "",
    },
    {
      id: "main0001",
      date: null,
      kind: "tickets",
      label: "",
      url: "https://t.example/m",
      onSale: "2031-05-09T10:00",
      offSale: null,
      priceMin: "15",
      priceMax: "25",
      currency: "EUR",
      note: "€12 concessions",
    },
    {
      id: "vip00001",
      date: null,
      kind: "vip",
      label: "",
      url: "https://t.example/v",
      onSale: null,
      offSale: null,
      priceMin: "45",
      priceMax: null,
      currency: "EUR",
      note: "",
    },
  ];
  return { id: `ev${i}`, tz, key: day, links, endMs: localToUtcMs(`${day}T23:00`, tz) };
});

function run(rounds: number) {
  const t0 = performance.now();
  let n = 0;
  for (let r = 0; r < rounds; r++) {
    for (const e of events) {
      const v = ticketsView(
        linksForDate(e.links, e.key),
        { eventId: e.id, status: "scheduled", tz: e.tz, endMs: e.endMs },
        nowMs,
      );
      if (ticketSummary(v)) n++;
    }
  }
  return { ms: (performance.now() - t0) / rounds, n };
}

run(20); // warm up
const list = run(200);
const t1 = performance.now();
const ROUNDS = 20_000;
for (let r = 0; r < ROUNDS; r++)
  ticketOffers(
    events[0]!.links,
    { status: "scheduled", tz: events[0]!.tz, pageUrl: "https://band.example/events/x" },
    nowMs,
  );
const offersUs = ((performance.now() - t1) / ROUNDS) * 1000;

console.log(
  `ticket states for a 200-date list (3 links each): ${list.ms.toFixed(2)} ms per list (${((list.ms / 200) * 1000).toFixed(1)} µs per date)`,
);
console.log(`one event page's offers (3 links): ${offersUs.toFixed(1)} µs`);

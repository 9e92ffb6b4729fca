/**
 * "Cancel this date and refund every order" (issue 29) before any refund
 * runs: the date is called off in the events capability too (ADR 2910), so
 * the site, its feeds and RSVP say cancelled, and its sales stop; the other
 * dates of the series sell on. Twice finds the same run; a date the event
 * does not have is refused and starts nothing. (The refunds themselves reach
 * the providers' contract servers in tests/e2e/payments.test.ts.)
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { db } from "~/core/db/client.server.ts";
import { AppError } from "~/core/errors.ts";
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { cancelDate, dateCancelled } from "./date-refunds.server.ts";
import { dateOffer } from "./offer.server.ts";
import { addType } from "./payments.test-helpers.ts";

useTestDatabase({ PUBLIC_URL: "https://band.example" });
const anna = { id: "u-anna", email: "anna@example.com" };
const NOW = Date.parse("2033-01-01T00:00:00Z");
const stamp = new Date(NOW).toISOString();

test("cancelling a date of a series calls it off publicly, stops its sales, and leaves the other dates on sale", async () => {
  const e = await publishEvent({
    title: "Weekly club night",
    startLocal: "2033-05-06T20:00",
    rule: { freq: "weekly", interval: 1, count: 3 },
  });
  for (const date of ["2033-05-13", "2033-05-20"]) await addType(e.id, { date });
  expect((await dateOffer(e.id, "2033-05-13", NOW))?.types[0]?.state).toBe("open");

  const run = await cancelDate(anna, e.id, "2033-05-13", stamp);
  expect(await dateCancelled(e.id, "2033-05-13")).toBe(true);
  expect((await getEventDate(e.id, "2033-05-13"))?.status).toBe("cancelled");
  expect((await dateOffer(e.id, "2033-05-13", NOW))?.types[0]?.state).toBe("ended");
  // The next week goes ahead, on sale.
  expect((await getEventDate(e.id, "2033-05-20"))?.status).toBe("scheduled");
  expect((await dateOffer(e.id, "2033-05-20", NOW))?.types[0]?.state).toBe("open");

  expect(await cancelDate(anna, e.id, "2033-05-13", stamp)).toBe(run);
  const runs = await db().selectFrom("date_refund_runs").select("id").where("event_id", "=", e.id).execute();
  expect(runs).toHaveLength(1);
});

test("cancelling the date of a single event cancels the event", async () => {
  const e = await publishEvent({ title: "One night only", startLocal: "2033-06-03T20:00" });
  await cancelDate(anna, e.id, "2033-06-03", stamp);
  expect((await getEventDate(e.id, null))?.status).toBe("cancelled");
});

test("a date the event does not have is refused: no run, nothing cancelled", async () => {
  const e = await publishEvent({
    title: "Not that week",
    startLocal: "2033-07-01T20:00",
    rule: { freq: "weekly", interval: 1, count: 2 },
  });
  const refused = await cancelDate(anna, e.id, "2033-07-02", stamp).then(
    () => null,
    (x: unknown) => x,
  );
  expect(refused).toBeInstanceOf(AppError);
  expect((refused as AppError).message).toBe("This event has no date 2033-07-02.");
  expect(await dateCancelled(e.id, "2033-07-02")).toBe(false);
  expect((await getEventDate(e.id, "2033-07-01"))?.status).toBe("scheduled");
});

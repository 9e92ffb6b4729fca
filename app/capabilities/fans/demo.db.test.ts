/** The demo's mailing list: seeded once at the demo's domain (which the outbox never mails), removed whole — a newsletter the owner sent stays. */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { db } from "~/core/db/client.server.ts";
import { isDemoAddress } from "~/core/demo/address.ts";
import { countByStatus } from "./server/data/subscribers.server.ts";
import { removeDemoFans, seedFans } from "./demo.server.ts";

useTestDatabase();

const ctx = { now: new Date("2026-11-20T12:00:00Z"), dataDir: "", timeZone: "Europe/Berlin" };
const rows = () => db().selectFrom("fan_subscribers").selectAll().execute();

test("seeded once, every address the demo's; removed whole, the owner's own subscriber and a sent demo newsletter stay", async () => {
  await seedFans(ctx);
  await seedFans(ctx);
  const seeded = await rows();
  expect(seeded).toHaveLength(12);
  expect(seeded.every((s) => isDemoAddress(s.email))).toBe(true);
  expect(await countByStatus()).toEqual({ confirmed: 10, pending: 1, unsubscribed: 1, bounced: 0 });
  expect(
    seeded
      .filter((s) => s.wants === "near")
      .map((s) => s.town)
      .sort(),
  ).toEqual(["Berlin, DE", "Berlin, DE", "Hamburg, DE"]);

  const now = new Date().toISOString();
  await db()
    .insertInto("fan_subscribers")
    .values({ ...seeded[0]!, id: "own", email: "own@fanmail.net" })
    .execute();
  await db()
    .updateTable("fan_mailings")
    .set({ status: "sent", sent_at: now })
    .where("id", "=", "demo-newsletter")
    .execute();
  await removeDemoFans();
  expect((await rows()).map((s) => s.id)).toEqual(["own"]);
  expect((await db().selectFrom("fan_mailings").select("id").execute()).map((m) => m.id)).toEqual(["demo-newsletter"]);
});

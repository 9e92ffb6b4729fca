/**
 * What other capabilities get through the door (a held date, an event's
 * summary), and the one place auditing happens: each service change writes
 * exactly one entry; the data module's writes write none.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { eventValue, publishEvent } from "~tests/factories/events.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { createHoldDraft, getEventSummary } from "~/capabilities/events/index.server.ts";
import { deleteEvent, duplicateEvent, getEvent, setEventImage, setVisibility } from "./events.server.ts";
import { copyEvent, insertEvent, removeEvent, touchEvent } from "./data/changes.server.ts";

useTestDatabase();

const actor = { id: "u1", email: "owner@example.com" };
const actions = async (id: string) =>
  (await listAudit({ entity: "event", entityId: id })).map((a) => [a.action, a.user_email]);

test("a held date is a draft, all-day event in the given zone, audited as created by the actor; its summary links to it", async () => {
  const held = await createHoldDraft(actor, {
    title: "Hold: Maya Okafor",
    date: "2099-07-01",
    description: "Held for a booking enquiry.",
    tz: "Europe/Lisbon",
  });
  expect(held).toEqual({
    id: held.id,
    title: "Hold: Maya Okafor",
    slug: "hold-maya-okafor",
    startLocal: "2099-07-01T00:00",
    allDay: true,
    tz: "Europe/Lisbon",
    visibility: "draft",
    status: "scheduled",
  });
  expect(await getEventSummary(held.id)).toEqual(held);
  expect((await getEvent(held.id))?.description).toBe("Held for a booking enquiry.");
  expect(await actions(held.id)).toEqual([["event.create", "owner@example.com"]]);
  expect(await getEventSummary("no-such-event")).toBeNull();
  // Without a zone, the site's.
  expect((await createHoldDraft(actor, { title: "Hold: site zone", date: "2099-07-02" })).tz).toBe(
    (await getSettings()).time_zone,
  );
});

test("a held date the form would refuse is refused the same way, with the field, and nothing is stored", async () => {
  const refused = async (input: Parameters<typeof createHoldDraft>[1]) =>
    createHoldDraft(actor, input).then(
      () => null,
      (e: unknown) => e,
    );
  expect(await refused({ title: "Hold", date: "9999-12-31" })).toMatchObject({
    code: "invalid",
    status: 400,
    field: "date",
    message: "Enter a date between 1900 and 2200.",
  });
  expect(await refused({ title: "Hold", date: "2099-02-30" })).toMatchObject({ code: "invalid", field: "date" });
  expect(await refused({ title: "  ", date: "2099-07-01" })).toMatchObject({ code: "invalid", field: "title" });
  expect(await refused({ title: "x".repeat(121), date: "2099-07-01" })).toMatchObject({
    code: "invalid",
    field: "title",
  });
  expect(await refused({ title: "Hold", date: "2099-07-01", tz: "Mars/Olympus" })).toMatchObject({
    code: "invalid",
    field: "tz",
  });
  expect((await listAudit({ entity: "event" })).filter((a) => a.detail?.includes('"Hold"'))).toEqual([]);
});

test("each studio change writes one audit entry with its action", async () => {
  const e = await publishEvent({ title: "Audited show" });
  await setVisibility(actor, e.id, "draft");
  await setVisibility(actor, e.id, "draft"); // already a draft: nothing changes, nothing is written
  await setVisibility(actor, e.id, "published");
  await setEventImage(actor, e.id, null);
  const copy = await duplicateEvent(actor, e.id);
  await deleteEvent(actor, copy.id);
  const own = (await actions(e.id)).map(([action]) => action).sort();
  expect(own).toEqual(["event.create", "event.image", "event.publish", "event.unpublish"]);
  expect((await actions(copy.id)).map(([action]) => action).sort()).toEqual(["event.delete", "event.duplicate"]);
});

test("the data module's writes never audit (the services do, once)", async () => {
  const before = (await listAudit({ limit: 1000 })).length;
  const e = await insertEvent(eventValue({ title: "Unaudited" }), "unaudited", {
    visibility: "draft",
    imageUploadId: null,
    venueId: null,
  });
  await touchEvent(e.id, { status: "sold_out" });
  const copy = (await copyEvent(e.id))!;
  await removeEvent(copy.id);
  await removeEvent(e.id);
  expect((await listAudit({ limit: 1000 })).length).toBe(before);
});

/**
 * The studio's event form through its real actions (session, CSRF, the body
 * the browser posts without JavaScript): dates outside 1900–2200 are a 400
 * with the message under their field and the input kept — never a 500
 * (issue 18, finding 6: an all-day event on 9999-12-31 ended on
 * "10000-01-01" and threw a RangeError) — and nothing is stored.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { call, signedIn, type Studio } from "~tests/setup/studio-session.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { DATE_RANGE_MESSAGE } from "~/capabilities/events/lib/date-range.ts";
import { countEvents, getEvent } from "~/capabilities/events/server/data/events.server.ts";
import { action as newAction } from "./events-new.tsx";
import { action as editAction } from "./events-edit.tsx";

useTestDatabase();

const fields = (over: Record<string, string> = {}) => ({
  title: "Far future",
  start_date: "2030-05-01",
  start_time: "20:00",
  time_zone: "Europe/Berlin",
  ...over,
});

function post(
  fn: unknown,
  path: string,
  who: Studio,
  entries: Record<string, string>,
  params: Record<string, string> = {},
) {
  const body = new URLSearchParams({ csrf: who.csrf, ...entries });
  const req = new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { cookie: who.cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  return call<{ errors: Record<string, string>; input: Record<string, string> }>(fn as never, req, params);
}

test("a new all-day event on 9999-12-31 is a 400 with the message under the start date, the input kept, nothing stored", async () => {
  const editor = await signedIn();
  const before = await countEvents();
  const r = await post(
    newAction,
    "/admin/events/new",
    editor,
    fields({ all_day: "on", start_date: "9999-12-31", start_time: "", intent: "publish" }),
  );
  expect(r.status).toBe(400);
  expect(r.body.errors).toEqual({ start_date: DATE_RANGE_MESSAGE });
  expect(DATE_RANGE_MESSAGE).toBe("Enter a date between 1900 and 2200.");
  expect(r.body.input).toMatchObject({ title: "Far future", start_date: "9999-12-31", all_day: "on" });
  expect(await countEvents()).toBe(before);

  // The edges are accepted: 1 January 1900 and an all-day event on 31 December 2200.
  for (const start_date of ["1900-01-01", "2200-12-31"]) {
    const ok = await post(
      newAction,
      "/admin/events/new",
      editor,
      fields({ all_day: "on", start_date, start_time: "", intent: "draft" }),
    );
    expect([start_date, ok.status]).toEqual([start_date, 302]);
  }
  expect(await countEvents()).toBe(before + 2);
});

test("every date of the form is bounded: end, last date, skipped and moved dates", async () => {
  const editor = await signedIn();
  const cases: [Record<string, string>, string][] = [
    [{ start_date: "1899-12-31" }, "start_date"],
    [{ all_day: "on", start_time: "", start_date: "2200-12-30", end_date: "2201-01-01" }, "end_date"],
    // 23:00 on 31 December 2200 until 01:00: the end would fall in 2201.
    [{ start_date: "2200-12-31", start_time: "23:00", end_time: "01:00" }, "end_time"],
    [{ start_date: "2200-06-06", repeat: "weekly", ends: "until", until: "2201-01-02" }, "until"],
    [{ start_date: "2200-12-05", repeat: "weekly", skip: "2201-01-02" }, "skip"],
    [{ start_date: "2200-12-05", repeat: "weekly", moves: "2200-12-12 → 2201-01-01 20:00" }, "moves"],
  ];
  for (const [over, field] of cases) {
    const r = await post(newAction, "/admin/events/new", editor, fields({ ...over, intent: "draft" }));
    expect([field, r.status, r.body.errors]).toEqual([field, 400, { [field]: DATE_RANGE_MESSAGE }]);
  }
});

test("saving an existing event with 9999-12-31 is a 400 under the field; the event is unchanged and no change is audited", async () => {
  const editor = await signedIn();
  const e = await publishEvent({ title: "Kept as it was", startLocal: "2030-06-01T20:00" });
  const r = await post(
    editAction,
    `/admin/events/${e.id}`,
    editor,
    fields({ title: "Kept as it was", all_day: "on", start_date: "9999-12-31", start_time: "", intent: "save" }),
    { id: e.id },
  );
  expect(r.status).toBe(400);
  expect(r.body.errors).toEqual({ start_date: DATE_RANGE_MESSAGE });
  expect(await getEvent(e.id)).toMatchObject({ startLocal: "2030-06-01T20:00", sequence: 0 });
  expect((await listAudit({ entity: "event", entityId: e.id })).map((a) => a.action)).toEqual(["event.create"]);

  // The same form with a date inside the range saves (302) and is audited once.
  const ok = await post(
    editAction,
    `/admin/events/${e.id}`,
    editor,
    fields({ title: "Kept as it was", start_date: "2030-06-02", intent: "save" }),
    { id: e.id },
  );
  expect(ok.status).toBe(302);
  expect((await listAudit({ entity: "event", entityId: e.id })).map((a) => a.action).sort()).toEqual([
    "event.create",
    "event.update",
  ]);
});

test("a slug another event uses is a 400 under the link name on save, from the service's AppError", async () => {
  const editor = await signedIn();
  const a = await publishEvent({ title: "Slug holder" });
  const b = await publishEvent({ title: "Slug seeker" });
  const r = await post(
    editAction,
    `/admin/events/${b.id}`,
    editor,
    fields({ title: "Slug seeker", slug: a.slug, intent: "save" }),
    { id: b.id },
  );
  expect([r.status, r.body.errors]).toEqual([400, { slug: "Another event already uses this address." }]);
  expect(r.body.input.slug).toBe(a.slug);
});

test("saving an event deleted meanwhile is the 404 page, not a form error", async () => {
  const editor = await signedIn();
  const r = await post(editAction, "/admin/events/no-such-event", editor, fields({ intent: "save" }), {
    id: "no-such-event",
  });
  expect(r.status).toBe(404);
  expect(r.body).toMatchObject({ code: "not_found", message: "This event no longer exists." });
});

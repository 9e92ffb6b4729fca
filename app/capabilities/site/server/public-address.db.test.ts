/**
 * The launch checklist's HTTPS step (issue 25 §3), on both databases: ticked only by a request that
 * really arrived over HTTPS at PUBLIC_URL's host — not by plain HTTP, another host, or an http
 * PUBLIC_URL — and unticked again when PUBLIC_URL changes or nothing has been seen for too long.
 */
import { afterAll, beforeEach, expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { db } from "~/core/db/client.server.ts";
import { forgetNotedRequest, notePublicRequest, publicAddressDone, SEEN_WITHIN_MS } from "./public-address.server.ts";

const getDb = useTestDatabase();
const at = (url: string) => setTestEnv({ DATA_DIR: getDb().dataDir, PUBLIC_URL: url });

beforeEach(async () => {
  forgetNotedRequest();
  await db().deleteFrom("site_checks").execute();
});
afterAll(() => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
});

test("no public address, or an http one: never done, whatever arrives", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
  await notePublicRequest({ https: true, host: "localhost" });
  expect(await publicAddressDone()).toBe(false);
  at("http://band.example");
  await notePublicRequest({ https: true, host: "band.example" });
  expect(await publicAddressDone()).toBe(false);
});

test("done only for a request over HTTPS at the public host", async () => {
  at("https://band.example");
  await notePublicRequest({ https: false, host: "band.example" });
  expect(await publicAddressDone()).toBe(false);
  await notePublicRequest({ https: true, host: "localhost:3000" });
  expect(await publicAddressDone()).toBe(false);
  await notePublicRequest({ https: true });
  expect(await publicAddressDone()).toBe(false);
  await notePublicRequest({ https: true, host: "Band.Example" });
  expect(await publicAddressDone()).toBe(true);
});

test("a step that stops being true comes back: a new public address, or nothing seen for a month", async () => {
  at("https://band.example");
  const seen = new Date("2031-01-01T12:00:00Z");
  await notePublicRequest({ https: true, host: "band.example" }, seen);
  expect(await publicAddressDone(new Date(seen.getTime() + 1000))).toBe(true);
  expect(await publicAddressDone(new Date(seen.getTime() + SEEN_WITHIN_MS + 1))).toBe(false);
  at("https://new-band.example");
  expect(await publicAddressDone(new Date(seen.getTime() + 1000))).toBe(false);
});

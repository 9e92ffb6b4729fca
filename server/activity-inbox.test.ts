import { expect, test } from "vitest";
import { isActivityPost } from "./activity-inbox.ts";
import { guardRequest } from "./request-guard.ts";

const AS = 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"';

test("activities posted to an inbox pass as JSON; JSON anywhere else, or a form to an inbox, does not", () => {
  expect(isActivityPost("POST", "/ap/inbox", "application/activity+json")).toBe(true);
  expect(isActivityPost("POST", "/ap/actors/site/inbox", AS)).toBe(true);
  expect(isActivityPost("POST", "/ap/inbox?x=1", "application/json; charset=utf-8")).toBe(true);
  expect(isActivityPost("GET", "/ap/inbox", "application/activity+json")).toBe(false);
  expect(isActivityPost("POST", "/contact", "application/activity+json")).toBe(false);
  expect(isActivityPost("POST", "/ap/actors/../inbox", "application/activity+json")).toBe(false);
  expect(isActivityPost("POST", "/ap/inbox", "application/x-www-form-urlencoded")).toBe(false);
});

const facts = (target: string, headers: Record<string, string>) => ({
  method: "POST",
  target,
  protocol: "https",
  host: "band.example",
  hostHeaders: 1,
  hostRequired: true,
  forwardedIp: undefined,
  headers,
});

test("the request guard lets an inbox's JSON through, refuses it elsewhere, and caps its size", () => {
  expect(guardRequest(facts("/ap/inbox", { "content-type": AS, "content-length": "900" })).kind).toBe("ok");
  expect(guardRequest(facts("/events", { "content-type": AS, "content-length": "900" }))).toMatchObject({
    kind: "reject",
    status: 415,
  });
  expect(
    guardRequest(facts("/ap/inbox", { "content-type": "application/activity+json", "content-length": "2000000" })),
  ).toMatchObject({ kind: "reject", status: 413 });
  expect(
    guardRequest(
      facts("/ap/inbox", {
        "content-type": "application/activity+json",
        "content-length": "20",
        "content-encoding": "gzip",
      }),
    ),
  ).toMatchObject({ kind: "reject", status: 415 });
});

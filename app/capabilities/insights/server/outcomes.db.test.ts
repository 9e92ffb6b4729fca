/**
 * Outcomes from the other capabilities reach Insights through the core (both
 * databases): a ticket link's /go/ redirect, a play beacon, a calendar app's
 * fetches (distinct per day), and what is never counted.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { RouterContextProvider } from "react-router";
import { signalOutcome } from "~/core/observe.server.ts";
import { loader as go } from "~/core/routes/go.ts";
import { action as beacon } from "~/core/routes/go-beacon.ts";
import { db } from "~/core/db/client.server.ts";
import { flushInsights } from "./counting.server.ts";

const getDb = useTestDatabase();
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

const args = (url: string, params: Record<string, string>, headers: Record<string, string> = {}, method = "GET") => ({
  request: new Request(url, { method, headers: { "user-agent": PERSON, ...headers } }),
  params,
  context: new RouterContextProvider(),
  unstable_pattern: "",
});

async function counts() {
  await flushInsights();
  const rows = await db().selectFrom("insights_outcomes").selectAll().execute();
  const out: Record<string, number> = {};
  for (const r of rows) out[`${r.kind}:${r.subject}`] = (out[`${r.kind}:${r.subject}`] ?? 0) + Number(r.count);
  return out;
}

test("a ticket link redirects to the published event's ticket URL and counts a person's click only", async () => {
  expect(getDb().dialect).toMatch(/sqlite|postgres/);
  const link = (id: string, url: string) => ({
    id,
    date: null,
    kind: "tickets" as const,
    label: "",
    url,
    onSale: null,
    offSale: null,
    priceMin: null,
    priceMax: null,
    currency: "",
    note: "",
  });
  const e = await publishEvent({
    title: "Gala",
    tickets: [
      link("main0001", "https://tickets.example.com/gala"),
      link("vip00001", "https://tickets.example.com/gala-vip"),
    ],
  });
  // Each link has its own tracked URL (issue 13): the VIP link's click counts under the VIP link.
  const vip = (await go(
    args(`http://band.test/go/ticket/${e.id}-vip00001`, { kind: "ticket", subject: `${e.id}-vip00001` }) as never,
  )) as Response;
  expect(vip.headers.get("location")).toBe("https://tickets.example.com/gala-vip");
  expect((await counts())[`ticket_click:${e.id}-vip00001`]).toBe(1);
  // The event's own id (what pages linked before issue 13) still leads to its first link on sale.
  const res = (await go(
    args(`http://band.test/go/ticket/${e.id}`, { kind: "ticket", subject: e.id }) as never,
  )) as Response;
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("https://tickets.example.com/gala");
  expect(res.headers.get("cache-control")).toBe("no-store");
  // A crawler, a prefetch and the signed-in owner follow it too, uncounted.
  await go(
    args(
      "http://band.test/",
      { kind: "ticket", subject: e.id },
      { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    ) as never,
  );
  await go(args("http://band.test/", { kind: "ticket", subject: e.id }, { "sec-purpose": "prefetch" }) as never);
  await go(args("http://band.test/", { kind: "ticket", subject: e.id }, { cookie: "marquee_session=x" }) as never);
  expect((await counts())[`ticket_click:${e.id}`]).toBe(1);
  // An unknown event, a kind nobody declares, an event without a ticket link: 404.
  for (const [kind, subject] of [
    ["ticket", "nope"],
    ["other", e.id],
  ] as const) {
    await expect(go(args("http://band.test/", { kind, subject }) as never)).rejects.toMatchObject({ status: 404 });
  }
  await expect(
    go(args("http://band.test/", { kind: "ticket", subject: `${e.id}-nolink00` }) as never),
  ).rejects.toMatchObject({ status: 404 });
  const bare = await publishEvent({ title: "Free show", tickets: [] });
  await expect(go(args("http://band.test/", { kind: "ticket", subject: bare.id }) as never)).rejects.toMatchObject({
    status: 404,
  });
});

test("a play beacon counts for a published media item only; a calendar app counts once a day however often it fetches", async () => {
  const r = (await beacon(
    args("http://band.test/go/beacon/play/nope", { kind: "play", subject: "nope" }, {}, "POST") as never,
  )) as Response;
  expect(r.status).toBe(204);
  for (let i = 0; i < 3; i++)
    signalOutcome({
      kind: "calendar_subscriber",
      subject: "",
      visitor: { ip: "198.51.100.1", userAgent: "Google-Calendar-Importer" },
    });
  signalOutcome({
    kind: "calendar_subscriber",
    subject: "",
    visitor: { ip: "198.51.100.2", userAgent: "Thunderbird/128" },
  });
  const c = await counts();
  expect(c["play:nope"]).toBeUndefined();
  expect(c["calendar_subscriber:"]).toBe(2);
});

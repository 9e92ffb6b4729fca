/**
 * Counting on a real database (SQLite and PostgreSQL): uniques per day, what is
 * never counted, two processes at once, and the day's salt forgotten.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import type { PageView } from "~/core/observe.server.ts";
import { Counter } from "./counter.server.ts";
import { dimensions, outcomeTotals, pageTotals } from "./data/reports.server.ts";

const getDb = useTestDatabase();

const DAY1 = Date.parse("2031-03-01T10:00:00Z");
const DAY2 = Date.parse("2031-03-02T09:30:00Z");
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

function view(path: string, o: { ip: string; ua: string; at: number; headers?: Record<string, string> }): PageView {
  const headers: Record<string, string> = { "user-agent": o.ua, ...o.headers };
  return {
    url: new URL(`http://band.test${path}`),
    status: 200,
    ip: o.ip,
    cached: true,
    at: o.at,
    header: (n) => headers[n] ?? null,
  };
}

const A = { ip: "203.0.113.1", ua: FIREFOX };
const B = { ip: "203.0.113.2", ua: IPHONE };
const C = { ip: "203.0.113.3", ua: CHROME };

async function days(d = getDb().handle.db) {
  return (await d.selectFrom("insights_days").selectAll().orderBy("day").execute()).map((r) => ({
    ...r,
    views: Number(r.views),
    visitors: Number(r.visitors),
  }));
}
async function clear() {
  const d = getDb().handle.db;
  for (const t of [
    "insights_days",
    "insights_pages",
    "insights_dims",
    "insights_outcomes",
    "insights_seen",
    "insights_salts",
    "insights_pages_m",
    "insights_dims_m",
    "insights_outcomes_m",
  ] as const)
    await d.deleteFrom(t).execute();
}

test("three clients on two days: the right visitors per day, per page, and what is kept of them", async () => {
  await clear();
  const c = new Counter(() => getDb().handle.db);
  c.pageView(view("/", { ...A, at: DAY1, headers: { referer: "https://www.instagram.com/band" } }));
  c.pageView(view("/events", { ...A, at: DAY1 + 1000, headers: { referer: "http://band.test/" } }));
  c.pageView(view("/", { ...A, at: DAY1 + 2000 }));
  c.pageView(view("/", { ...B, at: DAY1 + 3000 }));
  c.pageView(view("/events.data", { ...C, at: DAY1 + 4000 })); // a client-side navigation is a view of /events
  await c.flush(); // a visitor seen in an earlier batch is not new again
  c.pageView(view("/?utm_source=Newsletter&utm_campaign=spring", { ...A, at: DAY1 + 5000 }));
  c.pageView(view("/", { ...A, at: DAY2 }));
  c.pageView(view("/events", { ...C, at: DAY2 + 1000 }));
  await c.flush();

  expect(await days()).toEqual([
    { day: "2031-03-01", views: 6, visitors: 3 },
    { day: "2031-03-02", views: 2, visitors: 2 },
  ]);
  const d = getDb().handle.db;
  const pages = await d.selectFrom("insights_pages").selectAll().orderBy("day").orderBy("path").execute();
  expect(pages.map((p) => [p.day, p.path, Number(p.views), Number(p.visitors)])).toEqual([
    ["2031-03-01", "/", 4, 2],
    ["2031-03-01", "/events", 2, 2],
    ["2031-03-02", "/", 1, 1],
    ["2031-03-02", "/events", 1, 1],
  ]);
  const dims = await d.selectFrom("insights_dims").selectAll().where("day", "=", "2031-03-01").execute();
  const dim = (kind: string) =>
    Object.fromEntries(dims.filter((x) => x.kind === kind).map((x) => [x.value, Number(x.views)]));
  expect(dim("referrer")).toEqual({ "instagram.com": 1, "(self)": 1, "(none)": 4 });
  expect(dim("device")).toEqual({ desktop: 5, mobile: 1 });
  expect(dim("browser")).toEqual({ Firefox: 4, Safari: 1, Chrome: 1 });
  expect(dim("source")).toEqual({ newsletter: 1 });
  expect(dim("campaign")).toEqual({ spring: 1 });
  // Nothing of the address or the user agent is stored, only salted hashes of the day.
  const stored = JSON.stringify(await d.selectFrom("insights_seen").selectAll().execute());
  expect(stored).not.toContain("203.0.113");
  expect(stored).not.toContain("Firefox");
});

test("a bot, a prefetch and a signed-in owner are not counted; Sec-GPC and DNT count as views, never as visitors", async () => {
  await clear();
  const c = new Counter(() => getDb().handle.db);
  c.pageView(
    view("/", {
      ip: "198.51.100.7",
      ua: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      at: DAY1,
    }),
  );
  c.pageView(view("/", { ip: "198.51.100.8", ua: "", at: DAY1 }));
  c.pageView(view("/events.data", { ...A, at: DAY1, headers: { "sec-purpose": "prefetch" } }));
  c.pageView(view("/events", { ...A, at: DAY1, headers: { purpose: "prefetch" } }));
  c.pageView(view("/", { ...B, at: DAY1, headers: { cookie: "theme=dark; __Host-marquee_session=abc" } }));
  c.pageView(view("/", { ...B, at: DAY1, headers: { cookie: "marquee_session=abc" } }));
  expect(c.pending()).toBe(0);
  c.pageView(view("/", { ...C, at: DAY1, headers: { "sec-gpc": "1" } }));
  c.pageView(view("/", { ...A, at: DAY1, headers: { dnt: "1" } }));
  await c.flush();
  expect(await days()).toEqual([{ day: "2031-03-01", views: 2, visitors: 0 }]);
});

test("two processes counting the same visitors at once lose nothing and count each visitor once", async () => {
  await clear();
  const other = getDb().openAnother();
  try {
    const one = new Counter(() => getDb().handle.db);
    const two = new Counter(() => other.db);
    for (let i = 0; i < 300; i++) {
      const who = { ip: `192.0.2.${i % 60}`, ua: CHROME, at: DAY1 + i };
      one.pageView(view(`/page-${i % 7}`, who));
      two.pageView(view(`/page-${(i + 3) % 7}`, who));
      one.outcome({ kind: "ticket_click", subject: "ev1", at: DAY1 });
      two.outcome({
        kind: "calendar_subscriber",
        subject: "",
        visitor: { ip: `192.0.2.${i % 5}`, userAgent: "Google-Calendar-Importer" },
        at: DAY1,
      });
    }
    // PostgreSQL: both transactions at the same moment. SQLite's driver is synchronous, so two connections in one
    // process cannot wait for each other (the busy wait would block the one that holds the lock); separate processes
    // can, and the outcome is the same as writing one after the other.
    if (getDb().dialect === "postgres") await Promise.all([one.flush(), two.flush()]);
    else {
      await one.flush();
      await two.flush();
    }
    expect(await days()).toEqual([{ day: "2031-03-01", views: 600, visitors: 60 }]);
    const pages = await getDb()
      .handle.db.selectFrom("insights_pages")
      .select((eb) => eb.fn.sum<number>("views").as("v"))
      .executeTakeFirstOrThrow();
    expect(Number(pages.v)).toBe(600);
    const outcomes = await getDb().handle.db.selectFrom("insights_outcomes").selectAll().orderBy("kind").execute();
    expect(outcomes.map((o) => [o.kind, o.subject, Number(o.count)])).toEqual([
      ["calendar_subscriber", "", 5],
      ["ticket_click", "ev1", 300],
    ]);
  } finally {
    await other.close();
  }
});

test("a finished day's salt and visitor marks are deleted; aggregates past the retention too", async () => {
  await clear();
  const c = new Counter(() => getDb().handle.db);
  c.pageView(view("/", { ...A, at: DAY1 }));
  c.pageView(view("/", { ...A, at: DAY2 }));
  await c.flush();
  const d = getDb().handle.db;
  expect((await d.selectFrom("insights_salts").select("day").orderBy("day").execute()).map((r) => r.day)).toEqual([
    "2031-03-01",
    "2031-03-02",
  ]);
  await c.purge(DAY2, 0);
  expect((await d.selectFrom("insights_salts").select("day").execute()).map((r) => r.day)).toEqual(["2031-03-02"]);
  expect((await d.selectFrom("insights_seen").select("day").distinct().execute()).map((r) => r.day)).toEqual([
    "2031-03-02",
  ]);
  // The same visitor the next day, with a new salt: a visitor of that day, not linkable to the one before.
  expect(await days()).toEqual([
    { day: "2031-03-01", views: 1, visitors: 1 },
    { day: "2031-03-02", views: 1, visitors: 1 },
  ]);
  await c.purge(DAY2, 1);
  expect((await days()).map((r) => r.day)).toEqual(["2031-03-02"]);
});

test("a failed write keeps its counts for the next flush", async () => {
  await clear();
  let broken = true;
  const good = getDb().handle.db;
  const c = new Counter(() => {
    if (broken) throw new Error("database away");
    return good;
  });
  c.pageView(view("/", { ...A, at: DAY1 }));
  await expect(c.flush()).rejects.toThrow("database away");
  broken = false;
  c.pageView(view("/", { ...B, at: DAY1 }));
  await c.flush();
  expect(await days()).toEqual([{ day: "2031-03-01", views: 2, visitors: 2 }]);
});

test("a range across months reads whole months from the monthly totals and its ends from the days, with the same sums", async () => {
  await clear();
  const c = new Counter(() => getDb().handle.db);
  const start = Date.parse("2031-01-25T12:00:00Z");
  for (let d = 0; d < 50; d++) {
    const at = start + d * 86_400_000;
    for (let i = 0; i <= d % 4; i++)
      c.pageView(
        view(i % 2 ? "/events" : "/", {
          ip: `192.0.2.${i}`,
          ua: i % 2 ? IPHONE : FIREFOX,
          at,
          headers: { referer: "https://t.co/x" },
        }),
      );
    c.outcome({ kind: "ticket_click", subject: "ev1", at });
  }
  await c.flush();
  const d = getDb().handle.db;
  const daily = async (from: string, to: string) => {
    const rows = await d
      .selectFrom("insights_pages")
      .selectAll()
      .where("day", ">=", from)
      .where("day", "<=", to)
      .execute();
    const by: Record<string, [number, number]> = {};
    for (const r of rows)
      by[r.path] = [(by[r.path]?.[0] ?? 0) + Number(r.views), (by[r.path]?.[1] ?? 0) + Number(r.visitors)];
    return by;
  };
  for (const [from, to] of [
    ["2031-01-27", "2031-03-10"],
    ["2031-02-01", "2031-02-28"],
    ["2031-01-25", "2031-03-15"],
    ["2031-02-10", "2031-02-12"],
  ] as const) {
    const pages = Object.fromEntries((await pageTotals(from, to)).map((p) => [p.path, [p.views, p.visitors]]));
    expect(pages).toEqual(await daily(from, to));
    const views = Object.values(pages).reduce((n, [v]) => n + v!, 0);
    expect((await dimensions(from, to, 10)).filter((x) => x.kind === "referrer")).toEqual([
      { kind: "referrer", value: "t.co", views },
    ]);
    const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    expect(await outcomeTotals(from, to)).toEqual([
      { kind: "ticket_click", subject: "ev1", count: Math.min(days, 50) },
    ]);
  }
});

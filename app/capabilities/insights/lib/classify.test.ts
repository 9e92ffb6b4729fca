import { expect, test } from "vitest";
import { browserOf, campaignValue, deviceOf, isPrefetch, optedOut, pagePath, referrerOf } from "./classify.ts";
import { change, parseRange, previousOf } from "./range.ts";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
  firefox: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
};

test("device class and browser family from the user agent", () => {
  expect([
    deviceOf(UA.iphone),
    deviceOf(UA.ipad),
    deviceOf(UA.androidPhone),
    deviceOf(UA.androidTablet),
    deviceOf(UA.firefox),
  ]).toEqual(["mobile", "tablet", "mobile", "tablet", "desktop"]);
  expect([UA.iphone, UA.samsung, UA.edge, UA.firefox, UA.macSafari, UA.androidPhone, "curl/8"].map(browserOf)).toEqual([
    "Safari",
    "Samsung Internet",
    "Edge",
    "Firefox",
    "Safari",
    "Chrome",
    "Other",
  ]);
});

test("referrer: an outside host without www, the site itself and none grouped apart; never more than the host", () => {
  expect(referrerOf("https://www.Instagram.com/p/abc?x=1", "band.test")).toBe("instagram.com");
  expect(referrerOf("https://band.test/events", "band.test:443")).toBe("(self)");
  expect(referrerOf(null, "band.test")).toBe("(none)");
  expect(referrerOf("not a url", "band.test")).toBe("(none)");
});

test("campaigns are trimmed, lower case and free of markup", () => {
  expect(campaignValue("  Spring<script>Tour  ")).toBe("springscripttour");
  expect(campaignValue(null)).toBe("");
  expect(campaignValue("x".repeat(100))).toHaveLength(60);
});

test("a client navigation's data request is a view of its page", () => {
  expect([pagePath("/_root.data"), pagePath("/events.data"), pagePath("/events/"), pagePath("/")]).toEqual([
    "/",
    "/events",
    "/events",
    "/",
  ]);
});

test("prefetches and opt-outs are recognised", () => {
  const h = (o: Record<string, string>) => (n: string) => o[n] ?? null;
  expect(isPrefetch(h({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
  expect(isPrefetch(h({ purpose: "prefetch" }))).toBe(true);
  expect(isPrefetch(h({}))).toBe(false);
  expect(optedOut(h({ "sec-gpc": "1" }))).toBe(true);
  expect(optedOut(h({ dnt: "1" }))).toBe(true);
  expect(optedOut(h({ dnt: "0" }))).toBe(false);
});

test("date ranges: presets, explicit days, refused input, the previous period", () => {
  const q = (s: string) => new URLSearchParams(s);
  expect(parseRange(q(""), "2031-03-30")).toEqual({ from: "2031-03-01", to: "2031-03-30", days: 30 });
  expect(parseRange(q("days=7"), "2031-03-30")).toEqual({ from: "2031-03-24", to: "2031-03-30", days: 7 });
  expect(parseRange(q("from=2031-01-01&to=2031-01-31"), "2031-03-30")).toEqual({
    from: "2031-01-01",
    to: "2031-01-31",
    days: 31,
  });
  expect(parseRange(q("from=2031-03-01&to=2032-01-01"), "2031-03-30").to).toBe("2031-03-30");
  expect(parseRange(q("from=2031-02-01&to=2031-01-01"), "2031-03-30").error).toMatch(/start date/);
  expect(parseRange(q("from=nope&to=2031-01-01"), "2031-03-30").error).toMatch(/YYYY-MM-DD/);
  expect(previousOf({ from: "2031-03-01", to: "2031-03-30", days: 30 })).toEqual({
    from: "2031-01-30",
    to: "2031-02-28",
    days: 30,
  });
  expect([change(150, 100), change(5, 0), change(50, 100)]).toEqual([50, null, -50]);
});

test("the privacy paragraph says what is counted, the outcomes declared and how long it is kept, in the page's language", async () => {
  const { privacyParagraphs } = await import("./messages.ts");
  const { registerCapabilities } = await import("~/core/capability.server.ts");
  const { translatorFor } = await import("~/core/i18n/catalogues.server.ts");
  registerCapabilities([(await import("../capability.server.ts")).default]);
  const en = translatorFor("en");
  const text = privacyParagraphs(
    { counting: true, retentionDays: 1825, outcomes: ["clicks on ticket links", "contact messages"] },
    en,
  ).join(" ");
  expect(text).toContain("no cookie is set");
  expect(text).toContain("It also counts, as totals per day: clicks on ticket links, contact messages.");
  expect(text).toContain("kept for 5 years.");
  expect(privacyParagraphs({ counting: true, retentionDays: 0, outcomes: [] }, en).join(" ")).toContain(
    "for as long as the site runs",
  );
  expect(privacyParagraphs({ counting: true, retentionDays: 30, outcomes: [] }, en).join(" ")).toContain(
    "kept for 30 days.",
  );
  expect(privacyParagraphs({ counting: false, retentionDays: 30, outcomes: [] }, en)).toEqual([
    "This site does not count its visitors.",
  ]);
  const de = privacyParagraphs({ counting: true, retentionDays: 365, outcomes: [] }, translatorFor("de")).join(" ");
  expect(de).toContain("kein Cookie");
  expect(de).toContain("Die Tagessummen werden 1 Jahr lang aufbewahrt.");
  expect(
    privacyParagraphs({ counting: true, retentionDays: 1095, outcomes: [] }, translatorFor("pl")).join(" "),
  ).toContain("przez 3 lata.");
});

test("every counted outcome is named on the privacy page in the page's language, by its capability's public catalogue", async () => {
  const { registerCapabilities } = await import("~/core/capability.server.ts");
  const { CAPABILITIES } = await import("~/capabilities/registry.server.ts");
  const { translatorFor } = await import("~/core/i18n/catalogues.server.ts");
  const { outcomeKinds } = await import("~/core/observe.server.ts");
  registerCapabilities([...CAPABILITIES]);
  const kinds = outcomeKinds();
  expect(kinds.length).toBeGreaterThanOrEqual(7);
  expect(kinds.filter((k) => !k.privacyKey).map((k) => `${k.capability}.${k.kind}`)).toEqual([]);
  const de = translatorFor("de");
  const en = translatorFor("en");
  for (const k of kinds) expect(de.t(k.privacyKey!), k.kind).not.toBe(en.t(k.privacyKey!));
  expect(de.t("events.privacy.outcome.ticketClick")).toBe("Klicks auf Ticket-Links");
});

test("a range splits into whole months and the days at its ends", async () => {
  const { splitRange } = await import("./days.ts");
  expect(splitRange("2031-01-15", "2031-04-10")).toEqual({
    days: [
      ["2031-01-15", "2031-01-31"],
      ["2031-04-01", "2031-04-10"],
    ],
    months: ["2031-02", "2031-03"],
  });
  expect(splitRange("2031-02-01", "2031-02-28")).toEqual({ days: [], months: ["2031-02", "2031-02"] });
  expect(splitRange("2032-02-01", "2032-02-28")).toEqual({ days: [["2032-02-01", "2032-02-28"]], months: null }); // a leap year's February is not whole
  expect(splitRange("2031-03-05", "2031-03-20")).toEqual({ days: [["2031-03-05", "2031-03-20"]], months: null });
  expect(splitRange("2030-12-31", "2031-12-31")).toEqual({
    days: [["2030-12-31", "2030-12-31"]],
    months: ["2031-01", "2031-12"],
  });
});

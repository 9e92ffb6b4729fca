import { expect, test } from "vitest";
import { checkFormToken, countLinks, issueFormToken, linkStuffing, spamReasons } from "./spam.server.ts";

const SECRET = "test-secret-that-is-long-enough-0123456789";
const T0 = Date.UTC(2030, 0, 1);
const clean = {
  name: "Ada Lovelace",
  phone: "+44 20 7946 0958",
  message: "Can you play our wedding? See https://example.com/venue",
};

test("a token 3 s to 24 h old is accepted", () => {
  const t = issueFormToken(SECRET, T0);
  expect(checkFormToken(t, SECRET, T0 + 3_000)).toBeNull();
  expect(checkFormToken(t, SECRET, T0 + 60 * 60 * 1000)).toBeNull();
  expect(checkFormToken(t, SECRET, T0 + 24 * 60 * 60 * 1000)).toBeNull();
});

test("a token younger than 3 s is too fast; older than 24 h has expired", () => {
  const t = issueFormToken(SECRET, T0);
  expect(checkFormToken(t, SECRET, T0)).toBe("too_fast");
  expect(checkFormToken(t, SECRET, T0 + 2_999)).toBe("too_fast");
  expect(checkFormToken(t, SECRET, T0 + 24 * 60 * 60 * 1000 + 1)).toBe("token_expired");
});

test("missing, forged, re-timed or foreign-secret tokens are refused", () => {
  const t = issueFormToken(SECRET, T0);
  expect(checkFormToken(undefined, SECRET, T0 + 5000)).toBe("token_missing");
  expect(checkFormToken("", SECRET, T0 + 5000)).toBe("token_missing");
  expect(checkFormToken(["a", "b"], SECRET, T0 + 5000)).toBe("token_missing");
  expect(checkFormToken("garbage", SECRET, T0 + 5000)).toBe("token_invalid");
  // A bot that rewrites the timestamp to look older cannot re-sign it.
  const [, sig] = t.split(".");
  const older = `${(T0 - 60_000).toString(36)}.${sig}`;
  expect(checkFormToken(older, SECRET, T0 + 5000)).toBe("token_invalid");
  expect(checkFormToken(issueFormToken("another-secret-entirely-0123456789abc", T0), SECRET, T0 + 5000)).toBe(
    "token_invalid",
  );
  // Issued in the future (by a forged secret-holder or a bad clock): refused.
  expect(checkFormToken(issueFormToken(SECRET, T0 + 60_000), SECRET, T0)).toBe("token_invalid");
});

test("link stuffing: more than 3 links, links in the name, link markup", () => {
  expect(countLinks("a https://x.io b http://y.io www.z.com")).toBe(3);
  expect(linkStuffing(clean)).toEqual([]);
  expect(linkStuffing({ ...clean, message: "https://a.io https://b.io https://c.io" })).toEqual([]);
  expect(linkStuffing({ ...clean, message: "https://a.io https://b.io https://c.io www.d.io" })).toEqual([
    "too_many_links",
  ]);
  expect(linkStuffing({ ...clean, name: "Cheap pills https://spam.example" })).toEqual(["link_in_name"]);
  expect(linkStuffing({ ...clean, name: "buy-pills.ru" })).toEqual(["link_in_name"]);
  expect(linkStuffing({ ...clean, phone: "www.spam.io" })).toEqual(["link_in_name"]);
  expect(linkStuffing({ ...clean, message: "Hello [url=http://spam.example]click[/url] bye" })).toEqual([
    "link_markup",
  ]);
  expect(linkStuffing({ ...clean, message: `Hi <a href="http://spam.example">x</a> there` })).toEqual(["link_markup"]);
});

test("spamReasons: a clean human submission has none", () => {
  const token = issueFormToken(SECRET, T0);
  expect(spamReasons({ honeypot: "", token, fields: clean, secret: SECRET, now: T0 + 30_000 })).toEqual([]);
  expect(spamReasons({ honeypot: undefined, token, fields: clean, secret: SECRET, now: T0 + 30_000 })).toEqual([]);
});

test("spamReasons: a bot that fills everything at once trips several defences", () => {
  const token = issueFormToken(SECRET, T0);
  const r = spamReasons({
    honeypot: "https://spam.example",
    token,
    fields: {
      name: "SEO https://spam.example",
      message: "[url=https://a.io]a[/url] https://b.io https://c.io https://d.io",
    },
    secret: SECRET,
    now: T0 + 200,
  });
  expect(r).toEqual(["honeypot", "too_fast", "link_in_name", "too_many_links", "link_markup"]);
  expect(spamReasons({ honeypot: " x ", token: undefined, fields: clean, secret: SECRET, now: T0 })).toEqual([
    "honeypot",
    "token_missing",
  ]);
});

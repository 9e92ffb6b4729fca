import { expect, test } from "vitest";
import { countLinks, linkStuffing, spamReasons } from "./spam.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";

const SECRET = "test-secret-that-is-long-enough-0123456789";
const T0 = Date.UTC(2030, 0, 1);
const clean = {
  name: "Ada Lovelace",
  phone: "+44 20 7946 0958",
  message: "Can you play our wedding? See https://example.com/venue",
};

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

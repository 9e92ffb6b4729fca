/** Web addresses as people paste them: the scheme completed where it is missing, nothing else let through. */
import { expect, test } from "vitest";
import { completeScheme, httpUrlSchema, webLink } from "./fields.ts";

test("a host typed without its scheme gets https://, with its path, query, port and fragment", () => {
  const cases: [string, string][] = [
    ["moritzbastei.de", "https://moritzbastei.de"],
    ["  www.moritzbastei.de/programm?tag=fr#heute ", "https://www.moritzbastei.de/programm?tag=fr#heute"],
    ["tickets.example.co.uk:8443/show", "https://tickets.example.co.uk:8443/show"],
    ["//cdn.example.org/x", "https://cdn.example.org/x"],
    ["münchen.de/kultur", "https://münchen.de/kultur"],
    ["example.xn--p1ai", "https://example.xn--p1ai"],
    ["band.bandcamp.com.", "https://band.bandcamp.com."],
  ];
  for (const [typed, stored] of cases) expect([typed, completeScheme(typed)]).toEqual([typed, stored]);
});

test("anything with a scheme of its own, or that is no host name, is left for the check to judge", () => {
  for (const typed of [
    "https://example.com",
    "http://example.com/x",
    "HTTPS://EXAMPLE.COM",
    "javascript:alert(1)",
    "mailto:band@example.com",
    "data:text/html,hi",
    "ftp://x.example/",
    "not a link",
    "localhost",
    "localhost:3000/x",
    "band@example.com",
    "user:pass@example.com",
    "example",
    "/about",
    "1.2.3.4",
    "",
  ])
    expect([typed, completeScheme(typed)]).toEqual([typed, typed.trim()]);
});

test("the schema stores the completed link, and refuses what is still no http(s) link", () => {
  expect(httpUrlSchema.parse("moritzbastei.de")).toBe("https://moritzbastei.de");
  expect(webLink(" http://example.com/a ")).toBe("http://example.com/a");
  for (const bad of ["not a link", "javascript:alert(1)", "example", "band@example.com", "https://user:pw@example.com"])
    expect([bad, webLink(bad)]).toEqual([bad, null]);
  expect(httpUrlSchema.safeParse(`example.com/${"a".repeat(2000)}`).error?.issues[0]?.message).toBe(
    "This link is too long.",
  );
});

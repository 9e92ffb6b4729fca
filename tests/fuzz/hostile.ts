/**
 * What a hostile client sends, as fast-check arbitraries: values for every
 * kind of form field, keys that poke at prototypes, headers, broken bodies
 * and files. Values are bytes, so they can be invalid UTF-8 too.
 */
import fc from "fast-check";

export type Bytes = Buffer;
const b = (s: string): Bytes => Buffer.from(s, "utf8");

/** Prototype keys and friends: every lookup by user input must survive them. */
export const PROTO_KEYS = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
  "__defineGetter__",
  "isPrototypeOf",
];

const GENERAL = [
  "",
  " ",
  "\u00a0",
  "\u0000",
  "a\u0000b",
  "\u0007\u0008\u001b[31mred",
  "line\r\nX-Injected: 1",
  "\r\n\r\n",
  "\t",
  "\u202egnp.exe",
  "\u200b\u200d\ufeff",
  "\u2028\u2029",
  "𝄞😀👩‍👩‍👧‍👦",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "[x](javascript:alert(1))",
  "{{7*7}}${7*7}<%= 7*7 %>",
  "' OR 1=1 --",
  '"; DROP TABLE events; --',
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2f",
  "%zz%",
  "CON",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  '{"__proto__":{"polluted":1}}',
  ...PROTO_KEYS,
];

const NUMBERS = [
  "-1",
  "0",
  "-0",
  "1e308",
  "-1e308",
  "1e309",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x10",
  "1_000",
  "9007199254740993",
  "99999999999999999999999",
  "1.7976931348623157e309",
  "١٢٣",
  "1,5",
  "  7  ",
  "90.0000001",
  "-180.5",
  "4294967296",
];

const DATES = [
  "9999-12-31",
  "9999-12-30",
  "10000-01-01",
  "0000-01-01",
  "0001-01-01",
  "1899-12-31",
  "1900-01-01",
  "2200-12-31",
  "2024-02-30",
  "2025-02-29",
  "2025-13-01",
  "2025-00-00",
  "2025-04-31",
  "-001-01-01",
  "+275760-09-13",
  "2025-04-18T25:61",
  "2025/04/18",
  "18.04.2025",
  "2025-4-8",
];

const TIMES = ["24:00", "23:60", "99:99", "-1:00", "12:00:60", "25", "noon", "00:00", "23:59"];

const URLS = [
  "http://169.254.169.254/latest/meta-data/",
  "http://127.0.0.1:22/",
  "http://[::1]/",
  "http://0x7f.1/",
  "file:///etc/passwd",
  "gopher://127.0.0.1:25/",
  "//evil.example",
  "https://evil.example/" + "a".repeat(3000),
  "https://www.youtube.com/watch?v=%zz",
  "https://open.spotify.com/track/../../../etc",
  "https://soundcloud.com/<script>",
  "https://user:pass@example.com/",
  "https://xn--80ak6aa92e.com/",
  "data:text/html,<script>alert(1)</script>",
];

const EMAILS = [
  "a@b",
  "@",
  "a@",
  "a@@b.c",
  "a@b.c\r\nBcc: x@y.z",
  `${"x".repeat(300)}@example.com`,
  '"quoted"@example.com',
  "ünïcode@exämple.com",
  "owner@example.com",
];

const ZONES = [
  "UTC",
  "Etc/GMT+14",
  "Etc/GMT-14",
  "Nowhere/Nope",
  "../../etc/localtime",
  "America/Argentina/ComodRivadavia",
  "EST5EDT",
  "Europe/Berlin\u0000",
];

const COLORS = ["#zzzzzz", "red", "#fff", "#ffffffff", "rgb(1,2,3)", "#", "#00000g"];

/** Bytes that are not valid UTF-8 (overlong, lone surrogates, truncated sequences). */
const INVALID_UTF8 = [
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from("a\x80b", "latin1"),
];

const long = fc
  .constantFrom(1_000, 10_000, 100_000, 1_000_000)
  .chain((n) =>
    fc.constantFrom(b("A".repeat(n)), b("é".repeat(n / 2)), b("😀".repeat(n / 4)), b("<".repeat(n)), b("\n".repeat(n))),
  );

const pool = (values: string[]) => fc.constantFrom(...values).map(b);

/** A hostile value of any kind. */
export const anyValue: fc.Arbitrary<Bytes> = fc.oneof(
  { weight: 6, arbitrary: pool(GENERAL) },
  { weight: 2, arbitrary: pool([...NUMBERS, ...DATES, ...TIMES]) },
  { weight: 1, arbitrary: pool([...URLS, ...EMAILS, ...ZONES, ...COLORS]) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }).map(b) },
  { weight: 1, arbitrary: fc.constantFrom(...INVALID_UTF8) },
  { weight: 1, arbitrary: long },
);

/** A hostile value that fits the field's kind half of the time (a date for a date field…), so it gets past the first check. */
export function valueFor(type: string, name: string, options: string[] = []): fc.Arbitrary<Bytes> {
  const typed: string[] =
    type === "date" || /date|until|day/.test(name)
      ? DATES
      : type === "time" || /time/.test(name)
        ? TIMES
        : type === "number" || /latitude|longitude|count|interval|position|zoom/.test(name)
          ? NUMBERS
          : type === "email" || /email/.test(name)
            ? EMAILS
            : type === "url" || /url|link|embed/.test(name)
              ? URLS
              : /zone/.test(name)
                ? ZONES
                : /color|accent/.test(name)
                  ? COLORS
                  : type === "checkbox" || type === "radio"
                    ? ["on", "off", "", "true", "1", "0", "yes", ...PROTO_KEYS]
                    : type === "select"
                      ? [...options, ...PROTO_KEYS, "none", ""]
                      : /skip|moves/.test(name)
                        ? [
                            ...DATES.map((d) => `${d}\n${d}`),
                            "2025-04-11 → 9999-12-31 21:00",
                            "2025-04-11 -> 2025-04-12 25:00",
                          ]
                        : GENERAL;
  return fc.oneof({ weight: 3, arbitrary: pool(typed.length ? typed : GENERAL) }, { weight: 2, arbitrary: anyValue });
}

/** Extra keys a form should ignore: prototype keys, array and object syntax, duplicates of its own names. */
export const anyKey: fc.Arbitrary<string> = fc.constantFrom(
  ...PROTO_KEYS,
  "__proto__[polluted]",
  "constructor[prototype][polluted]",
  "__proto__.polluted",
  "a[]",
  "a[0][b]",
  "",
  "\u0000",
  "x".repeat(2000),
  "csrf",
  "intent",
  "id",
);

/** Percent-encodes raw bytes for an urlencoded body or a query (every byte outside the unreserved set). */
export function pct(value: Bytes | string): string {
  const bytes = typeof value === "string" ? Buffer.from(value, "utf8") : value;
  let out = "";
  for (const byte of bytes)
    out += /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  return out;
}

/** Header lines a client may add to any request: ranges, encodings, conditionals, cookies, proxies, hosts. */
export function anyHeader(port: number): fc.Arbitrary<[string, string]> {
  const h = (name: string, values: string[]) => fc.constantFrom(...values).map((v): [string, string] => [name, v]);
  return fc.oneof(
    h("Range", [
      "bytes=0-0",
      "bytes=-1",
      "bytes=999999999999-",
      "bytes=1-0",
      "bytes=0-1,2-3,4-5",
      "bytes=abc",
      `bytes=${"0-1,".repeat(500)}0-1`,
      "items=0-1",
      "bytes=-0",
      "bytes=0-18446744073709551616",
    ]),
    h("Accept-Encoding", [
      "br;q=2, gzip;q=NaN",
      "*;q=0",
      "identity;q=0",
      "gzip, gzip, gzip",
      "",
      "x".repeat(2000),
      "br;q=0.5;q=1",
      "zstd",
    ]),
    h("If-None-Match", ["*", '"garbage"', 'W/""', `"${"a".repeat(5000)}"`, "\u0000"]),
    h("If-Modified-Since", ["garbage", "Sat, 01 Jan 10000 00:00:00 GMT", "Thu, 01 Jan 1970 00:00:00 GMT"]),
    h("If-Range", ['"x"', "garbage"]),
    h("Cookie", [
      "marquee_session=garbage",
      "marquee_csrf=%zz",
      "=; ;;=",
      "__proto__=1; constructor=2",
      `a=${"b".repeat(8000)}`,
      "marquee_toast=garbage.sig",
      "marquee_toast=%E0%A4%A",
      "__Host-marquee_session=x",
    ]),
    h("Accept", ["application/json", "text/x-script", "*/*;q=abc", "text/html;level=999999999999"]),
    h("Accept-Language", ["*", "x".repeat(3000), "en;q=NaN", "zz-ZZ-u-ca-gregory"]),
    h("User-Agent", ["Googlebot/2.1 (+http://www.google.com/bot.html)", "", "x".repeat(5000), "curl/8"]),
    h("Host", [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `LOCALHOST:${port}`,
      "[::1",
      "a b",
      "évil",
      "",
      "127.0.0.1:99999",
      "x".repeat(300),
      "evil.example",
    ]),
    h("X-Forwarded-Host", ["evil.example", "[::1", "}{", "a, b", ""]),
    h("X-Forwarded-Proto", ["https", "javascript", "https, http", "", "HTTPS"]),
    h("X-Forwarded-For", ["203.0.113.9", "unknown", "203.0.113.9, 10.0.0.1", "::1", "<script>", "1.2.3.4.5"]),
    h("Origin", [`http://127.0.0.1:${port}`, "null", "http://evil.example", "garbage"]),
    h("Referer", ["javascript:alert(1)", "http://evil.example/", "%zz"]),
    h("Expect", ["100-continue", "garbage"]),
    h("Content-Encoding", ["gzip", "br", "identity", "x"]),
  );
}

export const ODD_METHODS = [
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "MKCOL",
  "PUT",
  "PATCH",
  "DELETE",
  "COPY",
  "LOCK",
  "SEARCH",
  "PURGE",
  "POST",
];

/** How a path is bent: a hostile segment, a React Router data request, encodings. */
export const anyPathBend = fc.oneof(
  { weight: 5, arbitrary: fc.constant<PathBend>({ kind: "as-is" }) },
  { weight: 1, arbitrary: fc.constant<PathBend>({ kind: "data" }) },
  { weight: 2, arbitrary: anyValue.map((v): PathBend => ({ kind: "append", segment: pct(v.subarray(0, 300)) })) },
  { weight: 2, arbitrary: anyValue.map((v): PathBend => ({ kind: "replace-last", segment: pct(v.subarray(0, 300)) })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        "/..%2f..%2fetc/passwd",
        "/%2e%2e/%2e%2e/",
        "//",
        "/%00",
        "/%zz",
        "/a/../../b",
        "/%C0%AE%C0%AE/",
        `/${"a".repeat(5000)}`,
        "/.%2e/admin",
      )
      .map((raw): PathBend => ({ kind: "raw", raw })),
  },
);
export type PathBend =
  | { kind: "as-is" }
  | { kind: "data" }
  | { kind: "append"; segment: string }
  | { kind: "replace-last"; segment: string }
  | { kind: "raw"; raw: string };

/** How a form's body is sent. */
export const anyEncoding = fc.constantFrom(
  "urlencoded",
  "urlencoded",
  "urlencoded",
  "multipart",
  "multipart",
  "multipart-truncated",
  "multipart-unterminated",
  "multipart-wrong-boundary",
  "multipart-garbage-part",
  "text-plain",
  "json",
  "charset-utf16",
  "charset-latin1",
  "no-body",
  "length-short",
  "length-long",
  "chunked",
  "chunked-broken",
  "gzip",
);
export type Encoding = typeof anyEncoding extends fc.Arbitrary<infer T> ? T : never;

/** How the CSRF token is sent: mostly right, so actions really run. */
export const anyCsrf = fc.constantFrom(
  "valid",
  "valid",
  "valid",
  "valid",
  "valid",
  "missing",
  "empty",
  "wrong",
  "twice",
  "bytes",
);
export type CsrfMode = typeof anyCsrf extends fc.Arbitrary<infer T> ? T : never;

/** Which cookies a studio request carries: mostly the session. */
export const anyCookies = fc.constantFrom(
  "session",
  "session",
  "session",
  "session",
  "none",
  "garbage",
  "session+garbage",
  "session-twice",
);
export type CookieMode = typeof anyCookies extends fc.Arbitrary<infer T> ? T : never;

/** A file name a browser would never send. */
export const anyFileName = fc.constantFrom(
  "photo.png",
  "photo.jpg",
  "track.mp3",
  "../../etc/passwd",
  "..\\..\\boot.ini",
  "a\u202egnp.exe",
  "CON.png",
  `${"x".repeat(300)}.png`,
  'quote".png',
  "line\r\nbreak.png",
  "",
  "\u0000.png",
  "😀.png",
  "__proto__",
);

export const anyDeclaredType = fc.constantFrom(
  "image/png",
  "image/jpeg",
  "audio/mpeg",
  "video/mp4",
  "application/pdf",
  "text/html",
  "image/svg+xml",
  "application/octet-stream",
  "",
  "x/y; boundary=z",
  "application/gzip",
);

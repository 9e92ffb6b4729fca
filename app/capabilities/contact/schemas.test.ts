import { expect, test } from "vitest";
import { parseSubmission } from "~/core/validation/forms.ts";
import { contactSchema } from "./schemas.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import contact from "./capability.server.ts";

// The messages are the contact capability's catalogue (English here).
registerCapabilities([contact]);

const tr = translatorFor("en");

// 22:30 UTC on 2030-06-15 is already 00:30 on the 16th in Berlin (CEST), but 18:30 on the 15th in New York.
const NOW = new Date("2030-06-15T22:30:00Z");
const schema = (requireConsent = false, timeZone = "Europe/Berlin") =>
  contactSchema({ timeZone, requireConsent, now: NOW, tr });

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 (0)20 7946-0958",
  topic: "booking",
  dateWanted: "2030-07-01",
  message: "We would love to book you for our summer fair.",
};

function errors(input: Record<string, unknown>, requireConsent = false) {
  const r = schema(requireConsent).safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
}

test("a valid booking parses, trimmed, with consent false when not required", () => {
  const r = schema().parse({ ...valid, name: "  Ada Lovelace  ", message: "  Hello there, friends!\r\nBye  " });
  expect(r).toEqual({
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+44 (0)20 7946-0958",
    topic: "booking",
    dateWanted: "2030-07-01",
    message: "Hello there, friends!\nBye",
    consent: false,
  });
});

test("optional fields may be missing or empty", () => {
  const r = schema().parse({
    name: "A",
    email: "a@b.co",
    topic: "general",
    message: "0123456789",
    phone: "",
    dateWanted: "",
  });
  expect(r.phone).toBeNull();
  expect(r.dateWanted).toBeNull();
});

test("the date wanted is dropped for topics other than booking", () => {
  expect(schema().parse({ ...valid, topic: "press" }).dateWanted).toBeNull();
});

test("name: required, at most 100 characters (counted as characters, not UTF-16 units)", () => {
  expect(errors({ ...valid, name: "" }).name).toBe("Enter your name.");
  expect(errors({ ...valid, name: "   " }).name).toBe("Enter your name.");
  expect(errors({ ...valid, name: "x".repeat(101) }).name).toMatch(/at most 100/);
  expect(errors({ ...valid, name: "x".repeat(100) }).name).toBeUndefined();
  expect(errors({ ...valid, name: "🎸".repeat(100) }).name).toBeUndefined();
});

test("line breaks in name and e-mail are refused (header injection)", () => {
  expect(errors({ ...valid, name: "Ada\r\nBcc: victim@example.com" }).name).toBe(
    "Line breaks aren't allowed in your name.",
  );
  expect(errors({ ...valid, name: "Ada\n" }).name).toBe("Line breaks aren't allowed in your name.");
  expect(errors({ ...valid, email: "ada@example.com\r\nBcc: x@y.z" }).email).toBe(
    "Line breaks aren't allowed in your e-mail address.",
  );
  expect(errors({ ...valid, email: "ada@example.com\n" }).email).toBe(
    "Line breaks aren't allowed in your e-mail address.",
  );
  expect(errors({ ...valid, name: "Ada\u2028Bcc" }).name).toMatch(/Line breaks/);
});

test("e-mail: well-formed and at most 254 characters", () => {
  expect(errors({ ...valid, email: "" }).email).toBe("Enter your e-mail address.");
  for (const bad of ["ada", "ada@", "@example.com", "ada@example", "a b@example.com", "ada@@example.com"]) {
    expect(errors({ ...valid, email: bad }).email, bad).toBe("Enter an e-mail address like name@example.com.");
  }
  const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`;
  expect(long.length).toBe(255);
  expect(errors({ ...valid, email: long }).email).toMatch(/at most 254/);
});

test("phone: optional, at most 30 of digits, spaces and +().-", () => {
  for (const ok of ["0123 456789", "+1 (555) 010-0199", "030.1234.5678"])
    expect(errors({ ...valid, phone: ok }).phone).toBeUndefined();
  expect(errors({ ...valid, phone: "1".repeat(31) }).phone).toMatch(/at most 30/);
  expect(errors({ ...valid, phone: "call me maybe" }).phone).toMatch(/only digits/);
  expect(errors({ ...valid, phone: "+49 30 1234 ext 5" }).phone).toMatch(/only digits/);
  expect(errors({ ...valid, phone: "()" }).phone).toMatch(/only digits/);
  expect(errors({ ...valid, phone: "0123\n456" }).phone).toMatch(/Line breaks/);
});

test("topic must be one of the three", () => {
  expect(errors({ ...valid, topic: "sales" }).topic).toBe("Choose what your message is about.");
  expect(errors({ ...valid, topic: undefined }).topic).toBe("Choose what your message is about.");
});

test("date wanted: a real day, not in the past in the site's time zone", () => {
  // In Berlin it is already the 16th: the 15th is the past there.
  expect(errors({ ...valid, dateWanted: "2030-06-15" }).dateWanted).toBe("The date wanted can't be in the past.");
  expect(errors({ ...valid, dateWanted: "2030-06-16" }).dateWanted).toBeUndefined();
  // In New York it is still the 15th.
  const ny = contactSchema({ timeZone: "America/New_York", requireConsent: false, now: NOW, tr });
  expect(ny.safeParse({ ...valid, dateWanted: "2030-06-15" }).success).toBe(true);
  expect(ny.safeParse({ ...valid, dateWanted: "2030-06-14" }).success).toBe(false);
  expect(errors({ ...valid, dateWanted: "2030-02-30" }).dateWanted).toBe("Enter the date as YYYY-MM-DD.");
  expect(errors({ ...valid, dateWanted: "next friday" }).dateWanted).toBe("Enter the date as YYYY-MM-DD.");
});

test("message: 10 to 5,000 characters", () => {
  expect(errors({ ...valid, message: "" }).message).toBe("Write your message.");
  expect(errors({ ...valid, message: "too short" }).message).toMatch(/at least 10/);
  expect(errors({ ...valid, message: "  short  \n\n " }).message).toMatch(/at least 10/);
  expect(errors({ ...valid, message: "x".repeat(5000) }).message).toBeUndefined();
  expect(errors({ ...valid, message: "x".repeat(5001) }).message).toBe(
    "Your message must be at most 5,000 characters.",
  );
  expect(errors({ ...valid, message: "x".repeat(100 * 1024) }).message).toMatch(/at most 5,000/);
});

test("consent is required only when a privacy notice is set", () => {
  expect(errors(valid, true).consent).toMatch(/privacy notice/);
  expect(errors({ ...valid, consent: "" }, true).consent).toMatch(/privacy notice/);
  expect(schema(true).parse({ ...valid, consent: "on" }).consent).toBe(true);
  expect(errors(valid, false).consent).toBeUndefined();
});

test("control characters, NUL and unreadable bytes are refused with a clear message", () => {
  expect(errors({ ...valid, name: "Ada\u0000" }).name).toMatch(/can't accept/);
  expect(errors({ ...valid, message: "Hello there\u0000 friend" }).message).toMatch(/can't accept/);
  expect(errors({ ...valid, message: "Bad bytes \uFFFD\uFFFD here" }).message).toMatch(/couldn't read/);
  expect(errors({ ...valid, name: "Ada \uD800" }).name).toMatch(/couldn't read/);
  // Tabs and line breaks are fine in the message, and emoji are not lone surrogates.
  expect(errors({ ...valid, message: "Line one\n\tLine two 🎸" }).message).toBeUndefined();
});

test("HTML and script are accepted as text, unchanged", () => {
  const html = `<script>alert("x")</script><b>hi</b>`;
  const r = schema().parse({ ...valid, name: html.slice(0, 100), message: html });
  expect(r.message).toBe(html);
  expect(r.name).toBe(html.slice(0, 100));
});

test("wrong types and missing fields give one clear message per field, never a throw", () => {
  const e = errors({ name: ["a", "b"], email: 5, topic: {}, message: null });
  expect(e).toMatchObject({
    name: "Enter your name.",
    email: "Enter your e-mail address.",
    topic: "Choose what your message is about.",
    message: "Write your message.",
  });
  expect(errors({})).toMatchObject({
    name: "Enter your name.",
    email: "Enter your e-mail address.",
    message: "Write your message.",
  });
});

test("works with the form helpers: URL-encoded input with invalid UTF-8 is an error, not a crash", () => {
  const form = new URLSearchParams("name=Ada%FF&email=ada%40example.com&topic=general&message=Hello+there+world");
  const s = parseSubmission(schema(), form);
  expect(s.ok).toBe(false);
  expect(s.errors.name).toMatch(/couldn't read/);
  expect(s.input.email).toBe("ada@example.com");
});

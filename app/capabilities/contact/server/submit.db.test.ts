import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, TOKEN_FIELD } from "~/capabilities/contact/lib/fields.ts";
import { db } from "~/core/db/client.server.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { env } from "~/core/env.server.ts";
import { getAttachment } from "~/capabilities/contact/server/data/messages.server.ts";
import type { ContactForm, ContactFile } from "./form.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { submitContact } from "./submit.server.ts";

useTestDatabase({ MAIL_TO: "inbox@owls.example" });

const ip = () => `10.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const key = () => randomBytes(16).toString("base64url");

function form(
  over: Record<string, string | string[] | undefined> = {},
  file: ContactFile | null = null,
  fileProblem: ContactForm["fileProblem"] = null,
): ContactForm {
  const base: Record<string, string | string[] | undefined> = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+44 20 7946 0958",
    topic: "booking",
    dateWanted: "2099-07-01",
    message: "We would love to book you for our summer fair.",
    [HONEYPOT_FIELD]: "",
    [TOKEN_FIELD]: issueFormToken(env().SESSION_SECRET, Date.now() - 10_000),
    [IDEMPOTENCY_FIELD]: key(),
    ...over,
  };
  const fields = new URLSearchParams();
  for (const [k, v] of Object.entries(base)) {
    if (v === undefined) continue;
    for (const x of Array.isArray(v) ? v : [v]) fields.append(k, x);
  }
  return { fields, file, fileProblem };
}

const counts = async () => ({
  messages: Number(
    (
      await db()
        .selectFrom("messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  deliveries: Number(
    (
      await db()
        .selectFrom("deliveries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  attachments: Number(
    (
      await db()
        .selectFrom("message_attachments")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

test("a valid booking is stored with its notification queued, in one go", async () => {
  const r = await submitContact({ form: form(), ip: ip(), userAgent: "Mozilla/5.0 test" });
  expect(r.kind).toBe("stored");
  if (r.kind !== "stored") return;
  expect(r).toMatchObject({ created: true, spam: false });
  expect(r.message).toMatchObject({
    name: "Ada Lovelace",
    topic: "booking",
    date_wanted: "2099-07-01",
    status: "new",
    spam_reasons: "[]",
  });
  expect(r.message.ip_hash).toMatch(/^[\w-]{22}$/);
  const deliveries = await db().selectFrom("deliveries").selectAll().where("message_id", "=", r.message.id).execute();
  expect(deliveries).toEqual([
    expect.objectContaining({
      kind: "contact.notification",
      recipient: "inbox@owls.example",
      state: "queued",
      transport: "log",
      attempts: 0,
    }),
  ]);
});

test("a double submit (same idempotency key) stores one message", async () => {
  const before = await counts();
  const f = form({ [IDEMPOTENCY_FIELD]: "same-key-0123456789abcdef" });
  const [a, b] = await Promise.all([
    submitContact({ form: f, ip: ip(), userAgent: null }),
    submitContact({ form: f, ip: ip(), userAgent: null }),
  ]);
  const c = await submitContact({ form: f, ip: ip(), userAgent: null });
  const ids = [a, b, c].map((r) => (r.kind === "stored" ? r.message.id : r.kind));
  expect(new Set(ids).size).toBe(1);
  expect([a, b, c].filter((r) => r.kind === "stored" && r.created)).toHaveLength(1);
  const after = await counts();
  expect(after.messages - before.messages).toBe(1);
  expect(after.deliveries - before.deliveries).toBe(1);
});

test("spam (honeypot, too fast, forged token, link stuffing) is stored as spam and never queued for e-mail", async () => {
  const cases: [Record<string, string | undefined>, string][] = [
    [{ [HONEYPOT_FIELD]: "http://spam.example" }, "honeypot"],
    [{ [TOKEN_FIELD]: issueFormToken(env().SESSION_SECRET, Date.now() - 500) }, "too_fast"],
    [{ [TOKEN_FIELD]: undefined }, "token_missing"],
    [{ [TOKEN_FIELD]: `${Date.now().toString(36)}.forged` }, "token_invalid"],
    [{ message: "Buy now https://a.example https://b.example https://c.example https://d.example" }, "too_many_links"],
  ];
  for (const [over, reason] of cases) {
    const before = await counts();
    const r = await submitContact({ form: form(over), ip: ip(), userAgent: null });
    expect(r.kind, reason).toBe("stored");
    if (r.kind !== "stored") continue;
    expect(r.spam, reason).toBe(true);
    expect(r.message.status).toBe("spam");
    expect(JSON.parse(r.message.spam_reasons)).toContain(reason);
    const after = await counts();
    expect(after.messages - before.messages, reason).toBe(1);
    expect(after.deliveries - before.deliveries, reason).toBe(0);
  }
});

test("bad input: every SPEC §5 case gives a field error, no exception, nothing stored", async () => {
  const cases: [Record<string, string | string[] | undefined>, string][] = [
    [{ name: "" }, "name"],
    [{ name: "x".repeat(101) }, "name"],
    [{ name: "Ada\r\nBcc: victim@example.net" }, "name"],
    [{ email: "ada@example.com\r\nBcc: victim@example.net" }, "email"],
    [{ email: "not-an-email" }, "email"],
    [{ email: `${"a".repeat(250)}@x.io` }, "email"],
    [{ phone: "call me" }, "phone"],
    [{ phone: "1".repeat(31) }, "phone"],
    [{ topic: "sales" }, "topic"],
    [{ dateWanted: "2000-01-01" }, "dateWanted"],
    [{ dateWanted: "tomorrow" }, "dateWanted"],
    [{ message: "too short" }, "message"],
    [{ message: "x".repeat(100 * 1024) }, "message"],
    [{ message: "Hello there \uFFFD\uFFFD broken bytes" }, "message"],
    [{ message: "Null byte \u0000 in here" }, "message"],
    [{ name: undefined, email: undefined, message: undefined, topic: undefined }, "name"],
    [{ name: ["Ada", "Eve"] }, "name"],
    [{ topic: ["booking", "press"] }, "topic"],
  ];
  const before = await counts();
  for (const [over, field] of cases) {
    const r = await submitContact({ form: form(over), ip: ip(), userAgent: null });
    expect(r.kind, JSON.stringify(over).slice(0, 80)).toBe("invalid");
    if (r.kind !== "invalid") continue;
    expect(r.status).toBe(400);
    expect(r.errors[field], field).toEqual(expect.any(String));
  }
  expect(await counts()).toEqual(before);
});

test("invalid input is kept for the form, but the hidden spam fields are not echoed", async () => {
  const r = await submitContact({
    form: form({ message: "short", [HONEYPOT_FIELD]: "bot" }),
    ip: ip(),
    userAgent: null,
  });
  expect(r.kind).toBe("invalid");
  if (r.kind !== "invalid") return;
  expect(r.input).toMatchObject({ name: "Ada Lovelace", message: "short" });
  expect(r.input[HONEYPOT_FIELD]).toBeUndefined();
  expect(r.input[TOKEN_FIELD]).toBeUndefined();
});

test("HTML and script in every field are stored as the text they are", async () => {
  const x = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
  const r = await submitContact({
    form: form({ name: x, message: `${x} and more text`, topic: "general", dateWanted: "" }),
    ip: ip(),
    userAgent: x,
  });
  expect(r.kind).toBe("stored");
  if (r.kind !== "stored") return;
  const row = await db().selectFrom("messages").selectAll().where("id", "=", r.message.id).executeTakeFirstOrThrow();
  expect(row.name).toBe(x);
  expect(row.body).toBe(`${x} and more text`);
  expect(row.user_agent).toBe(x);
  expect(row.date_wanted).toBeNull();
});

test("an attachment is stored with the message; wrong type → 415, too large → 413; files only for bookings", async () => {
  const pdf = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1");
  const file: ContactFile = {
    filename: "rider.pdf",
    contentType: "application/pdf",
    data: pdf,
    sha256: "0".repeat(64),
  };
  const ok = await submitContact({ form: form({}, file), ip: ip(), userAgent: null });
  expect(ok.kind).toBe("stored");
  if (ok.kind === "stored") {
    expect(ok.message.has_attachment).toBe(1);
    const a = await getAttachment(ok.message.id);
    expect(a?.filename).toBe("rider.pdf");
    expect(a?.data.equals(pdf)).toBe(true);
  }
  const before = await counts();
  const wrong = await submitContact({ form: form({}, null, "unsupported"), ip: ip(), userAgent: null });
  expect(wrong).toMatchObject({
    kind: "invalid",
    status: 415,
    errors: { attachment: "This file type isn't supported. Attach a PDF, JPEG or PNG." },
  });
  const big = await submitContact({ form: form({}, null, "too_large"), ip: ip(), userAgent: null });
  expect(big).toMatchObject({
    kind: "invalid",
    status: 413,
    errors: { attachment: "This file is too large (max 5 MB)." },
  });
  const press = await submitContact({ form: form({ topic: "press" }, file), ip: ip(), userAgent: null });
  expect(press).toMatchObject({
    kind: "invalid",
    status: 400,
    errors: { attachment: expect.stringMatching(/booking/) },
  });
  expect(await counts()).toEqual(before);
});

test("consent is required once the site has a privacy notice", async () => {
  await updateSettings({ privacy_notice: "We keep your message for one year." });
  try {
    const r = await submitContact({ form: form(), ip: ip(), userAgent: null });
    expect(r).toMatchObject({ kind: "invalid", errors: { consent: expect.stringMatching(/privacy notice/) } });
    const ok = await submitContact({ form: form({ consent: "on" }), ip: ip(), userAgent: null });
    expect(ok).toMatchObject({ kind: "stored", message: { consent: 1 } });
  } finally {
    await updateSettings({ privacy_notice: "" });
  }
});

test("rate limit: 5 messages per address per 10 minutes, then rate_limited with a wait; invalid tries don't count", async () => {
  const addr = ip();
  const now = new Date();
  for (let i = 0; i < 3; i++)
    expect((await submitContact({ form: form({ message: "short" }), ip: addr, userAgent: null, now })).kind).toBe(
      "invalid",
    );
  for (let i = 0; i < 5; i++)
    expect((await submitContact({ form: form(), ip: addr, userAgent: null, now })).kind).toBe("stored");
  const sixth = await submitContact({ form: form(), ip: addr, userAgent: null, now });
  expect(sixth.kind).toBe("rate_limited");
  if (sixth.kind === "rate_limited") expect(sixth.retryAfter).toBeGreaterThan(9 * 60);
  // Another address is not affected; the same one is free again after the window.
  expect((await submitContact({ form: form(), ip: ip(), userAgent: null, now })).kind).toBe("stored");
  const later = new Date(now.getTime() + 10 * 60_000 + 1000);
  expect((await submitContact({ form: form(), ip: addr, userAgent: null, now: later })).kind).toBe("stored");
});

test("rate limit: 20 per address per day", async () => {
  const addr = ip();
  const start = Date.now();
  let stored = 0;
  // 5 every 11 minutes stays under the 10-minute rule; the daily rule stops the 21st.
  for (let i = 0; i < 25; i++) {
    const now = new Date(start + Math.floor(i / 5) * 11 * 60_000);
    const r = await submitContact({ form: form(), ip: addr, userAgent: null, now });
    if (r.kind === "stored") stored++;
    else expect(r.kind).toBe("rate_limited");
  }
  expect(stored).toBe(20);
});

test("a retried POST of a stored message is answered as stored even once the address has reached its limit", async () => {
  const addr = ip();
  const now = new Date();
  let last: ContactForm | undefined;
  for (let i = 0; i < 5; i++) {
    last = form();
    expect((await submitContact({ form: last, ip: addr, userAgent: null, now })).kind).toBe("stored");
  }
  const before = await counts();
  // The fifth POST again (its answer was lost on the way): the visitor sees success, nothing new is stored.
  const replay = await submitContact({ form: last!, ip: addr, userAgent: null, now });
  expect(replay).toMatchObject({ kind: "stored", created: false });
  expect(await counts()).toEqual(before);
  // A new message from that address is still refused.
  expect((await submitContact({ form: form(), ip: addr, userAgent: null, now })).kind).toBe("rate_limited");
});

import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { db } from "~/core/db/client.server.ts";
import { env } from "~/core/env.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { F } from "../lib/fields.ts";
import { findByEmail, getSubscriber } from "./data/subscribers.server.ts";
import { composeFanMail, onFanMailResult } from "./compose.server.ts";
import { confirmSubscription, unsubscribe } from "./links.server.ts";
import { cleanupPending } from "./jobs.server.ts";
import { signUp } from "./signup.server.ts";
import { unsubscribeToken } from "./tokens.server.ts";

// A sign-up is taken only when e-mail can leave (ADR 2520): an SMTP server is set (nothing here sends: no worker).
const SMTP = { MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:9", MAIL_FROM: "Owls <web@owls.example>" };
const getDb = useTestDatabase(SMTP);

const ip = () => `10.1.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const addr = () => `fan-${randomBytes(4).toString("hex")}@fanmail.net`;

function form(over: Record<string, string | undefined> = {}, at = Date.now()): FormData {
  const f = new FormData();
  const base: Record<string, string> = {
    [F.email]: addr(),
    [F.name]: "Ada",
    [F.wants]: "all",
    [F.source]: "home",
    [F.honeypot]: "",
    [F.token]: issueFormToken(env().SESSION_SECRET, at - 10_000),
    ...over,
  };
  for (const [k, v] of Object.entries(base)) f.append(k, v);
  return f;
}

const confirmations = async (id: string) =>
  db()
    .selectFrom("deliveries")
    .select(["id", "kind", "recipient", "bulk_group"])
    .where("source", "=", "fans")
    .where("source_ref", "=", `c:${id}`)
    .execute();

test("with no e-mail set up a sign-up is refused kindly and nothing is stored (ADR 2520)", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
  try {
    const email = addr();
    expect(await signUp({ form: form({ [F.email]: email }), ip: ip() })).toEqual({ kind: "closed" });
    expect(await findByEmail(email)).toBeUndefined();
    // A bot is told the same.
    expect(await signUp({ form: form({ [F.email]: email, [F.honeypot]: "x" }), ip: ip() })).toEqual({ kind: "closed" });
  } finally {
    setTestEnv({ DATA_DIR: getDb().dataDir, ...SMTP });
  }
});

test("a sign-up stores a pending subscriber with its consent record and queues exactly one confirmation", async () => {
  const email = addr();
  const r = await signUp({ form: form({ [F.email]: email }), ip: "203.0.113.9" });
  expect(r).toMatchObject({ kind: "done", queued: true });
  const s = (await findByEmail(email))!;
  expect(s).toMatchObject({ status: "pending", source: "home", wants: "all", name: "Ada" });
  expect(s.consent_text).toContain("By confirming you agree to receive e-mails");
  expect(s.consent_ip_hash).toMatch(/^[\w-]{22}$/);
  expect(s.consent_ip_hash).not.toContain("203.0.113.9");
  const queued = await confirmations(s.id);
  expect(queued).toEqual([expect.objectContaining({ kind: "fans.mail", recipient: email, bulk_group: null })]);
  // Nothing in the stored delivery is the link: it is composed when sent.
  const mail = await composeFanMail(`c:${s.id}`);
  if ("skip" in mail) throw new Error(mail.skip);
  expect(mail.to).toBe(email);
  expect(mail.text).toMatch(/\/subscribe\/confirm\?t=/);
  expect(mail.html).toContain("color-scheme");
  expect(mail.html).not.toMatch(/<img/i);
});

test("at most one confirmation per address per 24 hours, whoever signs it up; a confirmed address gets nothing", async () => {
  const email = addr();
  const t0 = new Date();
  await signUp({ form: form({ [F.email]: email }), ip: ip(), now: t0 });
  const r2 = await signUp({
    form: form(
      { [F.email]: email.toUpperCase().replace("FANMAIL.NET", "fanmail.net") },
      new Date(t0.getTime() + 60_000).getTime(),
    ),
    ip: ip(),
    now: new Date(t0.getTime() + 60_000),
  });
  expect(r2).toMatchObject({ kind: "done", queued: false });
  const s = (await findByEmail(email))!;
  expect(await confirmations(s.id)).toHaveLength(1);
  const r3 = await signUp({
    form: form({ [F.email]: email }, new Date(t0.getTime() + 25 * 3600_000).getTime()),
    ip: ip(),
    now: new Date(t0.getTime() + 25 * 3600_000),
  });
  expect(r3).toMatchObject({ kind: "done", queued: true });
  expect(await confirmations(s.id)).toHaveLength(2);
  // The first link stopped working when the second was sent.
  const mail = await composeFanMail(`c:${s.id}`);
  if ("skip" in mail) throw new Error(mail.skip);
  const t = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get("t");
  expect(await confirmSubscription(t)).toBe("confirmed");
  expect(await confirmSubscription(t)).toBe("already");
  const again = await signUp({
    form: form({ [F.email]: email }, new Date(t0.getTime() + 60 * 3600_000).getTime()),
    ip: ip(),
    now: new Date(t0.getTime() + 60 * 3600_000),
  });
  expect(again).toMatchObject({ kind: "done", queued: false });
  expect(await confirmations(s.id)).toHaveLength(2);
  // A confirmation composed after the address was confirmed is not sent.
  expect(await composeFanMail(`c:${s.id}`)).toHaveProperty("skip");
});

test("a forged or damaged confirmation link confirms nothing", async () => {
  const email = addr();
  await signUp({ form: form({ [F.email]: email }), ip: ip() });
  const s = (await findByEmail(email))!;
  expect(await confirmSubscription(`${s.id}:wrongnonce.abc`)).toBe("invalid");
  expect(await confirmSubscription(null)).toBe("invalid");
  expect((await getSubscriber(s.id))!.status).toBe("pending");
});

test("the defences are silent: a honeypot or a missing or too fresh token stores and sends nothing", async () => {
  const overs: Record<string, string>[] = [
    { [F.honeypot]: "http://spam.example" },
    { [F.token]: "" },
    { [F.token]: issueFormToken(env().SESSION_SECRET) },
  ];
  for (const over of overs) {
    const email = addr();
    expect(await signUp({ form: form({ [F.email]: email, ...over }), ip: ip() })).toMatchObject({
      kind: "done",
      queued: false,
    });
    expect(await findByEmail(email)).toBeUndefined();
  }
});

test("bad addresses get a message under the field; none can carry a header or a second recipient", async () => {
  const cases: [string, RegExp][] = [
    ["ada@fanmail.net\r\nBcc: victim@fanmail.net", /one line/],
    ["ada@fanmail.net, eve@fanmail.net", /one e-mail address only/],
    ["Ada <ada@fanmail.net>", /one e-mail address only/],
    ["ada@example.com", /reserved for examples/],
    ["ada@gmial.com", /Did you mean ada@gmail.com/],
    ["ada@localhost", /domain/],
    ["not an address", /one e-mail address only/],
  ];
  for (const [email, message] of cases) {
    const r = await signUp({ form: form({ [F.email]: email }), ip: ip() });
    expect(r.kind).toBe("invalid");
    if (r.kind === "invalid") expect(r.errors[F.email]).toMatch(message);
  }
});

test("'only shows near me' needs a town from the built-in list: found, unknown, or a choice between places", async () => {
  const email = addr();
  const r = await signUp({
    form: form({ [F.email]: email, [F.wants]: "near", [F.town]: "Lyon", [F.radius]: "50" }),
    ip: ip(),
  });
  expect(r.kind).toBe("done");
  const s = (await findByEmail(email))!;
  expect(s).toMatchObject({ wants: "near", town: "Lyon, FR", radius_km: 50 });
  expect(s.latitude).toBeCloseTo(45.76, 1);
  const unknown = await signUp({ form: form({ [F.wants]: "near", [F.town]: "Qwxzyville" }), ip: ip() });
  expect(unknown).toMatchObject({ kind: "invalid", errors: { [F.town]: expect.stringMatching(/don't know a town/) } });
  const ambiguous = await signUp({ form: form({ [F.wants]: "near", [F.town]: "Springfield" }), ip: ip() });
  expect(ambiguous.kind).toBe("invalid");
  if (ambiguous.kind === "invalid") expect(ambiguous.choices!.length).toBeGreaterThan(1);
  const missing = await signUp({ form: form({ [F.wants]: "near", [F.town]: "" }), ip: ip() });
  expect(missing).toMatchObject({ kind: "invalid", errors: { [F.town]: expect.any(String) } });
});

test("rate limits per IP and per address answer with the seconds to wait", async () => {
  const from = ip();
  let last;
  for (let i = 0; i < 6; i++) last = await signUp({ form: form(), ip: from });
  expect(last).toMatchObject({ kind: "rate_limited", retryAfter: expect.any(Number) });
  const email = addr();
  for (let i = 0; i < 4; i++) last = await signUp({ form: form({ [F.email]: email }), ip: ip() });
  expect(last).toMatchObject({ kind: "rate_limited" });
});

test("unsubscribing is idempotent, stops mailings, and a new sign-up must be confirmed again", async () => {
  const email = addr();
  await signUp({ form: form({ [F.email]: email }), ip: ip() });
  const s = (await findByEmail(email))!;
  const mail = await composeFanMail(`c:${s.id}`);
  if ("skip" in mail) throw new Error(mail.skip);
  await confirmSubscription(new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get("t"));
  const token = unsubscribeToken(s.id, null);
  expect(await unsubscribe(token)).toBe(true);
  expect(await unsubscribe(token)).toBe(true);
  expect(await unsubscribe(token + "x")).toBe(false);
  expect((await getSubscriber(s.id))!.status).toBe("unsubscribed");
  expect(await composeFanMail(`m:any:${s.id}`)).toHaveProperty("skip");
  await signUp({
    form: form({ [F.email]: email }, new Date(Date.now() + 25 * 3600_000).getTime()),
    ip: ip(),
    now: new Date(Date.now() + 25 * 3600_000),
  });
  expect((await getSubscriber(s.id))!.status).toBe("pending");
});

test("a hard bounce (SMTP 5xx) marks the address bounced; a soft one does not", async () => {
  const email = addr();
  await signUp({ form: form({ [F.email]: email }), ip: ip() });
  const s = (await findByEmail(email))!;
  await onFanMailResult(`c:${s.id}`, { status: "retry", detail: "421 try later", transport: "smtp" });
  expect((await getSubscriber(s.id))!.status).toBe("pending");
  await onFanMailResult(`c:${s.id}`, {
    status: "failed",
    detail: "EENVELOPE: 550 5.1.1 mailbox unavailable",
    transport: "smtp",
  });
  expect((await getSubscriber(s.id))!).toMatchObject({
    status: "bounced",
    bounce_detail: expect.stringContaining("550"),
  });
});

test("sign-ups not confirmed within 7 days are deleted; confirmed ones stay", async () => {
  const old = addr();
  await signUp({
    form: form({ [F.email]: old }, new Date(Date.now() - 8 * 24 * 3600_000).getTime()),
    ip: ip(),
    now: new Date(Date.now() - 8 * 24 * 3600_000),
  });
  const fresh = addr();
  await signUp({ form: form({ [F.email]: fresh }), ip: ip() });
  expect(await cleanupPending()).toBeGreaterThanOrEqual(1);
  expect(await findByEmail(old)).toBeUndefined();
  expect(await findByEmail(fresh)).toMatchObject({ status: "pending" }); // a fresh sign-up stays
});

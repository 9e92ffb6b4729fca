/**
 * Issue 30, first slice, through the local Stripe contract server and the
 * official SDK: a release sold at a price or pay-what-you-want (the amount
 * always ours), unlocked only by the provider's webhook; its download link
 * signed, expiring and counted; a free download by e-mail that joins the list
 * only when asked (and then only with the list's own confirmation).
 */
import { afterAll, expect, test } from "vitest";
import yauzl from "yauzl";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { startStripeServer } from "~tests/fixtures/stripe-server.ts";
import { releaseOnSale } from "~tests/factories/releases.ts";
import { db } from "~/core/db/client.server.ts";
import { env } from "~/core/env.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { F } from "../../lib/fields.ts";
import { getOrder } from "../data/orders.server.ts";
import { webhookReceiver } from "../payments.test-helpers.ts";
import { resendTickets } from "../studio.server.ts";
import { submitRelease } from "./buy.server.ts";
import { grantsOfOrder } from "./data.server.ts";
import { downloadFile } from "./files.server.ts";
import { grantToken, LINK_USES, linkState } from "./grants.server.ts";

const receiver = await webhookReceiver();
const stripe = await startStripeServer({ webhookUrl: `${receiver.base}/webhooks/stripe` });
// E-mail can leave (an SMTP server is set; nothing sends here: no worker), as a free download needs.
const ENV = {
  STRIPE_API_URL: stripe.url,
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  PUBLIC_URL: "https://band.example",
  MAIL_TRANSPORT: "smtp",
  SMTP_URL: "smtp://127.0.0.1:9",
  MAIL_FROM: "Owls <web@owls.example>",
};
const getDb = useTestDatabase(ENV);
afterAll(async () => {
  await stripe.close();
  await receiver.close();
});

let n = 0;
function form(over: Record<string, string> = {}): FormData {
  n += 1;
  const f = new FormData();
  const base = {
    [F.name]: `Fan ${n}`,
    [F.email]: `fan${n}@fanmail.net`,
    [F.honeypot]: "",
    [F.token]: issueFormToken(env().SESSION_SECRET, Date.now() - 10_000),
    ...over,
  };
  for (const [k, v] of Object.entries(base)) f.append(k, v);
  return f;
}
const buy = (f: FormData) => submitRelease({ form: f, ip: `10.0.0.${n}`, origin: "https://band.example" });
const sessionOf = (url: string) => /\/c\/pay\/(\w+)$/.exec(url)![1]!;
const orderOfSession = async (url: string) =>
  (await db().selectFrom("orders").selectAll().where("provider_ref", "=", sessionOf(url)).executeTakeFirst())!;
const mails = async (ref: string) =>
  (
    await db()
      .selectFrom("deliveries")
      .select("id")
      .where("source", "=", "payments")
      .where("source_ref", "=", ref)
      .execute()
  ).length;

async function bytesOf(r: Response): Promise<Buffer> {
  return Buffer.from(await r.arrayBuffer());
}

function zipNames(buf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on("entry", (e: yauzl.Entry) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on("end", () => resolve(names));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

test("at a price: the amount is ours, the redirect unlocks nothing, the webhook (twice) one link and one e-mail", async () => {
  const { dataDir } = getDb();
  const tracks = await releaseOnSale(dataDir, { mode: "price", price: 900 });
  // A tampered amount in the form is ignored: the price is the release's.
  const r = await buy(form({ [F.support]: "0.01" }));
  expect(r.kind).toBe("redirect");
  if (r.kind !== "redirect") return;
  const session = stripe.sessions.get(sessionOf(r.url))!;
  expect(session).toMatchObject({ amount_total: 900, currency: "eur", status: "open" });
  const pending = await orderOfSession(r.url);
  expect(pending).toMatchObject({ kind: "release", state: "pending", total: 900 });
  // Back from the provider's page before paying (or pretending to): no link exists.
  expect(await grantsOfOrder(pending.id)).toHaveLength(0);

  stripe.webhooks.duplicate = true;
  await stripe.pay(session.id as string);
  await stripe.settled();
  stripe.webhooks.duplicate = false;
  expect((await getOrder(pending.id))!.state).toBe("paid");
  const grants = await grantsOfOrder(pending.id);
  expect(grants).toHaveLength(1);
  expect(await mails(`d:${grants[0]!.id}`)).toBe(1);

  // The files: one track as uploaded, and the ZIP of both, each counted.
  const token = grantToken(grants[0]!.id);
  const one = await downloadFile(token, "1", Date.now());
  expect(one!.headers.get("Content-Disposition")).toContain("01%20Intro.wav");
  expect((await bytesOf(one!)).length).toBe(tracks[0]!.bytes);
  const zip = await downloadFile(token, "all.zip", Date.now());
  expect(zip!.headers.get("Content-Type")).toBe("application/zip");
  expect(await zipNames(await bytesOf(zip!))).toEqual(["1 01 Intro.wav", "2 02 Night Drive.wav"]);
  const s = await linkState(token, Date.now());
  expect(s.kind === "ok" && s.grant.uses).toBe(2);
  // A file that is not the release's is no download (and counts nothing).
  expect(await downloadFile(token, "3", Date.now())).toBeNull();
  expect(await downloadFile(token, "../x", Date.now())).toBeNull();
});

test("pay what you want: below the minimum refused with the minimum named; above it charged as chosen", async () => {
  const { dataDir } = getDb();
  await releaseOnSale(dataDir, { mode: "pwyw", price: 1000, min: 500 });
  const low = await buy(form({ [F.support]: "4.99" }));
  expect(low.kind).toBe("invalid");
  if (low.kind === "invalid") expect(low.errors[F.support]).toContain("€5");
  const nothing = await buy(form({ [F.support]: "" }));
  expect(nothing.kind).toBe("invalid");
  const r = await buy(form({ [F.support]: "12.50" }));
  expect(r.kind).toBe("redirect");
  if (r.kind === "redirect") expect(stripe.sessions.get(sessionOf(r.url))).toMatchObject({ amount_total: 1250 });
});

test("a link: 10 downloads, then a clear no; 7 days, then expired; a guessed or damaged one is not ours", async () => {
  const { dataDir } = getDb();
  await releaseOnSale(dataDir, { mode: "price", price: 700 });
  const r = await buy(form());
  if (r.kind !== "redirect") throw new Error(r.kind);
  await stripe.pay(sessionOf(r.url));
  await stripe.settled();
  const o = await orderOfSession(r.url);
  const [g] = await grantsOfOrder(o.id);
  const token = grantToken(g!.id);
  // Twelve at once: exactly ten are counted and given a file, on either database.
  const all = await Promise.all(Array.from({ length: LINK_USES + 2 }, () => downloadFile(token, "1", Date.now())));
  expect(all.filter(Boolean)).toHaveLength(LINK_USES);
  for (const x of all) await x?.body?.cancel();
  expect((await linkState(token, Date.now())).kind).toBe("used");
  expect(await downloadFile(token, "1", Date.now())).toBeNull();

  // Sent again from the studio: a fresh link; the used-up one stays used up.
  const kind = await resendTickets({ id: "u1", email: "owner@band.example" }, o.id, new Date().toISOString());
  expect(kind).toBe("release");
  const fresh = (await grantsOfOrder(o.id)).find((x) => x.id !== g!.id)!;
  expect(await mails(`d:${fresh.id}`)).toBe(1);
  const later = Date.now() + 8 * 86_400_000;
  expect((await linkState(grantToken(fresh.id), Date.now())).kind).toBe("ok");
  expect((await linkState(grantToken(fresh.id), later)).kind).toBe("expired");
  expect(await downloadFile(grantToken(fresh.id), "1", later)).toBeNull();

  // Guessed: another id with a made-up signature, or ours with one letter changed.
  const damaged = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
  expect((await linkState(damaged, Date.now())).kind).toBe("unknown");
  expect((await linkState("AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA", Date.now())).kind).toBe("unknown");
  expect((await linkState("nonsense", Date.now())).kind).toBe("unknown");
});

test("free for an e-mail while no e-mail can leave: refused plainly, nothing stored", async () => {
  const { dataDir } = getDb();
  await releaseOnSale(dataDir, { mode: "free" });
  setTestEnv({ ...ENV, DATA_DIR: dataDir, MAIL_TRANSPORT: "log" });
  try {
    const r = await buy(form({ [F.email]: "early@fanmail.net" }));
    expect(r).toMatchObject({
      kind: "invalid",
      status: 503,
      errors: { _form: expect.stringContaining("cannot send") },
    });
    expect(
      await db().selectFrom("download_grants").select("id").where("email", "=", "early@fanmail.net").execute(),
    ).toEqual([]);
  } finally {
    setTestEnv({ ...ENV, DATA_DIR: dataDir });
  }
});

test("free for an e-mail: the link goes by e-mail only; the list is joined only when ticked, and then unconfirmed", async () => {
  const { dataDir } = getDb();
  await releaseOnSale(dataDir, { mode: "free" });
  const before = await db().selectFrom("orders").select("id").execute();
  const quiet = await buy(form({ [F.email]: "quiet@fanmail.net" }));
  expect(quiet).toEqual({ kind: "sent", email: "quiet@fanmail.net" });
  const joined = await buy(form({ [F.email]: "joiner@fanmail.net", join: "on" }));
  expect(joined.kind).toBe("sent");
  // No order for nothing paid; a link each, by e-mail.
  expect(await db().selectFrom("orders").select("id").execute()).toEqual(before);
  const grants = await db()
    .selectFrom("download_grants")
    .select(["id", "email"])
    .where("email", "in", ["quiet@fanmail.net", "joiner@fanmail.net"])
    .execute();
  expect(grants).toHaveLength(2);
  for (const g of grants) expect(await mails(`d:${g.id}`)).toBe(1);
  const subs = await db().selectFrom("fan_subscribers").select(["email", "status"]).execute();
  expect(subs.find((s) => s.email === "quiet@fanmail.net")).toBeUndefined();
  expect(subs.find((s) => s.email === "joiner@fanmail.net")?.status).toBe("pending");
});

/**
 * An RSVP when no e-mail can leave (issue 25 §1, ADR 2520), on both databases: a new reply
 * gets its change/cancel page as the answer (the link no e-mail will carry), a change to a
 * reply already there does not (typing someone's address must not hand out their link), and
 * the page says no confirmation is coming. With a mail server set, nothing changes.
 */
import { randomBytes } from "node:crypto";
import { afterAll, expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { env } from "~/core/env.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { F } from "../lib/fields.ts";
import { managedReply, manageView } from "./manage.server.ts";
import { submitReply } from "./reply.server.ts";
import { saveRsvpSettings } from "./studio.server.ts";

const getDb = useTestDatabase();
afterAll(() => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
});

function reply(email: string, party = "1"): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    [F.name]: "Ada",
    [F.email]: email,
    [F.party]: party,
    [F.honeypot]: "",
    [F.token]: issueFormToken(env().SESSION_SECRET, Date.now() - 10_000),
  }))
    f.append(k, v);
  return f;
}

async function rsvpDate() {
  const e = await publishEvent({
    title: `Open rehearsal ${randomBytes(3).toString("hex")}`,
    startLocal: "2031-05-02T19:00",
  });
  const f = new FormData();
  for (const [k, v] of Object.entries({ enabled: "on", capacity: "3", maxParty: "4", reminderHours: "0" }))
    f.append(k, v);
  expect(await saveRsvpSettings(null, e.id, "", f)).toEqual({ ok: true });
  return { eventId: e.id, date: "2031-05-02" };
}

const ip = () => `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

test("no e-mail set up: a new reply's answer is its own page, which says no confirmation is coming", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
  const d = await rsvpDate();
  const email = `ada-${randomBytes(3).toString("hex")}@choirmail.net`;
  const r = await submitReply({ ...d, form: reply(email, "2"), ip: ip() });
  if (r.kind !== "done" || !r.manage) throw new Error(`expected a manage token, got ${JSON.stringify(r)}`);
  expect(r.status).toBe("confirmed");
  expect((await managedReply(r.manage))?.reply).toMatchObject({ name: "Ada", party: 2, status: "confirmed" });
  const page = await manageView(r.manage, { done: "confirmed" });
  expect(page.html).toContain("You&#x27;re on the guest list (2 places).");
  expect(page.html).toContain("This site does not send e-mail at the moment");
  expect(page.html).toContain(`/rsvp/reply?t=${encodeURIComponent(r.manage)}`);
  expect(page.html).not.toContain("on its way to your inbox");

  // The same address again (anyone may type it): the reply changes, and no link is handed out.
  const again = await submitReply({ ...d, form: reply(email, "1"), ip: ip() });
  expect(again).toEqual({ kind: "done", status: "updated", party: 1 });
});

test("a mail server set: the answer is the usual one (the link goes by e-mail)", async () => {
  setTestEnv({
    DATA_DIR: getDb().dataDir,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: "smtp://127.0.0.1:9",
    MAIL_FROM: "Choir <web@choir.example>",
  });
  const d = await rsvpDate();
  const r = await submitReply({ ...d, form: reply(`bea-${randomBytes(3).toString("hex")}@choirmail.net`), ip: ip() });
  expect(r).toEqual({ kind: "done", status: "confirmed", party: 1 });
});

/**
 * E-mails to visitors speak the language of the page they wrote from (issue
 * 15): an RSVP made on `/es/events/…` is confirmed in Spanish with the
 * event's Spanish title and Spanish links, and so is its later promotion from
 * the waitlist, which another visitor's cancellation (on the English site)
 * sends; a fan who signs up on a Spanish page gets a Spanish confirmation with
 * a Spanish link. The default language's visitors keep English. Real outbox,
 * real SMTP test server, both databases.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeEach, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { startSmtpServer } from "~tests/fixtures/smtp-server.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { drainDeliveries } from "~/core/mail/worker.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { db } from "~/core/db/client.server.ts";
import { env } from "~/core/env.server.ts";
import { saveTranslations } from "~/core/i18n/content.server.ts";
import { inLanguage } from "~/core/i18n/request-language.server.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { rsvpConfig } from "~/capabilities/rsvp/server/config.server.ts";
import { getReply } from "~/capabilities/rsvp/server/data/replies.server.ts";
import { cancelPlaced } from "~/capabilities/rsvp/server/places.server.ts";
import { composeRsvpMail } from "~/capabilities/rsvp/server/compose.server.ts";
import { store } from "~/capabilities/rsvp/server/reply.server.ts";
import { saveRsvpSettings } from "~/capabilities/rsvp/server/studio.server.ts";
import { F } from "~/capabilities/fans/lib/fields.ts";
import { signUp } from "~/capabilities/fans/server/signup.server.ts";

const smtp = await startSmtpServer();
useTestDatabase({ MAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url, MAIL_FROM: "Owls <web@owls.example>" });
afterAll(() => smtp.close());

const mailTo = (address: string) => {
  const m = smtp.messages.find((x) => x.envelope.to.includes(address));
  if (!m) throw new Error(`no mail to ${address} (got ${smtp.messages.map((x) => x.envelope.to.join()).join("; ")})`);
  return m;
};

beforeEach(async () => {
  await updateSettings({ language: "en", languages: "es" });
  await db().deleteFrom("deliveries").execute();
  smtp.messages.length = 0;
  smtp.acceptAll();
});

test("an RSVP from a Spanish page: confirmation and later promotion in Spanish, with the Spanish title and links", async () => {
  const e = await publishEvent({ title: "Summer show", startLocal: "2051-06-01T20:00" });
  await saveTranslations("event", e.id, { es: { title: "Concierto de verano" } });
  const f = new FormData();
  for (const [k, v] of Object.entries({ enabled: "on", capacity: "2", maxParty: "2", reminderHours: "0" }))
    f.append(k, v);
  expect(await saveRsvpSettings(null, e.id, "", f)).toEqual({ ok: true });
  const d = (await getEventDate(e.id, "2051-06-01"))!;
  const cfg = (await rsvpConfig(e.id, "2051-06-01"))!;
  const now = new Date();

  // English visitor takes both places; the Spanish one waits.
  await store(d, cfg, { email: "ann@fanmail.net", name: "Ann", party: 2, answers: [] }, now);
  await inLanguage("es", () =>
    store(d, cfg, { email: "lucia@fanmail.net", name: "Lucía", party: 1, answers: [] }, now),
  );
  await drainDeliveries();
  const en = mailTo("ann@fanmail.net");
  expect(en.subject).toMatch(/^You're on the list: Summer show, /);
  expect(en.text).not.toContain("/es/");
  const waiting = mailTo("lucia@fanmail.net");
  expect(waiting.subject).toMatch(/^Lista de espera: Concierto de verano, /);
  expect(waiting.subject).toContain("junio");
  expect(waiting.text).toContain("Hola, Lucía:");
  expect(waiting.text).toMatch(/https?:\/\/[^/\s]+\/es\/events\//);
  expect(waiting.text).toMatch(/https?:\/\/[^/\s]+\/es\/rsvp\/reply\?t=/);
  expect(waiting.html).toContain("Concierto de verano");

  // Ann cancels on the English site: Lucía's place mail is Spanish all the same.
  smtp.messages.length = 0;
  const ann = await db()
    .selectFrom("rsvp_replies")
    .select(["id", "event_id", "date"])
    .where("email", "=", "ann@fanmail.net")
    .executeTakeFirstOrThrow();
  const { promoted } = (await cancelPlaced(ann, cfg.capacity, new Date().toISOString(), "smtp"))!;
  expect((await getReply(promoted[0]!))?.language).toBe("es");
  await drainDeliveries();
  expect(mailTo("lucia@fanmail.net").subject).toMatch(/^Tienes plaza: Concierto de verano, /);

  // Once the owner drops Spanish, the same reply's next mail (a reminder) falls back to English.
  await updateSettings({ languages: "" });
  const reminder = await composeRsvpMail(`m:${promoted[0]}`);
  if ("skip" in reminder) throw new Error(reminder.skip);
  expect(reminder.subject).toMatch(/^Reminder: Summer show, /);
  expect(reminder.text).not.toContain("/es/");
});

test("a fan who signs up on a Spanish page is asked to confirm in Spanish, with a Spanish link", async () => {
  const form = (email: string) => {
    const f = new FormData();
    const v: Record<string, string> = {
      [F.email]: email,
      [F.name]: "Ana",
      [F.wants]: "all",
      [F.source]: "home",
      [F.honeypot]: "",
      [F.token]: issueFormToken(env().SESSION_SECRET, Date.now() - 10_000),
    };
    for (const [k, x] of Object.entries(v)) f.append(k, x);
    return f;
  };
  const ip = () => `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  expect(await inLanguage("es", () => signUp({ form: form("ana@fanmail.net"), ip: ip() }))).toMatchObject({
    kind: "done",
    queued: true,
  });
  expect(await signUp({ form: form("bob@fanmail.net"), ip: ip() })).toMatchObject({ kind: "done", queued: true });
  await drainDeliveries();
  const es = mailTo("ana@fanmail.net");
  expect(es.subject).toMatch(/^Confirma tu suscripción a /);
  expect(es.text).toContain("Confirmar mi suscripción");
  expect(es.text).toMatch(/https?:\/\/[^/\s]+\/es\/subscribe\/confirm\?t=/);
  const en = mailTo("bob@fanmail.net");
  expect(en.subject).not.toMatch(/Confirma/);
  expect(en.text).toMatch(/https?:\/\/[^/\s]+\/subscribe\/confirm\?t=/);
});

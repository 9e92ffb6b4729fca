/**
 * The privacy notice on SQLite and PostgreSQL (issue 25 §6): it lists exactly
 * the features that are on — each one switched on and off again here — in
 * every public language; the owner's published text is kept with the
 * generated text it was based on, and a feature switched since shows as the
 * difference, while visitors keep the owner's version until it is published.
 */
import { beforeEach, expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { disableRsvp, enableRsvp } from "~tests/factories/rsvp.ts";
import { db, nowIso } from "~/core/db/client.server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { renderMarkdown } from "~/core/markdown.server.ts";
import { generatedNotice } from "~/core/privacy.server.ts";
import { LOCALE_CODES } from "~/core/i18n/locales.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { emptyNotice } from "~/capabilities/legal/lib/notice.ts";
import { saveLegalNotice } from "./legal.server.ts";
import {
  noticeSections,
  outdatedPrivacyLanguages,
  privacyStudio,
  publicPrivacyText,
  publishPrivacy,
} from "./privacy.server.ts";

const getDb = useTestDatabase();
const actor = { id: "owner-1", email: "owner@example.com" };
const ALWAYS = ["contact", "controller", "fans", "rights", "storage"];

/** The configuration with every switch of the environment off, plus `on`. */
const configure = (on: Record<string, string> = {}) =>
  setTestEnv({ DATA_DIR: getDb().dataDir, INSIGHTS: "false", MAP_PROVIDER: "none", ...on });
const features = async () => (await generatedNotice("en")).features.toSorted();
const expectOn = async (...on: string[]) => expect(await features()).toEqual([...ALWAYS, ...on].toSorted());

beforeEach(() => {
  configure();
});

test("the notice lists exactly the features that are on, each switched on and off again", async () => {
  await updateSettings({ name: "Die Wolken" });
  await expectOn();

  // Environment switches: statistics, maps, payments, mail transport, storage.
  configure({ INSIGHTS: "true" });
  await expectOn("insights");
  configure({ MAP_PROVIDER: "osm" });
  await expectOn("map");
  expect((await generatedNotice("en")).text).toContain("from tile.openstreetmap.org");
  configure({ MOLLIE_API_KEY: "test_privacy000000000000000000000" });
  await expectOn("payments");
  expect((await generatedNotice("en")).text).toContain("Payments are made through Mollie");
  configure({ MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://mail.example.net:587" });
  await expectOn("mail");
  expect((await generatedNotice("en")).text).toContain("the mail server mail.example.net");
  configure({ STORAGE_URL: "s3://band-files", S3_ENDPOINT: "https://s3.example.eu", S3_REGION: "eu-central-1" });
  await expectOn();
  expect((await generatedNotice("en")).text).toContain("storage service s3.example.eu in the region eu-central-1");
  configure();
  await expectOn();
  expect((await generatedNotice("en")).text).toContain("stored on the server it runs on");

  // The studio's e-mail settings: EmailJS named while it is the transport; "none" names nobody.
  const mail = {
    transport: "emailjs" as "emailjs" | "none",
    smtp_host: "",
    smtp_port: null,
    smtp_security: "starttls" as const,
    smtp_user: "",
    smtp_password: "",
    mail_from: "band@example.com",
    mail_to: "band@example.com",
    emailjs_public_key: "pk",
    emailjs_private_key: "",
    emailjs_service_id: "svc",
    emailjs_template_id: "tpl",
    emailjs_autoreply_template_id: "",
  };
  await db()
    .insertInto("email_settings")
    .values({ id: 1, ...mail, updated_at: nowIso() })
    .execute();
  await expectOn("mail");
  expect((await generatedNotice("en")).text).toContain("EmailJS (emailjs.com)");
  await db().updateTable("email_settings").set({ transport: "none" }).execute();
  await expectOn();

  // RSVP: on while a date takes replies.
  const e = await publishEvent({ title: "Open rehearsal" });
  await enableRsvp(e.id, 40);
  await expectOn("rsvp");
  await disableRsvp(e.id, 40);
  await expectOn();

  // Embeds: the providers of published items, by name.
  const at = nowIso();
  await db()
    .insertInto("media_items")
    .values({
      id: "m1",
      kind: "video",
      source: "vimeo",
      provider_id: "76979871",
      title: "Live",
      url: "",
      original_url: "",
      description: "",
      position: 0,
      featured: 0,
      published: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await expectOn("media");
  expect((await generatedNotice("en")).text).toContain("Videos and music from Vimeo are shown as a picture");
  await db().updateTable("media_items").set({ published: 0 }).execute();
  await expectOn();
});

test("the notice is written in every public language, from each capability's own catalogue", async () => {
  configure({ INSIGHTS: "true", MAP_PROVIDER: "osm" });
  const texts = new Map<string, string>();
  for (const locale of LOCALE_CODES) {
    const { text, features: f } = await generatedNotice(locale);
    expect(f.toSorted(), locale).toEqual(["contact", "controller", "fans", "insights", "map", "rights", "storage"]);
    // No key left untranslated: a missing message comes back as its key.
    expect(text, locale).not.toMatch(/\b(contact|fans|insights|legal|location|site)\.privacy\./);
    texts.set(locale, text);
  }
  expect(texts.get("de")).toContain("## Kontaktformular");
  expect(texts.get("de")).toContain("„Karte anzeigen“");
  expect(texts.get("sv")).toContain("## Kartor");
  expect(new Set(texts.values()).size).toBe(LOCALE_CODES.length);
});

test("a published notice stays what visitors read; a feature switched since shows as the difference until published again", async () => {
  const generated = (await generatedNotice("en")).text;
  expect(await privacyStudio("en")).toMatchObject({
    published: null,
    outdated: false,
    edited: false,
    draft: generated,
  });
  expect(await publicPrivacyText("en")).toBe(generated);

  await publishPrivacy(actor, "en", generated);
  expect(await privacyStudio("en")).toMatchObject({ outdated: false, edited: false, changes: [] });

  // Maps switched on: the studio shows the added section; visitors still read the published version.
  configure({ MAP_PROVIDER: "osm" });
  const s = await privacyStudio("en");
  expect(s.outdated).toBe(true);
  expect(s.changes.filter((c) => c.kind !== "same")).toEqual([
    { kind: "added", text: "## Maps" },
    { kind: "added", text: expect.stringContaining("tile.openstreetmap.org") },
  ]);
  expect(s.draft).toBe((await generatedNotice("en")).text);
  expect(await publicPrivacyText("en")).toBe(generated);
  await publishPrivacy(actor, "en", s.draft);
  expect(await publicPrivacyText("en")).toContain("## Maps");
  expect((await privacyStudio("en")).outdated).toBe(false);

  // The owner's own edits are kept as the draft when the site changes again, with the difference beside them.
  const own = `${s.draft}\n## Who we are\n\nThe band Die Wolken, Leipzig.\n`;
  await publishPrivacy(actor, "en", own);
  configure();
  const again = await privacyStudio("en");
  expect(again).toMatchObject({ outdated: true, edited: true, draft: own.trim() + "\n" });
  expect(again.changes.filter((c) => c.kind !== "same").map((c) => c.kind)).toEqual(["removed", "removed"]);
  expect(await publicPrivacyText("en")).toContain("## Who we are");
  // Each language is its own notice: German is still the generated one.
  expect((await privacyStudio("de")).published).toBeNull();

  const audits = (await listAudit()).filter((a) => a.action === "legal.privacy.publish");
  expect(audits).toHaveLength(3);
});

test("the notice opens with who is responsible — the legal notice's details once complete — and closes with the visitor's rights", async () => {
  await updateSettings({ name: "Die Wolken" });
  const first = (await generatedNotice("en")).text;
  // Without a complete legal notice the site is named, and the contact page is the way to write.
  expect(first.startsWith("## Who is responsible\n\nDie Wolken is responsible")).toBe(true);
  expect(first.trimEnd()).toMatch(
    /## Your rights\n\n.*Articles 15 to 21.*\n\nTo do so, write through the contact page\.\n\n.*supervisory authority.*$/,
  );

  await saveLegalNotice(actor, {
    ...emptyNotice(),
    name: "Anna Wolke",
    address: "Kantstraße 5\n04275 Leipzig",
    email: "post@die-wolken.de",
  });
  const named = (await generatedNotice("de")).text;
  expect(named).toContain("## Verantwortliche Stelle\n\nVerantwortlich für die personenbezogenen Daten dieser Website");
  expect(named).toContain("ist Anna Wolke, Kantstraße 5, 04275 Leipzig, E-Mail post@die-wolken.de.");
  expect(named).toContain("## Ihre Rechte");
  expect(named).toContain("Schreiben Sie dazu an post@die-wolken.de.");
  const order = (await generatedNotice("en")).features;
  expect(order[0]).toBe("controller");
  expect(order.at(-1)).toBe("rights");
});

test("the dashboard is told which languages' published notices no longer say what the site does", async () => {
  await updateSettings({ name: "Die Wolken", language: "en", languages: "de" });
  await publishPrivacy(actor, "en", (await generatedNotice("en")).text);
  await publishPrivacy(actor, "de", (await generatedNotice("de")).text);
  expect(await outdatedPrivacyLanguages()).toEqual([]);
  configure({ MAP_PROVIDER: "osm" });
  expect((await outdatedPrivacyLanguages()).map((l) => l.code)).toEqual(["en", "de"]);
  await publishPrivacy(actor, "de", (await generatedNotice("de")).text);
  expect(await outdatedPrivacyLanguages()).toEqual([{ code: "en", name: "English" }]);
});

test("the notice is Markdown without HTML: markup the owner types is shown as text", () => {
  const sections = noticeSections('Intro <b>bold</b>\n\n## Heading <i>x</i>\n\n<img src=x onerror="alert(1)">\n');
  expect(sections.map((s) => s.heading)).toEqual([null, "Heading <i>x</i>"]);
  const html = sections.map((s) => renderMarkdown(s.body)).join("");
  expect(html).not.toMatch(/<(b|img|i)\b/);
  expect(html).toContain("&lt;img src=x");
});

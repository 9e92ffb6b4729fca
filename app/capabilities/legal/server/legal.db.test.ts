/**
 * The legal notice's service on SQLite and PostgreSQL (issue 25 §6): plain
 * text only, length-limited, checked where it has a shape; kept unfinished
 * but public (page, footer, sitemap, checklist's tick) only once name, postal
 * address and e-mail are there; offered on the checklist to sites that look
 * German, Austrian or Swiss; audited; in the export.
 */
import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { beforeEach, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { db } from "~/core/db/client.server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { createUser } from "~/core/auth/data/users.server.ts";
import { exportSite } from "~/core/backup/backup.server.ts";
import { loadOnboarding, publicNav } from "~/core/composition.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { legalNoticeSchema } from "~/capabilities/legal/schemas.ts";
import { removeDemoLegal, seedLegal } from "~/capabilities/legal/demo.server.ts";
import { type LegalNotice, emptyNotice } from "~/capabilities/legal/lib/notice.ts";
import {
  legalNavItems,
  legalNoticeDone,
  legalNoticeOffered,
  legalSitemap,
  legalStudioNotice,
  publicLegalNotice,
  readLegalNotice,
  saveLegalNotice,
} from "./legal.server.ts";

useTestDatabase();
const actor = { id: "owner-1", email: "owner@example.com" };
const en = studioTranslatorFor("en");
const de = studioTranslatorFor("de");

const form = (o: Record<string, string>) => new URLSearchParams(o);
const parse = (o: Record<string, string>, tr = en) => parseSubmission(legalNoticeSchema(tr.t), form(o), tr);

const full: LegalNotice = {
  ...emptyNotice(),
  country: "DE",
  name: "The Night Owls",
  legal_form: "GbR",
  representative: "Ana Lima, Ben Okafor",
  address: "Kurt-Eisner-Straße 11\n04275 Leipzig\nDeutschland",
  email: "band@owls.example",
  phone: "+49 341 555 0101",
  vat_id: "DE123456789",
  responsible: "Ana Lima, address as above",
};

beforeEach(async () => {
  await db().deleteFrom("legal_notice").execute();
  await updateSettings({ language: "en", languages: "", time_zone: "UTC", address: "", phone: "" });
});

test("fields are plain text: markup, control characters, a second line where one belongs and overlong text are refused", () => {
  const bad = parse({
    name: "<b>The Night Owls</b>",
    legal_form: "GbR\nand more",
    address: "Street 1\u0007",
    email: "band at owls",
    phone: "call us",
    vat_id: "DE<123>",
    extra: "x".repeat(2001),
    country: "FR",
  });
  expect(bad.ok).toBe(false);
  expect(bad.errors).toEqual({
    name: "Plain text only: this looks like markup (<…>). Type the text without tags.",
    legal_form: "This field takes one line.",
    address: "This text holds invisible control characters; type it again without them.",
    email: "Enter an e-mail address like info@example.com.",
    phone: "Use digits, spaces and + ( ) - / . only.",
    vat_id: expect.any(String),
    extra: "At most 2000 characters.",
    country: "Choose a country from the list.",
  });
  // In the owner's studio language.
  expect(parse({ name: "<script>alert(1)</script>" }, de).errors.name).toBe(
    "Nur reiner Text: Das sieht nach Auszeichnung aus (<…>). Gib den Text ohne Tags ein.",
  );
  // Text that only has a "<" in it, ampersands and quotes is text; lines are tidied, not refused.
  const ok = parse({
    name: ' Müller & Söhne "Live" ',
    address: "  Hof 3  \r\n\r\n\r\n\r\n 1080 Wien ",
    extra: "Ticket prices < 20 €",
  });
  expect(ok.errors).toEqual({});
  expect(ok.value).toMatchObject({ name: 'Müller & Söhne "Live"', address: "Hof 3\n\n1080 Wien", country: "" });
});

test("an unfinished notice is kept but not public; complete, it is on /legal, in every footer and in the sitemap", async () => {
  expect(await publicLegalNotice()).toBeNull();
  expect(await legalNavItems()).toEqual([]);
  await saveLegalNotice(actor, { ...emptyNotice(), name: "The Night Owls", country: "DE" });
  expect(await readLegalNotice()).toMatchObject({ name: "The Night Owls", country: "DE" });
  expect([await legalNoticeDone(), await publicLegalNotice(), await legalSitemap()]).toEqual([false, null, []]);
  expect(await legalStudioNotice()).toMatchObject({ complete: false, notice: { name: "The Night Owls" } });

  await saveLegalNotice(actor, full);
  expect(await legalNoticeDone()).toBe(true);
  expect((await publicLegalNotice())?.notice).toEqual(full);
  expect(await legalSitemap()).toEqual([{ path: "/legal", lastmod: expect.any(String) }]);
  // The footer's entry, in the site's language.
  expect((await publicNav([], translatorFor("de"))).footer).toContainEqual({ to: "/legal", label: "Impressum" });
  expect((await publicNav([], translatorFor("en"))).footer).toContainEqual({ to: "/legal", label: "Legal notice" });
  const [entry] = await listAudit({ entity: "legal_notice" });
  expect(entry).toMatchObject({ action: "legal.update", user_email: "owner@example.com" });
  expect(JSON.parse(entry!.detail!)).toMatchObject({ complete: true, country: "DE" });

  // Emptied again: gone from the page, the footer and the sitemap.
  await saveLegalNotice(actor, { ...full, email: "" });
  expect([await publicLegalNotice(), await legalNavItems(), await legalSitemap()]).toEqual([null, [], []]);
});

test("the checklist offers it to German, Austrian and Swiss sites and ticks it only when the required fields are stored", async () => {
  const owner = await createUser({
    email: "owner@example.com",
    displayName: "Owner",
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$AAAA$BBBB",
    role: "owner",
  });
  const step = async () => (await loadOnboarding(owner, de)).find((s) => s.id === "legal");
  expect(await legalNoticeOffered()).toBe(false);
  expect(await step()).toBeUndefined();
  await updateSettings({ time_zone: "Europe/Zurich" });
  expect(await step()).toEqual({ id: "legal", label: "Impressum ausfüllen", href: "/admin/legal", done: false });
  // The studio form starts from the country the site's details name.
  expect((await legalStudioNotice()).notice.country).toBe("CH");
  await updateSettings({ time_zone: "UTC", languages: "de" });
  expect(await legalNoticeOffered()).toBe(true);
  await saveLegalNotice(actor, { ...full, address: "" });
  expect((await step())?.done).toBe(false);
  await saveLegalNotice(actor, full);
  expect((await step())?.done).toBe(true);
});

test("the export carries the notice like any other content", async () => {
  await saveLegalNotice(actor, full);
  const chunks: Buffer[] = [];
  for await (const c of Readable.from(exportSite())) chunks.push(c as Buffer);
  const tar = gunzipSync(Buffer.concat(chunks));
  const size = parseInt(tar.subarray(124, 136).toString("ascii"), 8);
  const data = JSON.parse(tar.subarray(512, 512 + size).toString("utf8")) as {
    tables: Record<string, Record<string, unknown>[]>;
  };
  expect(data.tables.legal_notice).toEqual([
    expect.objectContaining({ id: 1, name: "The Night Owls", vat_id: "DE123456789" }),
  ]);
});

test("the demo's notice is seeded only on a site without one, and removing the demo leaves a notice the owner saved", async () => {
  const ctx = { now: new Date(), dataDir: "", timeZone: "Europe/Berlin" };
  await seedLegal(ctx);
  expect(await readLegalNotice()).toMatchObject({ name: "The Velvet Lanterns", country: "DE" });
  // Shown (the footer's link is part of the demo), but the checklist does not count the demo's notice as the owner's.
  expect((await legalNavItems()).map((n) => n.to)).toEqual(["/legal"]);
  expect(await legalNoticeDone()).toBe(false);
  expect((await legalStudioNotice()).demo).toBe(true);
  await removeDemoLegal();
  expect(await publicLegalNotice()).toBeNull();

  await seedLegal(ctx);
  await saveLegalNotice(actor, full);
  expect([await legalNoticeDone(), (await legalStudioNotice()).demo]).toEqual([true, false]);
  await seedLegal(ctx);
  await removeDemoLegal();
  expect((await publicLegalNotice())?.notice).toEqual(full);
});

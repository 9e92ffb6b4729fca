/**
 * The press kit's second part on both databases: logos (PNG kept as
 * uploaded, SVG through the theme's sanitiser — nothing that runs survives),
 * the rider and stage plot sniffed as PDF by their bytes and size-limited
 * (413/415 with the catalogue's messages), files private with a private kit,
 * contacts by role checked row by row, the page's next dates and media.
 */
import { expect, test } from "vitest";
import * as fx from "~tests/fixtures/images.ts";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { AppError, catalogueMessage } from "~/core/errors.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { parsePressForm as parseWith, type PressFormValue } from "~/capabilities/press/lib/form.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import type { FormInput } from "~/core/validation/forms.ts";
import { readPressKit, savePressKit, visiblePressKit } from "./press.server.ts";
import { deletePressKit } from "./data/press.server.ts";
import { checkLogo, checkPdf, PDF_MAX_BYTES, removePressFile, savePressFile } from "./files.server.ts";
import { pressFile, pressPage } from "./public.server.ts";

/** The studio form read with English messages. */
const parsePressForm = (input: FormInput) => parseWith(input, studioTranslatorFor("en"));

useTestDatabase();
const actor = { id: "u1", email: "owner@example.com" };
const kit = (v: Partial<PressFormValue>): PressFormValue => ({
  shortBio: "The band.",
  longBio: "",
  photos: [],
  quotes: [],
  played: [],
  contacts: [],
  visibility: "public",
  ...v,
});

function refused(f: () => unknown): AppError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error("not refused");
}

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test("a PDF is known by its bytes: a fake one is 415, an oversized one 413, with the catalogue's messages", () => {
  expect(checkPdf("rider", PDF)).toMatchObject({ slot: "rider", mime: "application/pdf" });
  // A page of HTML named rider.pdf, a PNG, a PDF signature later in the file: not PDFs.
  for (const fake of [
    Buffer.from("<html><script>alert(1)</script></html>"),
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    Buffer.concat([Buffer.from(" "), PDF]),
  ]) {
    const e = refused(() => checkPdf("stage_plot", fake));
    expect([e.code, e.status, e.field, e.message]).toEqual([
      "unsupported_type",
      415,
      "stage_plot",
      catalogueMessage("unsupported_type"),
    ]);
  }
  const big = Buffer.alloc(PDF_MAX_BYTES + 1, 0x20);
  PDF.copy(big);
  const e = refused(() => checkPdf("rider", big));
  expect([e.code, e.status, e.field, e.message]).toEqual([
    "too_large",
    413,
    "rider",
    "This file is too large (max 20 MB).",
  ]);
});

test("an SVG logo loses its script, handlers and outside links; a PNG is kept as uploaded with its size; anything else is 415", async () => {
  const hostile = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 300 100" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="300" height="100" fill="#c00"/></a><image href="https://evil.example/x.png"/><circle cx="50" cy="50" r="40" onclick="alert(4)"/></svg>',
  );
  const svg = checkLogo(hostile);
  const text = svg.data.toString("utf8");
  expect(svg).toMatchObject({ slot: "logo_svg", mime: "image/svg+xml", width: 300, height: 100 });
  expect(text).toContain("<circle");
  for (const bad of ["<script", "onload", "onclick", "javascript:", "evil.example", "<a"])
    expect(text).not.toContain(bad);

  const pngBytes = await fx.png(320, 120);
  const png = checkLogo(pngBytes);
  expect(png).toMatchObject({ slot: "logo_png", mime: "image/png", width: 320, height: 120 });
  expect(png.data.equals(pngBytes)).toBe(true);

  expect(refused(() => checkLogo(Buffer.from("%PDF-1.4 not a logo"))).status).toBe(415);
  expect(refused(() => checkLogo(Buffer.from('<!-- an SVG? --><div onclick="alert(1)">no drawing</div>'))).status).toBe(
    415,
  );
  expect(refused(() => checkLogo(Buffer.alloc(3 * 1024 * 1024, 0x20))).status).toBe(413);
});

test("files are stored, listed, downloaded only while the kit may be seen, replaced and removed (audited)", async () => {
  await deletePressKit();
  await savePressKit(actor, kit({ visibility: "private" }));
  await savePressFile(actor, checkPdf("rider", PDF));
  await savePressFile(
    actor,
    checkLogo(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40"/></svg>',
      ),
    ),
  );
  const k = await readPressKit();
  expect(k.files.map((f) => [f.slot, f.size])).toEqual([
    ["logo_svg", expect.any(Number)],
    ["rider", PDF.length],
  ]);

  // Private: without the key there is nothing; with it, the bytes as stored and a link that carries the key.
  await expect(pressFile(null, "technical-rider.pdf")).rejects.toMatchObject({ code: "not_found" });
  const f = await pressFile(k.token, "technical-rider.pdf");
  expect(f?.data.equals(PDF)).toBe(true);
  expect(await pressFile(k.token, "stage-plot.pdf")).toBeUndefined();
  expect(await pressFile(k.token, "../marquee.sqlite")).toBeUndefined();
  const page = await pressPage(k.token);
  expect(page.documents).toEqual([
    {
      slot: "rider",
      href: `/press/files/technical-rider.pdf?key=${encodeURIComponent(k.token)}`,
      size: PDF.length,
      width: 0,
      height: 0,
    },
  ]);
  expect(page.logos.map((l) => [l.slot, l.width, l.height])).toEqual([["logo_svg", 120, 40]]);

  await removePressFile(actor, "rider");
  expect((await readPressKit()).files.map((x) => x.slot)).toEqual(["logo_svg"]);
  expect((await listAudit({ entity: "press_file" })).map((a) => a.action)).toEqual(
    expect.arrayContaining(["press.file", "press.file_remove"]),
  );

  // A kit with only a file in it is worth showing.
  await savePressKit(actor, kit({ shortBio: "", visibility: "public" }));
  expect((await visiblePressKit(null)).files).toHaveLength(1);
});

test("contacts by role: a bad row is refused under its fields, an empty row dropped, a good one saved and shown", async () => {
  const bad = parsePressForm({
    role: ["booking", "agent", "press", "label"],
    contact_name: ["Lena", "Sam", "", ""],
    email: ["lena@example", "sam@example.com", "x@example.com", ""],
    phone: ["", "call me", "", ""],
  });
  expect(bad.value).toBeUndefined();
  expect(bad.errors).toEqual({
    "email.0": expect.any(String),
    "role.1": expect.any(String),
    "phone.1": expect.any(String),
    "contact_name.2": expect.any(String),
  });
  // A header injection attempt is not an e-mail address.
  expect(
    parsePressForm({
      role: ["press"],
      contact_name: ["Eve"],
      email: ["eve@example.com\r\nBcc: all@example.com"],
      phone: [""],
    }).errors,
  ).toHaveProperty("email.0");

  const good = parsePressForm({
    role: ["management", "booking"],
    contact_name: ["Mo", ""],
    email: ["mo@example.com", ""],
    phone: ["+44 (0)20 7946-0000", ""],
  });
  expect(good.value?.contacts).toEqual([
    { role: "management", name: "Mo", email: "mo@example.com", phone: "+44 (0)20 7946-0000" },
  ]);
  await deletePressKit();
  await savePressKit(actor, good.value!);
  const page = await pressPage(null);
  expect(page.contacts).toEqual(good.value!.contacts);
});

test("the next dates come from the events capability: published, to come, soonest first", async () => {
  await deletePressKit();
  await savePressKit(actor, kit({}));
  await publishEvent({
    title: "Later show",
    startLocal: "2031-06-01T20:00",
    venue: { create: { name: "Lantern Hall", address: "", website: "", latitude: null, longitude: null } },
  });
  await publishEvent({ title: "Sooner show", startLocal: "2031-05-01T20:00" });
  await publishEvent({ title: "Long gone", startLocal: "2001-05-01T20:00" });
  const dates = (await pressPage(null)).dates;
  const titles = dates.map((d) => d.title);
  expect(titles.indexOf("Sooner show")).toBeLessThan(titles.indexOf("Later show"));
  expect(titles).not.toContain("Long gone");
  expect(dates.find((d) => d.title === "Later show")).toMatchObject({
    venueName: "Lantern Hall",
    path: expect.stringMatching(/^\/events\//),
  });
});

test("the next dates' times are written in the site's locale", async () => {
  await deletePressKit();
  await savePressKit(actor, kit({}));
  await publishEvent({ title: "Paris night", startLocal: "2031-09-05T21:00", tz: "Europe/Paris" });
  await updateSettings({ language: "de" });
  try {
    const d = (await pressPage(null)).dates.find((x) => x.title === "Paris night");
    expect(d?.whenText).toMatch(/Freitag|Fr\./);
    expect(d?.whenText).toContain("21:00");
  } finally {
    await updateSettings({ language: "en" });
  }
});

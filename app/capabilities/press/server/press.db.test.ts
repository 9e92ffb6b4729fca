/**
 * The press kit on both databases: "Download all" is a ZIP read back by an
 * independent reader (yauzl) with every photo byte-identical to its original
 * and only the kit's photos in it; the private-link rule (404 without the
 * current key, the old key dead after rotating, never in the sitemap); an
 * empty kit is the 404 page; the form's bad rows are refused under their
 * fields with nothing saved.
 */
import type { Readable } from "node:stream";
import { expect, test } from "vitest";
import yauzl from "yauzl";
import * as fx from "~tests/fixtures/images.ts";
import { publishedImageUpload, setUploadPublished } from "~tests/factories/uploads.ts";
import { useTestDatabase } from "~tests/setup/db.ts";
import { AppError } from "~/core/errors.ts";
import { sitemapEntries } from "~/core/seo/sitemap.server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { parsePressForm as parseWith, type PressFormValue } from "~/capabilities/press/lib/form.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import type { FormInput } from "~/core/validation/forms.ts";
import { readPressKit, rotatePressToken, savePressKit, visiblePressKit } from "./press.server.ts";
import { deletePressKit } from "./data/press.server.ts";
import { removeDemoPress, seedPress } from "~/capabilities/press/demo.server.ts";
import { pressPage, pressPhotoOriginal, pressPhotosZip } from "./public.server.ts";

/** The studio form read with English messages. */
const parsePressForm = (input: FormInput) => parseWith(input, studioTranslatorFor("en"));

const getDb = useTestDatabase();
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

async function collect(s: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Every entry of a ZIP, read with yauzl (an independent reader that checks sizes and CRCs). */
function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error("no zip"));
      const out = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error("no stream"));
          collect(stream).then((b) => {
            out.set(entry.fileName, b);
            zip.readEntry();
          }, reject);
        });
      });
      zip.on("end", () => resolve(out));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

async function notFound(p: Promise<unknown>): Promise<void> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  expect((e as AppError).code).toBe("not_found");
}

test("Download all is a ZIP of the originals, byte for byte, with the credits and nothing else", async () => {
  const dir = getDb().dataDir;
  const bytes = [await fx.jpeg(900, 600, 11), await fx.jpeg(640, 960, 12), await fx.jpeg(800, 800, 13)];
  const ups = [];
  for (const [i, b] of bytes.entries()) ups.push(await publishedImageUpload(dir, `Press photo ${i}`, b));
  const other = await publishedImageUpload(dir, "Not in the kit", await fx.jpeg(500, 500, 14));
  await savePressKit(actor, kit({ photos: ups.map((u, i) => ({ id: u.id, credit: `Photo: Person ${i}` })) }));

  const files = await unzip(await collect(await pressPhotosZip(null)));
  expect([...files.keys()]).toEqual(["press-photo-01.jpg", "press-photo-02.jpg", "press-photo-03.jpg", "credits.txt"]);
  bytes.forEach((b, i) => expect(files.get(`press-photo-0${i + 1}.jpg`)!.equals(b)).toBe(true));
  expect(files.get("credits.txt")!.toString("utf8")).toBe(
    "press-photo-01.jpg: Photo: Person 0\npress-photo-02.jpg: Photo: Person 1\npress-photo-03.jpg: Photo: Person 2\n",
  );
  // Every entry is dated by the kit's last change, not by the download: the same kit is the same bytes
  // (a published static site uploads the archive again only when the kit changed).
  await getDb().handle.db.updateTable("press_kit").set({ updated_at: "2025-05-01T10:00:00.000Z" }).execute();
  const zipBytes = await collect(await pressPhotosZip(null));
  const dates = await new Promise<number[]>((resolve, reject) =>
    yauzl.fromBuffer(zipBytes, { lazyEntries: false }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error("no zip"));
      const out: number[] = [];
      zip.on("entry", (e: yauzl.Entry) => out.push(e.getLastModDate().getTime()));
      zip.on("end", () => resolve(out));
    }),
  );
  for (const d of dates) expect(Math.abs(d - Date.parse("2025-05-01T10:00:00.000Z"))).toBeLessThanOrEqual(2000); // ZIP dates count in 2 s steps
  expect((await collect(await pressPhotosZip(null))).equals(zipBytes)).toBe(true);

  // One photo's download is its original too; a picture that is not in the kit is not offered.
  const one = await pressPhotoOriginal(null, ups[1]!.id);
  expect(one).toMatchObject({ mime: "image/jpeg", name: "press-photo-02.jpg" });
  expect((await collect(one!.body)).equals(bytes[1]!)).toBe(true);
  expect(await pressPhotoOriginal(null, other.id)).toBeUndefined();
  expect(await pressPhotoOriginal(null, "../../marquee.sqlite")).toBeUndefined();

  // A photo hidden from the site afterwards leaves the page and the ZIP.
  await setUploadPublished(ups[0]!.id, false);
  expect((await pressPage(null)).photos.map((p) => p.id)).toEqual([ups[1]!.id, ups[2]!.id]);
  expect([...(await unzip(await collect(await pressPhotosZip(null)))).keys()]).toEqual([
    "press-photo-02.jpg",
    "press-photo-03.jpg",
    "credits.txt",
  ]);
});

test("a private kit is the 404 page without its current key, never in the sitemap; rotating kills the old key", async () => {
  await deletePressKit(); // the tests share a database: start without a kit
  await notFound(visiblePressKit(null)); // nothing yet: an empty kit is the 404 page
  expect((await sitemapEntries()).some((e) => e.path === "/press")).toBe(false);

  await savePressKit(actor, kit({ visibility: "public" }));
  expect((await visiblePressKit(null)).shortBio).toBe("The band.");
  expect((await sitemapEntries()).some((e) => e.path === "/press")).toBe(true);

  await savePressKit(actor, kit({ visibility: "private" }));
  const { token } = await readPressKit();
  expect(token.length).toBeGreaterThanOrEqual(24);
  await notFound(visiblePressKit(null));
  await notFound(visiblePressKit("wrong"));
  await notFound(visiblePressKit(token.slice(0, -1)));
  await notFound(pressPhotosZip(null));
  const page = await pressPage(token);
  expect(page.private).toBe(true);
  expect((await sitemapEntries()).some((e) => e.path === "/press")).toBe(false);

  await rotatePressToken(actor);
  const fresh = (await readPressKit()).token;
  expect(fresh).not.toBe(token);
  await notFound(visiblePressKit(token));
  expect((await visiblePressKit(fresh)).visibility).toBe("private");
  expect((await listAudit({ entity: "press_kit" })).map((a) => a.action)).toEqual(
    expect.arrayContaining(["press.update", "press.rotate"]),
  );
});

test("bad quote rows are refused under their fields and nothing is saved; empty rows are dropped", () => {
  const bad = parsePressForm({
    short_bio: "x",
    quote: ["Great.", "", "Loud."],
    source: ["", "", "The Paper"],
    link: ["javascript:alert(1)", "", ""],
    date: ["", "", "14 May"],
  });
  expect(bad.value).toBeUndefined();
  expect(bad.errors).toEqual({
    "source.0": expect.any(String),
    "link.0": expect.any(String),
    "date.2": expect.any(String),
  });
  const good = parsePressForm({
    quote: ["Great.", ""],
    source: ["The Paper", ""],
    // As people copy it: kept with https://.
    link: ["example.com/review", ""],
    date: ["2026-05-14", ""],
    visibility: "private",
  });
  expect(good.value).toMatchObject({
    visibility: "private",
    quotes: [{ quote: "Great.", source: "The Paper", link: "https://example.com/review", date: "2026-05-14" }],
  });
});

test("the festivals and venues played: a row needs its name, a link must be a web address; kept rows are saved and read back", async () => {
  const bad = parsePressForm({
    played_name: ["Roskilde", "", "Fusion"],
    played_link: ["", "https://x.example", "ftp://x"],
  });
  expect(bad.errors).toEqual({ "played_name.1": expect.any(String), "played_link.2": expect.any(String) });
  const good = parsePressForm({ short_bio: "x", played_name: ["Roskilde", "", ""], played_link: ["", "", ""] });
  expect(good.value!.played).toEqual([{ name: "Roskilde", link: "" }]);
  await savePressKit(actor, { ...good.value!, visibility: "public" });
  expect((await readPressKit()).played).toEqual([{ name: "Roskilde", link: "" }]);
});

test("the demo fills a public kit with the site's pictures only when there is none, and takes back only its own", async () => {
  await deletePressKit();
  await publishedImageUpload(getDb().dataDir, "Demo stage", await fx.jpeg(700, 500, 31));
  const ctx = { now: new Date(), dataDir: getDb().dataDir, timeZone: "Europe/Berlin" };
  await seedPress(ctx);
  const demo = await pressPage(null);
  expect(demo.shortBio?.text).toContain("The Velvet Lanterns");
  expect(demo.photos.length).toBeGreaterThan(0);
  expect((await sitemapEntries()).some((e) => e.path === "/press")).toBe(true);
  await removeDemoPress();
  await notFound(visiblePressKit(null));

  await savePressKit(actor, kit({ shortBio: "Our own words." }));
  await seedPress(ctx);
  await removeDemoPress();
  expect((await visiblePressKit(null)).shortBio).toBe("Our own words.");
});

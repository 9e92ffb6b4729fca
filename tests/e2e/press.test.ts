/**
 * The press kit (issue 14) as the owner and a booker meet it: two photos
 * uploaded, the kit filled in the studio (bios, photos with credits, a
 * quote); /press shows it at 390 and 1280 px (axe and html-validate clean, no
 * side-scrolling), the Copy button copies the plain text, "Download all" is a
 * ZIP an independent reader (yauzl) opens with both originals byte for byte;
 * printed, it is the kit alone on at most two A4 pages;
 * made private, /press is the 404 page without its link and shown with it.
 * The second part: "Add quote" adds a row without saving, a contact by role,
 * an SVG logo (its script removed) and a rider PDF uploaded (a fake PDF
 * refused, 415, under its field); /press shows the logo, the contacts as
 * mailto/tel links, the next dates, and the PDF downloads as an attachment
 * that is never sniffed or rendered in place.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import yauzl from "yauzl";
import * as fx from "~tests/fixtures/images.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";
import { validateHtml } from "../quality/html-validate.ts";

let app: App;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error("no zip"));
      const out = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on("error", reject);
        });
      });
      zip.on("end", () => resolve(out));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" onload="alert(1)"><script>alert(2)</script><rect width="240" height="80" fill="#222"/><circle cx="40" cy="40" r="24" fill="#fc3"/></svg>';
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

test("a press kit filled in the studio is a designed /press at 390 and 1280 px, with a ZIP of the originals; private, it needs its link", async () => {
  const { page, errors, context } = await openPage(browser);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/press`);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const photos = [await fx.jpeg(1600, 1067, 21), await fx.jpeg(1067, 1600, 22)];
  for (const [i, buffer] of photos.entries()) {
    const res = await page.request.post(
      `${app.url}/admin/uploads?purpose=event&alt=${encodeURIComponent(`Band photo ${i + 1}`)}&csrf=${encodeURIComponent(csrf)}`,
      {
        headers: { accept: "application/json", "x-csrf-token": csrf },
        multipart: { file: { name: `band-${i + 1}.jpg`, mimeType: "image/jpeg", buffer } },
      },
    );
    expect(res.status()).toBe(201);
  }

  // The pictures are processed in the background: the form offers them once ready.
  await expect
    .poll(async () => {
      await page.goto(`${app.url}/admin/press`);
      return page.locator('input[name="photo[]"]:not([disabled])').count();
    })
    .toBe(2);
  await hydrated(page);
  // A date to come, for the kit's "Next dates".
  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  await page.getByLabel("Title").fill("Harbour Night");
  await page.getByLabel("Start date").fill("2031-06-12");
  await page.getByLabel("Start time").fill("20:00");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);
  await page.goto(`${app.url}/admin/press`);
  await hydrated(page);

  // "Add quote" adds an empty row at once, without saving, and puts the cursor in it.
  const quoteRows = await page.getByRole("textbox", { name: "Quote", exact: true }).count();
  await page.getByRole("button", { name: "Add quote" }).click();
  // The row and the focus arrive after React's commit: wait for those states, not for a moment.
  await expect.poll(() => page.getByRole("textbox", { name: "Quote", exact: true }).count()).toBe(quoteRows + 1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`quote-${quoteRows}`);
  await page.getByLabel("Role").first().selectOption("booking");
  await page.getByLabel("Name", { exact: true }).first().fill("Lena Hoffmann");
  await page.getByLabel("E-mail", { exact: true }).first().fill("booking@example.com");
  await page.getByLabel("Phone (optional)").first().fill("+49 30 1234 5678");
  await page.getByLabel("Short biography").fill("Lantern Hall Quartet play **night jazz** from Leipzig.");
  await page.getByLabel("Long biography").fill("Founded in 2019.\n\nThree records, two hundred nights on stage.");
  await page.getByRole("checkbox", { name: "Band photo 1" }).check();
  await page.getByRole("checkbox", { name: "Band photo 2" }).check();
  await page.getByLabel("Photographer credit").first().fill("Photo: Ana Lima");
  await page.getByRole("textbox", { name: "Quote", exact: true }).first().fill("A quiet storm of a band.");
  await page.getByRole("textbox", { name: "Source", exact: true }).first().fill("Leipziger Zeitung");
  await page.getByLabel("Link (optional)").first().fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // A bad link is refused under its field, with what was typed kept.
  await expect
    .poll(() => page.locator(".field .error").allTextContents())
    .toContain("A web address, like example.com/review.");
  expect(await page.getByRole("textbox", { name: "Quote", exact: true }).first().inputValue()).toBe(
    "A quiet storm of a band.",
  );
  await page.getByLabel("Link (optional)").first().fill("https://example.com/review");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("Press kit saved.").waitFor();

  // The studio's form at 320 px: the rows, the files' forms and the private link fit without side-scrolling.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The home page's link to the kit: off until the owner shows it (Theme → home sections).
  expect(await (await page.request.get(`${app.url}/`)).text()).not.toContain('id="home-press"');
  await page.goto(`${app.url}/admin/theme`);
  await hydrated(page); // a box ticked before hydration would be unticked by it
  const sections = page.locator('form:has(input[name="intent"][value="sections"])');
  const pressBox = sections.locator('input[name="visible[]"][value="press"]');
  expect(await pressBox.isChecked()).toBe(false);
  await pressBox.check();
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/theme"));
  await sections
    .locator('input[name="intent"][value="sections"]')
    .evaluate((i: HTMLInputElement) => i.form!.requestSubmit());
  await saved;
  const home = await (await page.request.get(`${app.url}/`)).text();
  expect(home).toContain('id="home-press"');
  expect(home).toContain('href="/press"');
  await page.goto(`${app.url}/admin/press`);

  // Files: a fake PDF is refused under its field (415); a real one and an SVG logo (cleaned) are kept.
  await page
    .getByLabel("Upload technical rider")
    .setInputFiles({ name: "rider.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") });
  const refused = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/press"));
  await page
    .locator("form")
    .filter({ has: page.getByLabel("Upload technical rider") })
    .getByRole("button", { name: "Upload", exact: true })
    .click();
  expect((await refused).status()).toBe(415);
  await page.locator("#press-rider-error").waitFor();
  expect(await page.locator("#press-rider-error").textContent()).toBe("This file type isn't supported.");
  await page
    .getByLabel("Upload technical rider")
    .setInputFiles({ name: "rider.pdf", mimeType: "application/pdf", buffer: PDF });
  await page
    .locator("form")
    .filter({ has: page.getByLabel("Upload technical rider") })
    .getByRole("button", { name: "Upload", exact: true })
    .click();
  await page.getByText("File uploaded.").waitFor();
  await page
    .getByLabel("Upload logo")
    .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(HOSTILE_SVG) });
  await page
    .locator("form")
    .filter({ has: page.getByLabel("Upload logo") })
    .getByRole("button", { name: "Upload", exact: true })
    .click();
  // Waited for as a state (Playwright's own timeout, not expect.poll's one second: the machine is shared).
  await page.getByRole("link", { name: "Logo (SVG)" }).waitFor();

  for (const width of [390, 1280]) {
    const visitor = await openPage(browser, { viewport: { width, height: 900 } });
    const v = visitor.page;
    expect((await v.goto(`${app.url}/press`))?.status()).toBe(200);
    expect(await v.locator("main h1").textContent()).toBe("Press kit");
    expect(await v.locator(".press__bio .prose strong").first().textContent()).toBe("night jazz");
    expect(await v.locator(".press__grid img").count()).toBe(2);
    expect(await v.locator(".press__credit").allTextContents()).toContain("Photo: Ana Lima");
    expect(await v.locator(".press__quote blockquote").textContent()).toBe("A quiet storm of a band.");
    expect(await v.locator('main .press__contacts a[href="mailto:booking@example.com"]').textContent()).toBe(
      "booking@example.com",
    );
    expect(await v.locator('main .press__contacts a[href="tel:+493012345678"]').textContent()).toBe(
      "+49\u00a030\u00a01234\u00a05678",
    );
    expect(await v.locator("main .press__role").first().textContent()).toBe("Booking");
    expect(await v.locator("main .press__date-list a").first().textContent()).toBe("Harbour Night");
    await expect
      .poll(
        () =>
          v.locator("main .press__logo img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await v.getByRole("link", { name: /Technical rider/ }).getAttribute("href")).toBe(
      "/press/files/technical-rider.pdf",
    );
    expect(await v.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(describeViolations(`/press @${width}`, await runAxe(v))).toEqual([]);
    expect(await validateHtml(`/press @${width}`, await v.content())).toEqual([]);
    if (width === 1280) {
      // Print: the kit alone (no header, no buttons), within two A4 pages.
      await v.emulateMedia({ media: "print" });
      expect(
        await v
          .locator(".press__copy, .press__zip")
          .evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== "none").length),
      ).toBe(0);
      const pdf = await v.pdf({ format: "A4", printBackground: true });
      expect((pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeLessThanOrEqual(2);
    }
    await visitor.context.close();
  }

  // The plain text without JavaScript, and the Copy button with it.
  const booker = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await booker.context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await booker.page.goto(`${app.url}/press`);
  expect(await booker.page.locator(".press__bio textarea").nth(1).inputValue()).toBe(
    "Founded in 2019.\n\nThree records, two hundred nights on stage.",
  );
  await hydrated(booker.page);
  await booker.page.getByRole("button", { name: "Copy short biography" }).click();
  await booker.page.getByText("Copied").waitFor();
  expect(await booker.page.evaluate(() => navigator.clipboard.readText())).toBe(
    "Lantern Hall Quartet play night jazz from Leipzig.",
  );

  // Download all: a ZIP of the originals, opened by yauzl.
  const zipRes = await booker.page.request.get(`${app.url}/press/photos.zip`);
  expect(zipRes.status()).toBe(200);
  expect(zipRes.headers()["content-type"]).toBe("application/zip");
  expect(zipRes.headers()["content-disposition"]).toMatch(/^attachment;/);
  const files = await unzip(await zipRes.body());
  const jpegs = [...files].filter(([name]) => name.endsWith(".jpg")).map(([, b]) => b);
  expect(jpegs).toHaveLength(2);
  for (const original of photos) expect(jpegs.some((b) => b.equals(original))).toBe(true);
  // The rider: an attachment, never sniffed, nothing in it may run; the logo: cleaned of its script.
  const rider = await booker.page.request.get(`${app.url}/press/files/technical-rider.pdf`);
  expect(rider.status()).toBe(200);
  expect(rider.headers()["content-type"]).toBe("application/pdf");
  expect(rider.headers()["content-disposition"]).toBe('attachment; filename="technical-rider.pdf"');
  expect(rider.headers()["x-content-type-options"]).toBe("nosniff");
  expect(rider.headers()["content-security-policy"]).toContain("sandbox");
  expect((await rider.body()).equals(PDF)).toBe(true);
  const logo = await booker.page.request.get(`${app.url}/press/files/logo.svg`);
  expect(logo.headers()["content-disposition"]).toMatch(/^attachment;/);
  const svg = await logo.text();
  expect(svg).toContain("<circle");
  expect(svg).not.toMatch(/script|onload/);
  expect((await booker.page.request.get(`${app.url}/press/files/stage-plot.pdf`)).status()).toBe(404);
  const sitemap = await (await booker.page.request.get(`${app.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${app.url}/press</loc>`);

  // Private: the 404 page without the link, the kit with it; not in the sitemap.
  await page.getByLabel("Who can see the press kit").selectOption("private");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("Press kit saved.").waitFor();
  const link = (await page.locator(".press-form__link").textContent())!;
  expect((await booker.page.goto(`${app.url}/press`))?.status()).toBe(404);
  expect((await booker.page.request.get(`${app.url}/press/photos.zip`)).status()).toBe(404);
  expect((await booker.page.goto(link))?.status()).toBe(200);
  expect(await booker.page.getAttribute('meta[name="robots"]', "content")).toBe("noindex");
  expect(await (await booker.page.request.get(`${app.url}/sitemap.xml`)).text()).not.toContain("/press<");
  expect(errors).toEqual([]);
  expect(booker.errors).toEqual([]);
});

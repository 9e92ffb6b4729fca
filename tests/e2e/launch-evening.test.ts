/**
 * A new owner's evening (issue 25, "done when"), in Chromium on a 390 px phone, through the project's
 * Caddy configuration over HTTPS (tests/fixtures/caddy.ts, `tls internal`) on a first start with the
 * demo content and no owner yet: setup → the demo removed (confirmed), restored from its automatic backup and removed
 * again → the site's name, a picture with alt text and a theme → one venue found by address search
 * (the local Nominatim-contract server) and one placed by a pasted map link → an event with RSVP at a
 * saved venue → e-mail through a provider preset against the local SMTP server, with the DNS check (the
 * local DNS server) showing the one missing record → the legal notice → a backup. Every checklist
 * step is then ticked by the server — and the e-mail step unticks when the SMTP server stops accepting.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, startApp } from "./harness.ts";
import { toast } from "./studio-helpers.ts";
import { startCaddy, type RunningCaddy } from "../fixtures/caddy.ts";
import { type DnsFixture, startDnsServer } from "../fixtures/dns-server.ts";
import { type GeocoderServer, startGeocoder } from "../fixtures/geocoder-server.ts";
import { type SmtpFixture, startSmtpServer } from "../fixtures/smtp-server.ts";
import * as fx from "../fixtures/images.ts";
import { freePort } from "../setup/postgres.ts";

const DOMAIN = "marquee.localhost";
const OWNER = { name: "Mara Vale", email: "mara@lanterns.example", password: "brass-and-Lanterns-at-dusk" };
const SMTP_USER = { user: "web@lanterns.example", pass: "an-app-password-for-smtp" };
const STEPS = [
  "Open this studio at your site's public https:// address",
  "Give your site its name and a picture",
  "Choose a theme and your colours",
  "Add your first own event",
  "Send yourself a test e-mail, so messages reach you",
  "Fill in your legal notice (Impressum)",
  "Remove the demo content when you are ready",
  "Take a backup (a verified one in the last 7 days)",
];

let app: App;
let caddy: RunningCaddy;
let browser: Browser;
let smtp: SmtpFixture;
let geo: GeocoderServer;
let dns: DnsFixture;
let base: string;

beforeAll(async () => {
  [smtp, geo, dns] = await Promise.all([
    startSmtpServer({ auth: SMTP_USER }),
    startGeocoder(),
    // The band's domain at Fastmail: SPF and DKIM published, DMARC not yet.
    startDnsServer({
      "lanterns.example": { txt: ["v=spf1 include:spf.messagingengine.com ~all"] },
      "fm1._domainkey.lanterns.example": { cname: "fm1.lanterns.example.dkim.fmhosted.com" },
    }),
  ]);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  // A copy of the run's first start with the demo (no owner yet: it prints a new setup code, as a fresh install does).
  app = await startApp({
    DEMO_CONTENT: "true",
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    TRUST_PROXY: "loopback",
    PUBLIC_URL: `https://${DOMAIN}:${httpsPort}`,
    GEOCODER_URL: geo.url,
    DNS_SERVERS: dns.server,
  });
  caddy = await startCaddy({ upstream: `127.0.0.1:${app.port}`, domain: DOMAIN, httpPort, httpsPort });
  base = caddy.httpsUrl;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await caddy?.stop();
  await app?.stop();
  await Promise.all([smtp?.close(), geo?.close(), dns?.close()]);
});

/** Nothing on the page is wider than the phone (a failure names what sticks out). */
async function fits(page: Page, where: string) {
  const wide = await page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.querySelectorAll("body *")]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(-3)
          .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
  );
  expect([where, wide]).toEqual([where, []]);
}

async function go(page: Page, path: string) {
  await page.goto(`${base}${path}`);
  await hydrated(page);
  await fits(page, path);
}

/** The dashboard's checklist as the server reports it: each step's label and whether it is done. */
async function checklist(page: Page): Promise<Record<string, boolean>> {
  await go(page, "/admin");
  const box = page.getByRole("region", { name: "Get your site ready" });
  if ((await box.count()) === 0) return Object.fromEntries(STEPS.map((s) => [s, true]));
  const items = await box
    .getByRole("listitem")
    .evaluateAll((lis) =>
      lis.map((li) => [li.querySelector("a")?.textContent ?? "", li.classList.contains("done")] as const),
    );
  return Object.fromEntries(items);
}

/** What the owner types on the studio's e-mail page to reach the local SMTP server (a relay at the preset's provider). */
async function localSmtp(page: Page) {
  await page.getByLabel("Server (host name)").fill("127.0.0.1");
  await page.getByLabel("Security").selectOption("none");
  await page.getByLabel("Port (optional)").fill(String(smtp.port));
}

test("a new owner's evening: from the setup code to a site whose every checklist step the server has checked", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });

  // 1. The setup code `npm start` printed, over HTTPS through the proxy.
  await go(page, "/admin/setup");
  await page.getByLabel("Setup code").fill(app.setupCode()!);
  await page.getByLabel("Your name").fill(OWNER.name);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByLabel("Repeat password").fill(OWNER.password);
  await page.getByRole("button", { name: /set up|create/i }).click();
  await page.waitForURL((u) => u.pathname === "/admin");
  // Only the address step is done: this very visit came over https:// to PUBLIC_URL.
  expect(await checklist(page)).toEqual(Object.fromEntries(STEPS.map((s, i) => [s, i === 0])));

  // 2. The demo: removed (asked first), restored from the automatic backup (asked too), removed again.
  const demo = page.locator("#demo");
  await demo.getByRole("link", { name: "Remove demo content…" }).click();
  await page.getByRole("button", { name: "Remove demo content" }).click();
  await page.getByText("The demo content is removed. A backup of the site as it was on").first().waitFor();
  await page.getByRole("link", { name: "Restore the demo…" }).click();
  await page.getByRole("button", { name: "Restore the demo" }).click();
  await page.getByText("The demo is back, as it was before you removed it.").first().waitFor();
  await demo.getByRole("link", { name: "Remove demo content…" }).click();
  await page.getByRole("button", { name: "Remove demo content" }).click();
  await page.getByRole("link", { name: "Restore the demo…" }).waitFor();
  await fits(page, "/admin after the demo");

  // 3. The site's name, its time zone (a band in Leipzig) and a picture with its alt text.
  // Each on its settings sub-page (ADR 2740), found from the overview's cards.
  await go(page, "/admin/settings");
  await page
    .locator("main")
    .getByRole("link", { name: /^General/ })
    .click();
  await page.getByLabel("Name", { exact: true }).waitFor();
  await page.getByLabel("Name", { exact: true }).fill("The Lanterns");
  await page.getByLabel("Time zone").selectOption("Europe/Berlin");
  await page.getByRole("button", { name: "Save settings" }).click();
  await toast(page, "Settings saved.");
  await go(page, "/admin/settings/home");
  const hero = page.getByRole("group", { name: "Hero image" });
  await hero
    .getByLabel("Drop a new picture here, or choose one")
    .setInputFiles([{ name: "band.jpg", mimeType: "image/jpeg", buffer: await fx.jpeg(1600, 900, 5) }]);
  await expect
    .poll(() => hero.getByRole("list", { name: "Uploads" }).textContent(), { timeout: 30_000 })
    .toContain("Done");
  await hero.getByLabel("Alt text for this picture").fill("The Lanterns on stage under paper lanterns");
  await page.getByRole("button", { name: "Save settings" }).click();
  await toast(page, "Settings saved.");

  // 4. A theme.
  await go(page, "/admin/theme");
  const picker = page.getByRole("region", { name: "Choose a theme" });
  await picker.getByRole("radio").nth(2).check();
  await picker.getByRole("button", { name: "Apply" }).click();
  await toast(page, "Theme applied.");

  // 5. A venue found by its address, and one placed by a map link copied from Google Maps.
  await go(page, "/admin/venues/new");
  await page.getByLabel("Venue name").fill("Conne Island");
  await page.getByLabel("Address", { exact: true }).fill("Koburger Straße 3, Leipzig");
  const finder = page.getByRole("group", { name: "Find it on the map" });
  await finder.getByRole("button", { name: "Find this address" }).click();
  await finder
    .getByRole("list", { name: "Places found" })
    .getByRole("button", { name: /^Conne Island/ })
    .click();
  await expect.poll(() => page.getByLabel("Latitude").inputValue(), { timeout: 15_000 }).toBe("51.3112");
  await page.getByRole("button", { name: "Save venue" }).click();
  await page.waitForURL(`${base}/admin/venues`);
  await go(page, "/admin/venues/new");
  await page.getByLabel("Venue name").fill("Moritzbastei");
  await page
    .getByLabel("Or paste a map link")
    .fill(
      "https://www.google.com/maps/place/Moritzbastei/@51.3369,12.3797,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d51.33688!4d12.37971",
    );
  await page.getByRole("button", { name: "Use this link" }).click();
  await expect.poll(() => page.getByLabel("Latitude").inputValue(), { timeout: 15_000 }).toBe("51.33688");
  await page.getByRole("button", { name: "Save venue" }).click();
  await page.waitForURL(`${base}/admin/venues`);
  expect(geo.requests.length).toBe(1);

  // 6. An event at a saved venue, taking RSVPs, set up in the event form and published.
  await go(page, "/admin/events/new");
  await page.getByLabel("Title").fill("Lanterns at the Island");
  await page.getByLabel("Start date").fill("2031-09-19");
  await page.getByLabel("Start time").fill("20:00");
  const venue = page.getByLabel("Venue", { exact: true });
  await venue.selectOption((await venue.locator("option", { hasText: "Conne Island" }).getAttribute("value"))!);
  const rsvp = page.getByRole("group", { name: "RSVP" });
  await rsvp.getByLabel("Take RSVPs").check();
  await rsvp.getByLabel("Places").fill("80");
  await fits(page, "/admin/events/new filled in");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);

  // 7. E-mail through a provider's preset; the test reaches the local SMTP server; DNS names the one record missing.
  await go(page, "/admin/settings/email");
  await page.getByRole("radio", { name: /^SMTP/ }).check();
  await page.getByLabel("Your mail provider", { exact: true }).selectOption({ label: "Fastmail" });
  expect(await page.getByLabel("Server (host name)").inputValue()).toBe("smtp.fastmail.com");
  await localSmtp(page);
  await page.getByLabel("User name").fill(SMTP_USER.user);
  await page.getByLabel("Password").fill(SMTP_USER.pass);
  await page.getByLabel("From", { exact: true }).fill("The Lanterns <web@lanterns.example>");
  await page.getByLabel("Messages go to (optional)").fill(OWNER.email);
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect.poll(() => page.locator(".email-test-result").textContent()).toBe(`Test e-mail sent to ${OWNER.email}.`);
  await smtp.waitFor(1);
  const check = page.getByRole("region", { name: "Sender domain: lanterns.example" });
  await check.waitFor();
  const missing = check.getByRole("listitem").filter({ hasText: "DMARC" });
  expect(await missing.locator("dd").allTextContents()).toEqual(["_dmarc.lanterns.example", "TXT", "v=DMARC1; p=none"]);
  await page.getByRole("button", { name: "Save settings" }).click();
  await toast(page, "E-mail settings saved.");

  // 8. The legal notice, offered to a site in Germany.
  await go(page, "/admin/legal");
  await page.getByLabel("Name or company (required)").fill("Mara Vale");
  await page.getByLabel("Postal address (required)").fill("Kurt-Eisner-Straße 11\n04275 Leipzig");
  await page.getByLabel("E-mail (required)").fill("band@lanterns.example");
  await page.getByRole("button", { name: "Save legal notice" }).click();
  await toast(page, "Legal notice saved. It is shown at /legal.");

  // 9. A backup, verified.
  await go(page, "/admin/backups");
  await page.getByRole("button", { name: "Back up now" }).click();
  await toast(page, "Backup taken and verified");

  // Every step is checked by the server, not remembered from a click: the box has gone.
  expect(await checklist(page)).toEqual(Object.fromEntries(STEPS.map((s) => [s, true])));
  expect(await page.getByRole("region", { name: "Get your site ready" }).count()).toBe(0);

  // The mail server stops accepting: the next send is refused, and the e-mail step is open again.
  smtp.rejectNext(1, 550, "5.7.1 Relaying denied");
  await go(page, "/admin/settings/email");
  // The saved password is not shown again: the test uses the settings in force.
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect.poll(() => page.locator("main").textContent()).toMatch(/Relaying denied/);
  const after = await checklist(page);
  expect(after).toEqual(Object.fromEntries(STEPS.map((s) => [s, s !== STEPS[4]])));

  // The public site: the act's name, the event at its venue with RSVP open.
  await go(page, "/events/lanterns-at-the-island");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Lanterns at the Island");
  expect(await page.locator("main").textContent()).toContain("Conne Island");
  expect(errors).toEqual([]);
}, 600_000);

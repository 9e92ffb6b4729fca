/**
 * The newsletter journey (issue 12 point 5) in Chromium against a real server
 * that e-mails through a real SMTP server: a list imported in the studio →
 * write a newsletter → preview → a test to yourself arrives → schedule, and
 * take it back → send now → every subscriber gets one copy with the
 * unsubscribe headers → one unsubscribes with its one-click link → the
 * report counts it all. A newly published event → the new-date e-mail; the
 * one-field forms in the footer and on that event's page, without JavaScript.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { startSmtpServer, type SmtpFixture } from "../fixtures/smtp-server.ts";
import { type App, hydrated, launchBrowser, openPage, OWNER, signedIn, startApp } from "./harness.ts";
import { CONTACT_SECRET } from "./contact-token.ts";
import { humanTokens, linkIn, mailTo } from "./fans-helpers.ts";

let app: App;
let browser: Browser;
let smtp: SmtpFixture;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startApp({
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Owls Website <web@owls.example>",
    MAIL_TO: "inbox@owls.example",
    SESSION_SECRET: CONTACT_SECRET,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

const FANS = ["ines@fanmail.net", "omar@fanmail.net", "lea@fanmail.net"];
const withSubject = (s: string) => smtp.messages.filter((m) => m.subject === s);

test("compose → preview → a test arrives → schedule and take back → send now → one copy each → the report counts sent and unsubscribed", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);

  // A list to write to: imported, with the owner's statement, as confirmed subscribers.
  await page.goto(`${app.url}/admin/fans/import`);
  await hydrated(page);
  await page.getByLabel(/I confirm that everyone on this list agreed/).check();
  await page.getByLabel("CSV file").setInputFiles({
    name: "list.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`email,name\n${FANS.join(",\n")},\n`),
  });
  await page.getByRole("button", { name: "Import" }).click();
  await expect
    .poll(() => page.getByRole("status").filter({ hasText: "Import finished" }).textContent())
    .toMatch(/3 added/);

  await page.goto(`${app.url}/admin/fans`);
  await page.locator("main").getByRole("link", { name: "Newsletters" }).click();
  await page.getByRole("link", { name: "New newsletter" }).click();
  await page.waitForURL(/\/admin\/fans\/newsletters\/new$/);
  await hydrated(page);
  // A subject on two lines cannot be typed into an input; an empty text is refused under its field, the subject kept.
  await page.getByLabel("Subject").fill("Spring tour dates");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect.poll(() => page.getByText("Write the newsletter before saving it.").count()).toBe(1);
  expect(await page.getByLabel("Subject").inputValue()).toBe("Spring tour dates");
  await page
    .getByLabel("Text", { exact: true })
    .fill("We're **back** on the road in May.\n\n[Tickets](https://tickets.example.org/owls)");
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.waitForURL((u) => /\/admin\/fans\/newsletters\/[\w-]+$/.test(u.pathname) && !u.pathname.endsWith("/new"));
  const here = page.url();
  await expect
    .poll(() => page.getByText(/Goes to everyone who asked for all news: 3 confirmed subscribers today/).count())
    .toBe(1);

  // The preview is the e-mail itself, in the theme's colours, links as written (no tracking).
  const preview = await page.getByRole("link", { name: /Preview the e-mail/ }).getAttribute("href");
  const shown = await page.context().request.get(`${app.url}${preview}`);
  expect(shown.headers()["content-security-policy"]).toContain("sandbox");
  const html = await shown.text();
  expect(html).toContain("<strong>back</strong>");
  expect(html).toContain('href="https://tickets.example.org/owls"');
  expect(html).not.toMatch(/<img/i);

  // A test to the owner, marked as such; nobody else gets anything.
  await page.getByRole("button", { name: "Save and send a test to me" }).click();
  await expect.poll(() => withSubject("[Test] Spring tour dates").length, { timeout: 20_000 }).toBe(1);
  expect(withSubject("[Test] Spring tour dates")[0]!.envelope.to).toEqual([OWNER.email]);
  expect(smtp.messages.filter((m) => FANS.some((f) => m.envelope.to.includes(f)))).toHaveLength(0);

  // Scheduled for later, then taken back to a draft.
  await page.getByLabel("Send at").fill("2099-05-01T18:00");
  await page.getByRole("button", { name: "Save and schedule" }).click();
  await expect.poll(() => page.locator("main").textContent()).toMatch(/Scheduled for 2099-05-01 18:00/);
  await page.getByRole("button", { name: "Don't send it at that time" }).click();
  await expect.poll(() => page.getByText("Not scheduled any more").count()).toBeGreaterThan(0);

  // Send now: it asks first.
  await page.getByText("Send the saved newsletter now…").click();
  await page.getByRole("button", { name: "Yes, send it now" }).click();
  await expect.poll(() => page.getByText(/Sending to 3 subscribers/).count()).toBeGreaterThan(0);
  await expect.poll(() => withSubject("Spring tour dates").length, { timeout: 30_000 }).toBe(3);
  const copies = withSubject("Spring tour dates");
  expect(copies.flatMap((m) => m.envelope.to).sort()).toEqual([...FANS].sort());
  const first = copies[0]!;
  expect(first.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(first.text).toContain("https://tickets.example.org/owls");

  // One of them leaves with the one-click link the mail carries (RFC 8058).
  const oneClick = /<(https?:\/\/[^>]+)>/
    .exec(first.header("list-unsubscribe")!)![1]!
    .replace(/^https?:\/\/[^/]+/, app.url);
  const post = await fetch(oneClick, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(post.status).toBe(200);

  const count = async (label: string) => {
    await page.goto(here);
    return (
      await page
        .getByTestId("mailing-report")
        .locator("div", { has: page.getByRole("term").getByText(label, { exact: true }) })
        .locator("strong")
        .textContent()
    )?.trim();
  };
  await expect.poll(() => count("Sent"), { timeout: 20_000 }).toBe("3");
  expect(await count("Unsubscribed from it")).toBe("1");
  expect(await count("Recipients")).toBe("3");
  expect(await count("Failed")).toBe("0");
  // The list shows it, sent.
  await page.goto(`${app.url}/admin/fans/newsletters`);
  await expect
    .poll(() => page.getByRole("row").filter({ hasText: "Spring tour dates" }).textContent(), { timeout: 30_000 })
    .toMatch(/Sen(t|ding)/);
  expect(errors).toEqual([]);
});

test("a newly published event → the owner is asked (Ask me each time) → sends it → the new-date e-mail arrives listing it", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/fans/settings`);
  await hydrated(page);
  expect(await page.getByLabel("Ask me each time").isChecked()).toBe(true);

  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  await page.getByLabel("Title").fill("Harbour Night");
  await page.getByLabel("Start date").fill("2031-06-12");
  await page.getByLabel("Start time").fill("20:00");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);

  await page.goto(`${app.url}/admin/fans/newsletters`);
  await page.getByRole("link", { name: "Review and send" }).click();
  await expect
    .poll(() => page.getByRole("region", { name: "Dates not announced yet" }).textContent())
    .toMatch(/New: .*Harbour Night/);
  await page.getByRole("button", { name: "Send these dates now" }).click();
  // The two fans still subscribed after the first test (one unsubscribed with one click, so gets nothing).
  await expect.poll(() => smtp.messages.filter((m) => /new date/.test(m.subject)).length, { timeout: 30_000 }).toBe(2);
  const digest = smtp.messages.find((m) => /new date/.test(m.subject))!;
  expect(digest.text).toMatch(/New: .*Harbour Night/);
  expect(digest.text).toMatch(/\/events\/harbour-night/);
  expect(digest.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  // Told once: nothing is waiting any more.
  await page.goto(`${app.url}/admin/fans/newsletters`);
  expect(await page.getByRole("link", { name: "Review and send" }).count()).toBe(0);
  expect(errors).toEqual([]);
});

test("the footer's and an event page's one-field forms sign up without JavaScript, marked with where; the privacy page says what is kept", async () => {
  const { page } = await openPage(browser, { javaScriptEnabled: false });
  await humanTokens(page);
  // The event published in the test above.
  await page.goto(`${app.url}/events/harbour-night`);
  const onEvent = page.locator("section.fans-event");
  expect(await onEvent.getByRole("heading", { level: 2 }).textContent()).toBe("Don't miss the next one");
  // One sign-up on a date's page, after the date (not a second one in the footer).
  expect(await page.locator("footer section.fans-footer").count()).toBe(0);
  expect(
    await page.evaluate(() =>
      Boolean(
        document.querySelector(".event-body")!.compareDocumentPosition(document.querySelector("section.fans-event")!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ),
  ).toBe(true);
  await onEvent.getByLabel("E-mail", { exact: true }).fill("eve@fanmail.net");
  await onEvent.getByRole("button", { name: "Sign me up" }).click();
  await page.waitForURL(/\/subscribe\/thanks$/);
  await page.goto(
    linkIn(await mailTo(smtp, "eve@fanmail.net"), "/subscribe/confirm").replace(/^https?:\/\/[^/]+/, app.url),
  );
  expect(await page.getByRole("status").textContent()).toMatch(/Your address is confirmed/);

  await page.goto(`${app.url}/events`);
  const footer = page.locator("footer section.fans-footer");
  expect(await footer.getByRole("heading").textContent()).toBe("Newsletter");
  // A mistake comes back on /subscribe with its message and the address kept.
  await footer.getByLabel("E-mail", { exact: true }).fill("fay@fanmail");
  await footer.getByRole("button", { name: "Sign me up" }).click();
  await page.waitForURL(/\/subscribe$/);
  expect(await page.getByLabel("E-mail", { exact: true }).getAttribute("aria-invalid")).toBe("true");
  await page.getByLabel("E-mail", { exact: true }).fill("fay@fanmail.net");
  await page.getByRole("button", { name: "Sign me up" }).click();
  await page.waitForURL(/\/subscribe\/thanks$/);
  await mailTo(smtp, "fay@fanmail.net");
  await page.goto(`${app.url}/events`);
  await page.locator("footer section.fans-footer").getByLabel("E-mail", { exact: true }).fill("gus@fanmail.net");
  await page.locator("footer section.fans-footer").getByRole("button", { name: "Sign me up" }).click();
  await page.waitForURL(/\/subscribe\/thanks$/);
  await mailTo(smtp, "gus@fanmail.net");

  // The home page has its own section: no second form in its footer.
  await page.goto(`${app.url}/`);
  expect(await page.locator("footer section.fans-footer").count()).toBe(0);
  // The consent notice links to the privacy page, which lists what the mailing list keeps.
  await page.goto(`${app.url}/events`);
  await page.locator("footer section.fans-footer").getByRole("link", { name: "privacy notice" }).click();
  await page.waitForURL(/\/privacy$/);
  expect(await page.getByRole("region", { name: "Mailing list" }).textContent()).toMatch(
    /keyed hash of your IP address[\s\S]*no tracking pixels/,
  );

  const { page: studio } = await openPage(browser);
  await signedIn(studio, app);
  await studio.goto(`${app.url}/admin/fans?source=event`);
  expect(await studio.getByRole("row").filter({ hasText: "eve@fanmail.net" }).count()).toBe(1);
  await studio.goto(`${app.url}/admin/fans?source=footer`);
  expect(await studio.getByRole("row").filter({ hasText: "gus@fanmail.net" }).count()).toBe(1);
});

test("with JavaScript, the footer's form survives hydration and comes with a client navigation's data; a document carries its markup once", async () => {
  // The document has the form's markup in the page only: its hydration data leaves it out (ADR 0904).
  const html = await (await fetch(`${app.url}/events`)).text();
  expect(html.split('name="form_token"').length - 1).toBe(1);

  const { page, errors } = await openPage(browser);
  await humanTokens(page);
  const catalogue = page.waitForResponse((r) => /^\/i18n\/[\w-]+\.\w+\.json$/.test(new URL(r.url()).pathname));
  await page.goto(`${app.url}/events`);
  await hydrated(page);
  // Hydrated, then rendered again with the whole catalogue: the server's form is still there, token and all.
  await catalogue;
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  const footer = page.locator("footer section.fans-footer");
  expect(await footer.getByRole("heading").textContent()).toBe("Newsletter");
  expect(await footer.locator('input[name="form_token"]').getAttribute("value")).toMatch(/\S{20,}/);

  // A client-side navigation by the site's menu (the marker on window survives only that): the footer's form
  // comes with the page's data. (The form's own links are plain markup, so they load documents.)
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await page.waitForURL(/\/about$/);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/About/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await footer.getByLabel("E-mail", { exact: true }).fill("hal@fanmail.net");
  await footer.getByRole("button", { name: "Sign me up" }).click();
  await page.waitForURL(/\/subscribe\/thanks$/);
  expect((await mailTo(smtp, "hal@fanmail.net")).text).toMatch(/\/subscribe\/confirm\?t=/);
  // Home (its own section, no footer form) and back by the menu: one form each time, never two or none.
  await page.goto(`${app.url}/`);
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await page.waitForURL(/\/about$/);
  await expect.poll(() => footer.locator('input[name="form_token"]').count()).toBe(1);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await expect.poll(() => page.locator("footer section.fans-footer").count()).toBe(0);
  expect(await page.locator('form[action="/subscribe"]').count()).toBe(1);
  expect(errors).toEqual([]);
});

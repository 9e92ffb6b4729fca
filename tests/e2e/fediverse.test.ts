/**
 * The site as a fediverse account (issue 31), the owner's side, on a phone: the studio's Fediverse
 * page says the site is off, refuses a handle Mastodon would not take (what was typed kept, the field
 * focused), then switches the account on — and a fediverse server finds @handle@domain by WebFinger
 * and gets the site's actor from the home page, while a browser still gets the HTML and the public
 * pages announce the account. Followers arriving and being approved are tested against Fedify-built
 * fan servers in tests/integration/fediverse-follows.db.test.ts.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signIn, startApp } from "./harness.ts";

const ORIGIN = "https://band.example";
const MASTODON =
  'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams", text/html;q=0.1';

let browser: Browser;
let app: App;
beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startApp({ PUBLIC_URL: ORIGIN })]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

const phone = { viewport: { width: 390, height: 844 } };
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const status = (page: Page) => page.getByTestId("fediverse-status").textContent();

test("the owner switches the account on in the studio; servers then find it by its handle and get its actor", async () => {
  // Off until switched on: nothing answers for the fediverse, and the home page is HTML for everyone.
  expect((await fetch(`${app.url}/.well-known/webfinger?resource=acct:the_owls@band.example`)).status).toBe(404);
  const before = await fetch(`${app.url}/`, { headers: { accept: MASTODON } });
  expect(before.headers.get("content-type")).toContain("text/html");

  const { page, errors } = await openPage(browser, phone);
  await signIn(page, app);
  await page.goto(`${app.url}/admin/fediverse`);
  await hydrated(page);
  expect(await status(page)).toContain("Off: the site is not on the fediverse.");
  expect(await page.getByText("No followers yet.").count()).toBe(1);
  expect(await fits(page)).toBe(true);

  const handle = page.getByLabel("Handle");
  await handle.fill("The Owls!");
  await page.getByLabel("Put the site on the fediverse").check();
  await page.getByRole("button", { name: "Save fediverse account" }).click();
  await expect.poll(() => handle.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("handle");
  expect(await page.getByText("Use only lower-case letters, digits and _.").count()).toBe(1);
  expect(await handle.inputValue()).toBe("The Owls!");
  expect(await page.getByLabel("Put the site on the fediverse").isChecked()).toBe(true);
  // Nothing was saved.
  expect((await fetch(`${app.url}/.well-known/webfinger?resource=acct:the_owls@band.example`)).status).toBe(404);

  await handle.fill("@the_owls");
  await page.getByRole("button", { name: "Save fediverse account" }).click();
  await page.locator("[data-sonner-toast]").filter({ hasText: "Fediverse account saved." }).waitFor();
  await expect
    .poll(() => status(page), { timeout: 15_000 })
    .toContain("On: people find and follow the site as @the_owls@band.example.");
  expect(await handle.inputValue()).toBe("the_owls");
  expect(await fits(page)).toBe(true);

  // WebFinger: @the_owls@band.example is the site's actor.
  const wf = await fetch(`${app.url}/.well-known/webfinger?resource=acct:the_owls@band.example`);
  expect(wf.status).toBe(200);
  const jrd = (await wf.json()) as { subject: string; links: { rel: string; type?: string; href?: string }[] };
  expect(jrd.subject).toBe("acct:the_owls@band.example");
  const self = jrd.links.find((l) => l.rel === "self");
  expect(self).toMatchObject({ type: "application/activity+json", href: `${ORIGIN}/ap/actors/site` });

  // The home page answers a fediverse server with the actor, a browser with the page (and says it varies).
  const actor = await fetch(`${app.url}/`, { headers: { accept: MASTODON } });
  expect(actor.headers.get("content-type")).toContain("application/activity+json");
  expect(await actor.json()).toMatchObject({ id: `${ORIGIN}/ap/actors/site`, preferredUsername: "the_owls" });
  const html = await fetch(`${app.url}/`, { headers: { accept: "text/html" } });
  expect(html.headers.get("content-type")).toContain("text/html");
  expect(html.headers.get("vary") ?? "").toMatch(/\bAccept\b/);
  expect(await html.text()).toContain(
    `<link rel="alternate" type="application/activity+json" href="${ORIGIN}/ap/actors/site"`,
  );
  expect(errors).toEqual([]);
});

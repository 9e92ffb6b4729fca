import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { hydrated, launchBrowser, openPage, OWNER, signIn, startApp } from "./harness.ts";
import { keyboardMove, toast } from "./studio-helpers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function csrfFrom(page: Page): Promise<string> {
  return page.locator('input[name="csrf"]').first().inputValue();
}

test("first run: the printed setup code creates the owner, and setup is refused afterwards", async () => {
  const app = await startApp({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
  try {
    const code = app.setupCode();
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(app.output()).toContain(`${app.url.replace("127.0.0.1", "localhost")}/admin/setup`);
    const { page, errors } = await openPage(browser);
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(/\/admin\/setup$/);
    await hydrated(page);
    await page.getByLabel("Setup code").fill("WRNG-CODE");
    await page.getByLabel("Your name").fill("Ada Owner");
    await page.getByLabel("E-mail").fill("ada@example.com");
    await page.getByLabel("Password", { exact: true }).fill("a-Sturdy-passphrase-42");
    await page.getByLabel("Repeat password").fill("a-Sturdy-passphrase-42");
    await page.getByRole("button", { name: "Create owner account" }).click();
    await expect.poll(() => page.getByText("That code is not right").count()).toBe(1);
    expect(await page.getByLabel("Your name").inputValue()).toBe("Ada Owner");
    await page.getByLabel("Setup code").fill(code!.toLowerCase());
    await page.getByLabel("Password", { exact: true }).fill("a-Sturdy-passphrase-42");
    await page.getByLabel("Repeat password").fill("a-Sturdy-passphrase-42");
    await page.getByRole("button", { name: "Create owner account" }).click();
    await page.waitForURL(/\/admin$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Hello, Ada Owner");

    // Once a user exists, setup is closed: the page redirects and a POST is refused.
    const again = await page.request.post(`${app.url}/admin/setup`, {
      form: {
        csrf: "x",
        code: code!,
        display_name: "Mallory",
        email: "m@example.com",
        password: "another-long-password",
        confirm: "another-long-password",
      },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(403);
    await page.goto(`${app.url}/admin/setup`);
    await page.waitForURL(/\/admin(\/login)?$/);
    expect(errors).toEqual([]);
  } finally {
    await app.stop();
  }
});

test("too many failed sign-ins: 429 with Retry-After and the catalogue's message", async () => {
  const app = await startApp();
  try {
    const { page } = await openPage(browser);
    await page.goto(`${app.url}/admin/login`);
    const csrf = await csrfFrom(page);
    for (let i = 0; i < 10; i++) {
      const r = await page.request.post(`${app.url}/admin/login`, {
        form: { csrf, email: OWNER.email, password: `wrong-${i}-password` },
        maxRedirects: 0,
      });
      expect(r.status()).toBe(401);
    }
    const blocked = await page.request.post(`${app.url}/admin/login`, {
      form: { csrf, email: OWNER.email, password: OWNER.password },
      maxRedirects: 0,
    });
    expect(blocked.status()).toBe(429);
    expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(14 * 60);
    // The person sees it on the form too (even with the right password, until the window passes).
    await hydrated(page);
    await page.getByLabel("E-mail").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Too many attempts. Try again in 15 minutes.");
  } finally {
    await app.stop();
  }
});

test("an editor can neither open /admin/users nor post to its action; a POST without the CSRF token is refused", async () => {
  const app = await startApp();
  try {
    const owner = await openPage(browser);
    await signIn(owner.page, app);
    await owner.page.goto(`${app.url}/admin/users`);
    await hydrated(owner.page);
    const add = owner.page.locator("form").filter({ has: owner.page.getByRole("button", { name: "Add user" }) });
    await add.getByLabel("Name").fill("Eddie Editor");
    await add.getByLabel("E-mail").fill("eddie@example.com");
    await add.getByLabel("Role").selectOption("editor");
    await add.getByLabel("Temporary password").fill("editors-long-password-1");
    await add.getByRole("button", { name: "Add user" }).click();
    await expect.poll(() => owner.page.getByText("eddie@example.com").count()).toBe(1);
    // The add form starts empty again, so a second click cannot add the same person twice.
    expect([
      await add.getByLabel("E-mail").inputValue(),
      await add.getByLabel("Temporary password").inputValue(),
    ]).toEqual(["", ""]);

    // Without the CSRF token: 403 and the catalogue's message, nothing changed.
    const noCsrf = await owner.page.request.post(`${app.url}/admin/users`, {
      form: { intent: "disable", id: "whatever" },
      maxRedirects: 0,
    });
    expect(noCsrf.status()).toBe(403);
    expect(await noCsrf.text()).toContain("This form expired. Reload the page and try again.");

    const editor = await openPage(browser);
    await signIn(editor.page, app, { email: "eddie@example.com", password: "editors-long-password-1" });
    expect(
      await editor.page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Users" }).count(),
    ).toBe(0);
    const res = await editor.page.goto(`${app.url}/admin/users`);
    expect(res?.status()).toBe(403);
    expect(await editor.page.getByText("You don't have access to this page.").count()).toBe(1);
    // The refusal shows inside the studio, beside the editor's own navigation.
    expect(
      await editor.page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Inbox" }).count(),
    ).toBe(1);
    expect(await editor.page.title()).toBe("No access · Studio");
    await editor.page.goto(`${app.url}/admin/account`);
    const csrf = await csrfFrom(editor.page);
    const post = await editor.page.request.post(`${app.url}/admin/users`, {
      form: {
        csrf,
        intent: "add",
        display_name: "Sneaky",
        email: "sneaky@example.com",
        role: "owner",
        password: "sneaky-long-password",
      },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
    for (const path of ["/admin/settings", "/admin/settings/general"]) {
      const settings = await editor.page.request.post(`${app.url}${path}`, {
        form: { csrf, name: "Hijacked" },
        maxRedirects: 0,
      });
      expect(settings.status(), path).toBe(403);
    }
    await owner.page.goto(`${app.url}/admin/users`);
    expect(await owner.page.getByText("sneaky@example.com").count()).toBe(0);
    expect(owner.errors).toEqual([]);
  } finally {
    await app.stop();
  }
});

test("the owner edits settings: field errors keep the input, then the public site shows the change", async () => {
  const app = await startApp();
  try {
    const { page, errors } = await openPage(browser);
    await signIn(page, app);
    // Each sub-page saves its own fields (ADR 2740); the public page at the end shows all of them.
    await page.goto(`${app.url}/admin/settings/general`);
    await hydrated(page);
    await page.getByLabel("Name", { exact: true }).fill("The Night Owls");
    await page.getByRole("button", { name: "Save settings" }).click();
    await toast(page, "Settings saved.");
    await page.goto(`${app.url}/admin/settings/home`);
    await hydrated(page);
    await page.getByLabel("About text").fill("We play **loud**. <script>alert(1)</script> [bad](javascript:alert(1))");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.locator(".save-bar").getAttribute("data-state")).toBe("saved");
    await page.goto(`${app.url}/admin/settings/contact`);
    await hydrated(page);
    await page.getByLabel("Contact e-mail").fill("owls@example.com");
    await page.getByLabel("Phone").fill("call me maybe");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.getByText("Use digits, spaces and + ( ) - . only.").count()).toBe(1);
    expect(await page.getByLabel("Contact e-mail").inputValue()).toBe("owls@example.com");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("phone");
    await page.getByLabel("Phone").fill("+49 30 555 0101");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.locator(".save-bar").getAttribute("data-state")).toBe("saved");
    await page.goto(`${app.url}/admin/settings/social`);
    await hydrated(page);
    await page.getByRole("textbox", { name: "Link 1", exact: true }).fill("https://www.instagram.com/nightowls");
    await page.getByRole("button", { name: "Add a link" }).click();
    await page.getByRole("combobox", { name: "Platform 2", exact: true }).selectOption("bandcamp");
    await page.getByRole("textbox", { name: "Link 2", exact: true }).fill("nightowls on bandcamp");
    await page.getByRole("button", { name: "Save settings" }).click();
    // The bad link's message sits under that field, which gets the focus; the first link is kept.
    const link2 = page.getByRole("textbox", { name: "Link 2", exact: true });
    await expect.poll(() => link2.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`#${await link2.getAttribute("id")}-error`).textContent()).toBe(
      "Enter a web address, like instagram.com/yourname.",
    );
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await link2.getAttribute("id"));
    expect(await page.getByRole("textbox", { name: "Link 1", exact: true }).inputValue()).toBe(
      "https://www.instagram.com/nightowls",
    );
    await link2.fill("https://nightowls.bandcamp.com");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.getByText("Settings saved.").count()).toBeGreaterThan(0);
    // Social links are ordered: move Bandcamp above Instagram.
    await keyboardMove(page, "Move “Link 2”", "ArrowUp", 1);
    await expect
      .poll(() => page.getByRole("textbox", { name: "Link 1", exact: true }).inputValue())
      .toBe("https://nightowls.bandcamp.com");
    // The first save's toast may still be on screen: wait for this save's own answer.
    const saved = page.waitForResponse((r) => r.url().includes("/admin/settings") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Save settings" }).click();
    expect((await saved).status()).toBeLessThan(400);
    await toast(page, "Settings saved.");
    await page.goto(`${app.url}/about`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("About The Night Owls");
    expect(await page.locator(".prose strong").textContent()).toBe("loud");
    expect(await page.locator(".prose script").count()).toBe(0);
    expect(await page.locator('.prose a[href^="javascript"]').count()).toBe(0);
    // The footer's list (the header may show the same links as icons, issue 34).
    expect(
      await page.locator("footer .social-list").getByRole("link", { name: "Instagram" }).getAttribute("href"),
    ).toBe("https://www.instagram.com/nightowls");
    expect(
      await page.locator("footer .social-list a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
    ).toEqual(["https://nightowls.bandcamp.com", "https://www.instagram.com/nightowls"]);
    expect(errors).toEqual([]);
  } finally {
    await app.stop();
  }
});

test("the audit log records sign-in, failed sign-in and user changes; only owners see it", async () => {
  const app = await startApp();
  try {
    const { page, errors } = await openPage(browser);
    await page.goto(`${app.url}/admin/login`);
    await hydrated(page);
    await page.getByLabel("E-mail").fill(OWNER.email);
    await page.getByLabel("Password").fill("definitely-wrong-pass");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").count()).toBe(1);
    await signIn(page, app);
    await page.goto(`${app.url}/admin/audit`);
    const actions = await page.locator("tbody code").allTextContents();
    expect(actions).toEqual(expect.arrayContaining(["signin", "signin.failed", "user.create"]));
    expect(errors).toEqual([]);
  } finally {
    await app.stop();
  }
});

test("changing the password on /admin/account signs out the other devices, and the new password works", async () => {
  const app = await startApp();
  try {
    const laptop = await openPage(browser);
    const phone = await openPage(browser);
    await signIn(laptop.page, app);
    await signIn(phone.page, app);
    await laptop.page.goto(`${app.url}/admin/account`);
    await hydrated(laptop.page);
    expect(await laptop.page.getByText("You are signed in on 2 devices").count()).toBe(1);
    await laptop.page.getByLabel("Current password").fill(OWNER.password);
    await laptop.page.getByLabel("New password", { exact: true }).fill("an-even-Sturdier-passphrase-43");
    await laptop.page.getByLabel("Repeat new password").fill("an-even-Sturdier-passphrase-43");
    await laptop.page.getByRole("button", { name: "Change password" }).click();
    await expect
      .poll(() => laptop.page.locator("[data-sonner-toast]").first().textContent())
      .toContain("Password changed. Your other sessions are signed out.");
    expect(await laptop.page.getByText("You are signed in on 1 device").count()).toBe(1);
    expect(await laptop.page.getByLabel("Current password").inputValue()).toBe("");

    // The phone's session is gone: the next studio page asks it to sign in, where only the new password works.
    await phone.page.goto(`${app.url}/admin/events`);
    await phone.page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fevents$/);
    await hydrated(phone.page);
    await phone.page.getByLabel("E-mail").fill(OWNER.email);
    await phone.page.getByLabel("Password").fill(OWNER.password);
    await phone.page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => phone.page.getByRole("alert").textContent()).toBe("E-mail or password is incorrect.");
    await phone.page.getByLabel("Password").fill("an-even-Sturdier-passphrase-43");
    await phone.page.getByRole("button", { name: "Sign in" }).click();
    await phone.page.waitForURL(/\/admin\/events$/);
    expect(laptop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  } finally {
    await app.stop();
  }
});

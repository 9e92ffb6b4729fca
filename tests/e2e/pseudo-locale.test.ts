/**
 * The pseudo-locale run (issue 15, part 6; docs/languages.md, "The
 * pseudo-locale run"). The server runs with MARQUEE_PSEUDO_LOCALE=1, so every
 * English message reads ⟦Åççéñţéð ţéẋţ ~~~~⟧: about 40 % longer, bracketed.
 * At 320 px, every public page (the quality crawl's list), the studio's door
 * (setup, sign-in, forgot password) and every studio page (the signed-in
 * crawl: the navigation and one editor of each kind) must show
 *   - no run of English letters outside the brackets that is not content
 *     (what the owner typed is not UI text: every text of the database is
 *     collected and such text is let through), and
 *   - no horizontal overflow (scrollWidth > innerWidth).
 * Also the door in German at 390 px (screenshots/door-de-*.png): the studio's
 * door follows the browser's language when the studio speaks it.
 * One server, one browser, one pass over the pages.
 */
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, OWNER, settled, trackRequests, startApp } from "./harness.ts";
import { addListPages, addPageAndPost, openRsvp } from "../quality/content.ts";
import { signInHttp } from "../quality/http.ts";
import { readManifest } from "../quality/manifest.ts";
import { publicPages, representatives, type SitePage } from "../quality/pages.ts";
import { studioPages } from "../quality/studio.ts";
import { LOCALES } from "~/core/i18n/locales.ts";
import { STREAMING_SERVICES } from "~/capabilities/media/lib/streaming.ts";

/**
 * English that may show while someone converts it (by route and/or text: both
 * must match when both are given), listed but not failing the run. Empty: the
 * wave that converted the studio (issue 15) is done. Add an entry only with
 * who is converting it, and take it out when they land; an entry that matched
 * nothing is printed, so it can go.
 */
const KNOWN_OFFENDERS_UNTIL_CONVERTED: readonly { route?: string; text?: RegExp; who: string }[] = [];

const manifest = readManifest(inject("buildDir"));
let app: App;
let browser: Browser;

beforeAll(async () => {
  // No owner from the environment: the first-run setup page is checked too, then the owner is made through it.
  app = await startApp({ DEMO_CONTENT: "true", MARQUEE_PSEUDO_LOCALE: "true", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Words `Intl` writes for en-GB (month and day names, relative times, lists): formatting, not catalogue text. */
function intlWords(): Set<string> {
  const words = new Set<string>();
  const add = (s: string) => s.match(/[A-Za-z]+/g)?.forEach((w) => words.add(w.toLowerCase()));
  for (let m = 0; m < 12; m++) {
    const d = new Date(Date.UTC(2026, m, 15, 20));
    for (const month of ["long", "short"] as const) add(new Intl.DateTimeFormat("en-GB", { month }).format(d));
  }
  for (let day = 0; day < 7; day++) {
    const d = new Date(Date.UTC(2026, 0, 4 + day, 12));
    for (const weekday of ["long", "short", "narrow"] as const)
      add(new Intl.DateTimeFormat("en-GB", { weekday }).format(d));
  }
  add(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hour12: true }).format(new Date(Date.UTC(2026, 0, 1, 15))));
  add(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hour12: true }).format(new Date(Date.UTC(2026, 0, 1, 3))));
  for (const style of ["long", "short", "narrow"] as const) {
    const rtf = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto", style });
    for (const unit of ["second", "minute", "hour", "day", "week", "month", "year"] as const)
      for (const n of [-2, -1, 0, 1, 2]) add(rtf.format(n, unit));
  }
  for (const type of ["conjunction", "disjunction"] as const)
    add(new Intl.ListFormat("en-GB", { type }).format(["a", "b", "c"]));
  add("UTC GMT");
  // Time zones' short names ("20:00 CEST", "19:30 EST"), winter and summer.
  for (const timeZone of Intl.supportedValuesOf("timeZone")) {
    for (const d of [new Date(Date.UTC(2026, 0, 15)), new Date(Date.UTC(2026, 6, 15))]) {
      for (const tag of ["en-GB", "en-US"])
        add(new Intl.DateTimeFormat(tag, { timeZone, timeZoneName: "short" }).format(d));
    }
  }
  return words;
}
const INTL_WORDS = intlWords();
/**
 * Not UI text: the languages' own names (the switcher, the settings' list), and names of
 * products and formats, which no language translates.
 */
const NAMES = new Set<string>([
  ...LOCALES.map((l) => l.name),
  ...[
    "Apple Maps",
    "Google Maps",
    "OpenStreetMap",
    "Google Calendar",
    "Outlook.com",
    "Outlook (Microsoft 365)",
    "Apple Calendar",
    "iCalendar",
  ],
  ...[
    "SMTP",
    "EmailJS",
    "CSV",
    "Markdown",
    "YouTube",
    "Vimeo",
    "SoundCloud",
    "Spotify",
    "Bandcamp",
    "Mixcloud",
    "Marquee",
  ],
  // A release's listening buttons name their service (read from the link's address).
  ...Object.values(STREAMING_SERVICES),
]);

const norm = (s: string) =>
  s
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .toLowerCase();

/** Every text the database holds (content the owner or the demo typed, settings, JSON inside), normalised and joined. */
function contentCorpus(dataDir: string): string {
  const db = new DatabaseSync(join(dataDir, "marquee.sqlite"), { readOnly: true });
  const texts: string[] = [];
  const collect = (v: unknown): void => {
    if (typeof v === "string") {
      texts.push(v);
      if (/^[[{]/.test(v)) {
        try {
          collect(JSON.parse(v));
        } catch {
          /* not JSON */
        }
      }
    } else if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === "object") Object.values(v).forEach(collect);
  };
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    for (const { name } of tables)
      for (const row of db.prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`).all()) collect(Object.values(row));
  } finally {
    db.close();
  }
  return ` ${texts.map(norm).join(" | ")} `;
}

/** The page's visible text outside ⟦…⟧ that has English letters, one entry per text node. */
async function englishOutsideBrackets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    let depth = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest("script, style, noscript, template")) continue;
      // The pieces between messages: "Ada ⟦ŵŕöţé ţö⟧ Berlin" is "Ada" and "Berlin".
      const pieces = [""];
      for (const ch of n.nodeValue ?? "") {
        if (ch === "⟦" || ch === "⟧") {
          depth = ch === "⟦" ? depth + 1 : Math.max(0, depth - 1);
          pieces.push("");
        } else if (depth === 0) pieces[pieces.length - 1] += ch;
      }
      // What the person typed into a form is theirs, hidden parts (a closed menu's copy) are not shown, and code
      // (a CSV file's column names) is written as it must be typed, in any language.
      if (el.closest("textarea, code, kbd, samp") || !el.checkVisibility()) continue;
      for (const piece of pieces) if (/[A-Za-z]{2,}/.test(piece)) found.push(piece.replace(/\s+/g, " ").trim());
    }
    return found;
  });
}

/** English left once addresses, links and `Intl`'s words are taken out. */
const hasEnglish = (text: string): boolean =>
  /[A-Za-z]{2,}/.test(
    text
      .replace(/\b[\w.+-]+@[\w.-]+\.[a-z]{2,}\b/gi, " ") // e-mail addresses
      .replace(/#[0-9a-f]{3,8}\b/gi, " ") // colours
      .replace(/\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)+\/\S*/gi, " ") // links
      .replace(/[A-Za-z]+/g, (w) => (INTL_WORDS.has(w.toLowerCase()) ? " " : w)),
  );

/** Which of a page's English texts are UI text: not content, not an address, not `Intl`'s words, not a language's own name. */
function offenders(texts: string[], corpus: string): string[] {
  // Content when the text is found whole in one stored text, on word boundaries (the corpus joins them with " | ").
  // A shortened preview ("… on the Saturda…") is content when what it kept, up to its last whole word, is.
  const fine = (t: string) =>
    !hasEnglish(t) ||
    NAMES.has(t.trim()) ||
    corpus.includes(` ${norm(t)} `) ||
    (/…$/.test(t) && corpus.includes(` ${norm(t.replace(/\S*…$/, ""))} `));
  // A line of several parts ("Sat 12 July · Ada's Bar") passes when each part does.
  return texts.filter((text) => !fine(text) && !text.split(/\s*[·•|,;()/–—]\s*/).every(fine));
}

interface Finding {
  path: string;
  routeId: string;
  english: string[];
  overflow: string | null;
}

/** Visits each path at 320 px and notes its English and its overflow. */
async function check(
  context: BrowserContext,
  pages: { path: string; routeId: string }[],
  corpus: () => string,
): Promise<Finding[]> {
  const page = await context.newPage();
  trackRequests(page);
  const out: Finding[] = [];
  for (const p of pages) {
    // After the locale's whole catalogue has arrived (ADR 0902): parts drawn only in the browser use it.
    await page.goto(app.url + p.path);
    await settled(page);
    const texts = await englishOutsideBrackets(page);
    // What sticks out: the innermost elements past the right edge, to name in the report.
    const overflow = await page.evaluate(() => {
      if (document.documentElement.scrollWidth <= window.innerWidth) return null;
      const wide = [...document.body.querySelectorAll("*")].filter(
        (el) =>
          el.getBoundingClientRect().right > window.innerWidth + 1 &&
          ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
      );
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.classList.length ? `.${[...el.classList].join(".")}` : ""}`;
      return `${document.documentElement.scrollWidth} px (${[...new Set(wide.map(name))].slice(0, 4).join(", ")})`;
    });
    out.push({ ...p, english: offenders(texts, corpus()), overflow });
  }
  await page.close();
  return out;
}

const matched = new Set<(typeof KNOWN_OFFENDERS_UNTIL_CONVERTED)[number]>();

function report(findings: Finding[]): { failing: string[]; known: string[] } {
  const failing: string[] = [];
  const known: string[] = [];
  for (const f of findings) {
    for (const text of f.english) {
      const entry = KNOWN_OFFENDERS_UNTIL_CONVERTED.find(
        (k) => (!k.route || f.routeId.startsWith(k.route)) && (!k.text || k.text.test(text)),
      );
      if (entry) matched.add(entry);
      (entry ? known : failing).push(`${f.path}: English “${text.slice(0, 120)}”${entry ? ` (${entry.who})` : ""}`);
    }
    if (f.overflow !== null) failing.push(`${f.path}: ${f.overflow} wide at 320 px`);
  }
  return { failing, known };
}

const MOBILE = { viewport: { width: 320, height: 640 } };
let corpus = "";

test("the studio's door: setup, sign-in and forgot password are in German for a German browser, and pseudo-marked in English", async () => {
  const de = await openPage(browser, { viewport: { width: 390, height: 844 }, locale: "de-DE" });
  await de.page.goto(`${app.url}/admin/setup`);
  await hydrated(de.page);
  await expect.poll(() => de.page.getByRole("heading", { level: 1 }).textContent()).toBe("Ihr Studio einrichten");
  expect(await de.page.getByLabel("Einrichtungscode").count()).toBe(1);
  await de.page.screenshot({ path: "screenshots/door-de-setup-390.png", fullPage: true });

  const en = await openPage(browser, { ...MOBILE, locale: "en-GB" });
  const findings = await check(
    en.context,
    [{ path: "/admin/setup", routeId: "capabilities/accounts/routes/setup" }],
    () => " ",
  );

  // The owner, made through the setup form (in German: the answer is the same).
  const code = app.setupCode();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await de.page.getByLabel("Einrichtungscode").fill(code!);
  await de.page.getByLabel("Ihr Name").fill("Owner");
  await de.page.getByLabel("E-Mail").fill(OWNER.email);
  await de.page.getByLabel("Passwort", { exact: true }).fill(OWNER.password);
  await de.page.getByLabel("Passwort wiederholen").fill(OWNER.password);
  await de.page.getByRole("button", { name: "Inhaberkonto anlegen" }).click();
  await de.page.waitForURL(/\/admin$/);
  await de.context.clearCookies();

  await de.page.goto(`${app.url}/admin/login`);
  await hydrated(de.page);
  await expect.poll(() => de.page.getByRole("heading", { level: 1 }).textContent()).toBe("Im Studio anmelden");
  await de.page.screenshot({ path: "screenshots/door-de-login-390.png", fullPage: true });
  // A wrong password: the message is German too.
  await de.page.getByLabel("E-Mail").fill(OWNER.email);
  await de.page.getByLabel("Passwort").fill("not-the-password-at-all");
  await de.page.getByRole("button", { name: "Anmelden" }).click();
  await expect.poll(() => de.page.locator("#login-error").textContent()).toBe("E-Mail oder Passwort ist falsch.");
  await de.context.close();

  findings.push(
    ...(await check(
      en.context,
      [
        { path: "/admin/login", routeId: "capabilities/accounts/routes/login" },
        { path: "/admin/forgot", routeId: "capabilities/accounts/routes/forgot" },
      ],
      () => " ",
    )),
  );
  await en.context.close();
  expect(de.errors).toEqual([]);
  expect(en.errors).toEqual([]);
  const { failing } = report(findings);
  expect(failing).toEqual([]);
});

test("every public page: no English outside the pseudo-locale's brackets but content, no overflow at 320 px", async () => {
  await addPageAndPost(app.url, OWNER); // the demo has no own page or news post
  const rsvp = await openRsvp(app.url, OWNER); // nor RSVP; only a form leads to its reply page
  const second = await addListPages(app.url, OWNER, { upcoming: false }); // nor lists with a second page
  corpus = contentCorpus(app.dataDir);
  const pages: SitePage[] = representatives(await publicPages(app.url, manifest, undefined, [rsvp, ...second]));
  expect(pages.length).toBeGreaterThan(10);
  const { context, errors } = await openPage(browser, MOBILE);
  const findings = await check(context, pages, () => corpus);
  await context.close();
  console.log(`pseudo-locale checked ${pages.length} public pages: ${pages.map((p) => p.path).join(" ")}`);
  const { failing, known } = report(findings);
  if (known.length)
    console.log(`pseudo-locale: ${known.length} known English texts on public pages:\n${known.join("\n")}`);
  expect(failing).toEqual([]);
  expect(errors).toEqual([]);
});

test("every studio page: no English outside the pseudo-locale's brackets but content, no overflow at 320 px", async () => {
  if (!corpus) corpus = contentCorpus(app.dataDir);
  const session = await signInHttp(app.url, OWNER);
  const pages = representatives(await studioPages(app.url, session.cookie, manifest, 120));
  expect(pages.map((p) => p.path)).toEqual(
    expect.arrayContaining(["/admin", "/admin/settings", "/admin/account", "/admin/audit"]),
  );
  const { context, errors } = await openPage(browser, MOBILE);
  await context.addCookies(
    session.cookie.split("; ").map((pair) => {
      const i = pair.indexOf("=");
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url: app.url };
    }),
  );
  const findings = await check(context, pages, () => corpus);
  await context.close();
  console.log(`pseudo-locale checked ${pages.length} studio pages: ${pages.map((p) => p.path).join(" ")}`);
  const { failing, known } = report(findings);
  if (known.length)
    console.log(`pseudo-locale: ${known.length} known English texts on pages being converted:\n${known.join("\n")}`);
  const unused = KNOWN_OFFENDERS_UNTIL_CONVERTED.filter((k) => !matched.has(k));
  if (unused.length)
    console.log(
      `pseudo-locale: nothing matched these, remove them from KNOWN_OFFENDERS_UNTIL_CONVERTED: ${unused.map((k) => k.route ?? String(k.text)).join(", ")}`,
    );
  expect(failing).toEqual([]);
  expect(errors).toEqual([]);
});

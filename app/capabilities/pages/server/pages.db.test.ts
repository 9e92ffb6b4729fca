/**
 * Own pages on both databases: addresses normalised and checked against the
 * built-in routes and each other, drafts invisible to visitors, published
 * pages in the sitemap and (when ticked) offered to the menu, the menu's
 * arrangement stored and read back, and a body that cannot inject HTML.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { AppError } from "~/core/errors.ts";
import { sitemapEntries } from "~/core/seo/sitemap.server.ts";
import { publicNav } from "~/core/composition.server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { pageFormSchema, type PageFormValue } from "~/capabilities/pages/schemas.ts";
import { createPage, deletePage, setPagePublished, updatePage } from "./pages.server.ts";
import { publicPage } from "./public.server.ts";
import { navChoice, navEditorRows, saveNav } from "./nav.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

/** The form's messages in English (the studio catalogue). */
const tr = studioTranslatorFor("en");

useTestDatabase();

const actor = { id: "u1", email: "owner@example.com" };
const form = (v: Partial<Record<keyof PageFormValue, string>>): PageFormValue =>
  pageFormSchema(tr.t).parse({ body: "", ...v });

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

test("the address is made from the title, normalised, and refused when built in or taken", async () => {
  const p = await createPage(actor, form({ title: "Lyrics & Chords" }), null);
  expect(p.slug).toBe("lyrics-and-chords");
  expect((await createPage(actor, form({ title: "Rider", slug: "Tech-Rider" }), null)).slug).toBe("tech-rider");

  const builtIn = await refusal(createPage(actor, form({ title: "Events" }), null));
  expect(builtIn.code).toBe("invalid");
  expect(builtIn.field).toBe("slug");
  expect(builtIn.message).toContain("/events");
  expect((await refusal(createPage(actor, form({ title: "x", slug: "admin" }), null))).field).toBe("slug");
  expect((await refusal(createPage(actor, form({ title: "Lyrics and chords" }), null))).message).toBe(
    "Another page already has this address.",
  );
  // In the acting user's studio language.
  const de = studioTranslatorFor("de");
  expect((await refusal(createPage(actor, form({ title: "Lyrics and chords" }), null, de))).message).toBe(
    "Eine andere Seite hat schon diese Adresse.",
  );
  expect((await refusal(createPage(actor, form({ title: "Events" }), null, de))).message).toBe(
    "/events ist eine der eigenen Seiten der Website. Wähle eine andere Adresse.",
  );
  // The schema refuses what is not an address before the service sees it.
  expect(pageFormSchema(tr.t).safeParse({ title: "x", slug: "../etc/passwd" }).success).toBe(false);
  // Keeping its own address is no clash.
  expect((await updatePage(actor, p.id, form({ title: "Lyrics", slug: "lyrics-and-chords" }), undefined)).slug).toBe(
    "lyrics-and-chords",
  );
});

test("a draft is nobody's page; published it renders Markdown with raw HTML off and is in the sitemap", async () => {
  const p = await createPage(
    actor,
    form({
      title: "House rules",
      body: "**Be kind.**\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))",
      seo_description: "The rules.",
    }),
    null,
  );
  expect(await publicPage("house-rules")).toBeNull();
  expect((await sitemapEntries()).some((e) => e.path === "/house-rules")).toBe(false);

  await setPagePublished(actor, p.id, true);
  const shown = (await publicPage("house-rules"))!;
  expect(shown.title).toBe("House rules");
  expect(shown.html).toContain("<strong>Be kind.</strong>");
  expect(shown.html).not.toContain("<script");
  expect(shown.html).not.toMatch(/href="javascript:/i);
  expect(shown.description).toBe("The rules.");
  expect((await sitemapEntries()).find((e) => e.path === "/house-rules")?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);

  await setPagePublished(actor, p.id, false);
  expect(await publicPage("house-rules")).toBeNull();
  const actions = (await listAudit({ entity: "page", entityId: p.id })).map((a) => a.action);
  expect(actions).toEqual(expect.arrayContaining(["page.create", "page.publish", "page.unpublish"]));
  await deletePage(actor, p.id);
  expect(await publicPage("house-rules")).toBeNull();
});

test("a published page ticked for the menu is offered to it; the owner's arrangement orders, relabels, moves and hides", async () => {
  const p = await createPage(actor, form({ title: "Setlist", in_nav: "on" }), null);
  expect((await publicNav()).header.some((n) => n.to === "/setlist")).toBe(false);
  await setPagePublished(actor, p.id, true);
  expect((await publicNav(await navChoice())).header.at(-1)).toEqual({ to: "/setlist", label: "Setlist" });

  await saveNav(actor, [
    { to: "/setlist", label: "Songs", place: "header" },
    { to: "/gallery", label: "", place: "hidden" },
    { to: "/contact", label: "", place: "footer" },
    // Typed without its scheme: kept as https://.
    { to: "shop.example.com", label: "Shop", place: "footer" },
  ]);
  const nav = await publicNav(await navChoice());
  expect(nav.header[0]).toEqual({ to: "/setlist", label: "Songs" });
  expect(nav.header.some((n) => n.to === "/gallery")).toBe(false);
  expect(nav.footer).toEqual([
    { to: "/contact", label: "Contact" },
    { to: "https://shop.example.com/", label: "Shop" },
    // Never placed by the owner: where its capability suggests (the privacy notice, issue 16 and 25).
    { to: "/privacy", label: "Privacy" },
  ]);
  const rows = await navEditorRows();
  expect(rows.find((r) => r.to === "/gallery")).toMatchObject({ place: "hidden", label: "", defaultLabel: "Gallery" });
  expect(rows.find((r) => r.to === "/setlist")).toMatchObject({ label: "Songs", defaultLabel: "Setlist" });
});

test("the menu refuses what could not be a link: other schemes, no label, too long, credentials", async () => {
  for (const to of [
    "javascript:alert(1)",
    "/not-a-page",
    "https://user:pw@example.com/",
    "ftp://example.com",
    "https://example.com/\r\nSet-Cookie: x",
  ]) {
    const e = await refusal(saveNav(actor, [{ to, label: "Bad", place: "header" }]));
    expect(e.field).toBe("to-0");
  }
  expect((await refusal(saveNav(actor, [{ to: "https://example.com", label: "", place: "header" }]))).field).toBe(
    "label-0",
  );
  expect((await refusal(saveNav(actor, [{ to: "/events", label: "x".repeat(41), place: "header" }]))).field).toBe(
    "label-0",
  );
  // The messages in the acting user's studio language.
  const de = studioTranslatorFor("de");
  expect((await refusal(saveNav(actor, [{ to: "nope", label: "x", place: "header" }], de))).message).toBe(
    "Gib eine Webadresse ein, zum Beispiel example.com.",
  );
  expect((await refusal(saveNav(actor, [{ to: "https://example.com", label: "", place: "header" }], de))).message).toBe(
    "Gib dem Link eine Beschriftung.",
  );
  expect((await refusal(saveNav(actor, [{ to: "/events", label: "x".repeat(41), place: "header" }], de))).message).toBe(
    "Eine Beschriftung darf höchstens 40 Zeichen lang sein.",
  );
  expect((await refusal(saveNav(actor, [{ to: "https://example.com", label: "", place: "header" }]))).message).toBe(
    "Give the link a label.",
  );
  const before = await navChoice();
  await refusal(
    saveNav(actor, [
      { to: "/events", label: "Shows", place: "header" },
      { to: "nope", label: "x", place: "header" },
    ]),
  );
  expect(await navChoice()).toEqual(before);
});

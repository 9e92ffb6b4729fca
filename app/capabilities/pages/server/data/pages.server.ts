/** Own pages: SQL only. The service (server/pages.server.ts) checks and audits. */
import type { Selectable } from "kysely";
import { db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { NavSettingsTable, PagesTable } from "./tables.server.ts";
import type { Page, PageFields } from "~/capabilities/pages/lib/model.ts";

export type PageRow = Selectable<PagesTable>;

export type { Page, PageFields };

const toPage = (r: PageRow): Page => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  body: r.body,
  heroUploadId: r.hero_upload_id,
  seoTitle: r.seo_title,
  seoDescription: r.seo_description,
  status: r.status === "published" ? "published" : "draft",
  inNav: Number(r.in_nav) === 1,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  publishedAt: r.published_at,
});

const columns = (f: PageFields) => ({
  slug: f.slug,
  title: f.title,
  body: f.body,
  seo_title: f.seoTitle,
  seo_description: f.seoDescription,
  in_nav: f.inNav ? 1 : 0,
});

export async function listPages(): Promise<Page[]> {
  const rows = await db().selectFrom("pages").selectAll().orderBy("title").orderBy("id").execute();
  return rows.map(toPage);
}

export async function listPublishedPages(): Promise<Page[]> {
  const rows = await db()
    .selectFrom("pages")
    .selectAll()
    .where("status", "=", "published")
    .orderBy("title")
    .orderBy("id")
    .execute();
  return rows.map(toPage);
}

export async function findPage(id: string): Promise<Page | null> {
  const r = await db().selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
  return r ? toPage(r) : null;
}

export async function findPageBySlug(slug: string): Promise<Page | null> {
  const r = await db().selectFrom("pages").selectAll().where("slug", "=", slug).executeTakeFirst();
  return r ? toPage(r) : null;
}

export async function insertPage(f: PageFields, heroUploadId: string | null): Promise<Page> {
  const now = nowIso();
  const id = newId();
  await db()
    .insertInto("pages")
    .values({
      id,
      ...columns(f),
      hero_upload_id: heroUploadId,
      status: "draft",
      created_at: now,
      updated_at: now,
      published_at: null,
    })
    .execute();
  return (await findPage(id))!;
}

export async function updatePageRow(id: string, f: PageFields, heroUploadId: string | null | undefined): Promise<void> {
  await db()
    .updateTable("pages")
    .set({
      ...columns(f),
      ...(heroUploadId !== undefined ? { hero_upload_id: heroUploadId } : {}),
      updated_at: nowIso(),
    })
    .where("id", "=", id)
    .execute();
}

export async function setPageStatus(id: string, status: Page["status"]): Promise<void> {
  const now = nowIso();
  await db()
    .updateTable("pages")
    .set({ status, updated_at: now, ...(status === "published" ? { published_at: now } : {}) })
    .where("id", "=", id)
    .execute();
}

export async function deletePageRow(id: string): Promise<void> {
  await db().deleteFrom("pages").where("id", "=", id).execute();
}

export async function readNavItems(): Promise<string | null> {
  const r = await db().selectFrom("nav_settings").select("items").where("id", "=", 1).executeTakeFirst();
  return r?.items ?? null;
}

export async function writeNavItems(items: string): Promise<void> {
  const row: NavSettingsTable = { id: 1, items, updated_at: nowIso() };
  await db()
    .insertInto("nav_settings")
    .values(row)
    .onConflict((oc) => oc.column("id").doUpdateSet({ items: row.items, updated_at: row.updated_at }))
    .execute();
}

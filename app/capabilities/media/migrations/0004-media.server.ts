/** Uploads, albums and media items (SPEC §3). Portable across SQLite and PostgreSQL. */
import type { Kysely } from "kysely";
import { colTypes } from "~/core/db/dialect.server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = colTypes(db);
  await db.schema
    .createTable("albums")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    // No foreign key: uploads already point at albums, and a cycle would stop export/import ordering.
    .addColumn("cover_upload_id", "text")
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("album_id", "text", (c) => c.references("albums.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("ext", "text", (c) => c.notNull())
    .addColumn("bytes", t.bigint, (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("duration", t.float)
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("caption", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("failure", "text")
    .addColumn("variants", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("placeholder", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("file_path", "text")
    .addColumn("poster_path", "text")
    .addColumn("original_path", "text")
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("uploads_album_idx").on("uploads").columns(["album_id", "position"]).execute();
  await db.schema.createIndex("uploads_sha_idx").on("uploads").column("sha256").execute();
  await db.schema.createIndex("uploads_purpose_idx").on("uploads").columns(["purpose", "created_at"]).execute();

  await db.schema
    .createTable("media_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("original_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("provider_id", "text")
    .addColumn("start_seconds", "integer")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("thumbnail_upload_id", "text", (c) => c.references("uploads.id").onDelete("set null"))
    .addColumn("upload_id", "text", (c) => c.references("uploads.id").onDelete("set null"))
    .addColumn("duration", t.float)
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("media_items_position_idx")
    .on("media_items")
    .columns(["published", "position"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media_items").execute();
  await db.schema.dropTable("uploads").execute();
  await db.schema.dropTable("albums").execute();
}

/** The press kit's one row: SQL only. The service (server/press.server.ts) checks and audits. */
import { randomBytes } from "node:crypto";
import { db, nowIso } from "~/core/db/client.server.ts";
import type { PlayedAt, PressContact, PressKit, PressPhoto, PressQuote } from "~/capabilities/press/lib/model.ts";
import { emptyPressKit } from "~/capabilities/press/lib/model.ts";
import { listPressFiles } from "./files.server.ts";
import type {} from "./tables.server.ts";

export const newPressToken = () => randomBytes(18).toString("base64url");

function parseList<T>(json: string): T[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

/** The stored kit, or an empty public one (with a fresh token) before the first save. */
export async function readPressKit(): Promise<PressKit> {
  const [r, files] = await Promise.all([
    db().selectFrom("press_kit").selectAll().where("id", "=", 1).executeTakeFirst(),
    listPressFiles(),
  ]);
  if (!r) return { ...emptyPressKit(newPressToken()), files };
  return {
    shortBio: r.short_bio,
    longBio: r.long_bio,
    photos: parseList<PressPhoto>(r.photos),
    quotes: parseList<PressQuote>(r.quotes),
    contacts: parseList<PressContact>(r.contacts),
    played: parseList<PlayedAt>(r.played),
    files,
    visibility: r.visibility === "private" ? "private" : "public",
    token: r.token,
    updatedAt: r.updated_at,
  };
}

/** Writes the kit's row (its files are written on their own: data/files.server.ts). */
export async function writePressKit(k: Omit<PressKit, "updatedAt" | "files">): Promise<void> {
  const row = {
    short_bio: k.shortBio,
    long_bio: k.longBio,
    photos: JSON.stringify(k.photos),
    quotes: JSON.stringify(k.quotes),
    contacts: JSON.stringify(k.contacts),
    played: JSON.stringify(k.played),
    visibility: k.visibility,
    token: k.token,
    updated_at: nowIso(),
  };
  await db()
    .insertInto("press_kit")
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

export async function deletePressKit(): Promise<void> {
  await db().deleteFrom("press_kit").execute();
  await db().deleteFrom("press_files").execute();
}

/** The press kit's files (logos, rider, stage plot): SQL only. The service (server/files.server.ts) checks the bytes and audits. */
import { db, nowIso } from "~/core/db/client.server.ts";
import { PRESS_FILE_SLOTS, type PressFileInfo, type PressFileSlot } from "~/capabilities/press/lib/model.ts";
import type {} from "./tables.server.ts";

const isSlot = (s: string): s is PressFileSlot => (PRESS_FILE_SLOTS as readonly string[]).includes(s);

/** Which files there are, without their bytes, in the slots' order. */
export async function listPressFiles(): Promise<PressFileInfo[]> {
  const rows = await db()
    .selectFrom("press_files")
    .select(["slot", "mime", "size", "width", "height", "updated_at"])
    .execute();
  return PRESS_FILE_SLOTS.flatMap((slot) => {
    const r = rows.find((x) => x.slot === slot);
    return r && isSlot(r.slot)
      ? [
          {
            slot,
            mime: r.mime,
            size: Number(r.size),
            width: Number(r.width),
            height: Number(r.height),
            updatedAt: r.updated_at,
          },
        ]
      : [];
  });
}

export async function readPressFileBytes(slot: PressFileSlot): Promise<{ mime: string; data: Buffer } | undefined> {
  const r = await db().selectFrom("press_files").select(["mime", "data"]).where("slot", "=", slot).executeTakeFirst();
  return r ? { mime: r.mime, data: Buffer.from(r.data) } : undefined;
}

export async function writePressFile(
  slot: PressFileSlot,
  f: { mime: string; data: Buffer; width: number; height: number },
): Promise<void> {
  const row = {
    mime: f.mime,
    data: f.data,
    size: f.data.length,
    width: f.width,
    height: f.height,
    updated_at: nowIso(),
  };
  await db()
    .insertInto("press_files")
    .values({ slot, ...row })
    .onConflict((oc) => oc.column("slot").doUpdateSet(row))
    .execute();
}

export async function deletePressFile(slot: PressFileSlot): Promise<boolean> {
  const r = await db().deleteFrom("press_files").where("slot", "=", slot).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

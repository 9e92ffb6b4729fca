import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { createUser, findUserByEmail, countUsers } from "~/core/auth/data/users.server.ts";
import { getSettings, updateSettings } from "~/core/settings/settings.server.ts";
import { setMeta, getMeta } from "~/core/db/meta.server.ts";
import { contentTables, exportSite, importSite, ImportError } from "./backup.server.ts";
import { tarEnd, tarHeader, tarPadding } from "./tar.server.ts";

const getDb = useTestDatabase();

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

test("content tables come parents first and leave sessions and counters out", async () => {
  const order = await contentTables();
  expect(order).not.toContain("sessions");
  expect(order).not.toContain("rate_limits");
  expect(order.some((t) => t.startsWith("kysely_"))).toBe(false);
  expect(order).toContain("users");
  expect(order).toContain("site_settings");
});

test("export then import restores tables and files exactly; the setup code is not exported", async () => {
  const { dataDir } = getDb();
  await createUser({ email: "keep@example.com", displayName: "Keeper", passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$AAAA$BBBB", role: "owner" });
  await updateSettings({ name: "Before Export", social_links: [{ platform: "instagram", url: "https://instagram.com/x" }] });
  await setMeta("setup_code", "ABCD-EFGH");
  mkdirSync(join(dataDir, "uploads", "ab"), { recursive: true });
  const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
  writeFileSync(join(dataDir, "uploads", "ab", "photo.webp"), bytes);
  writeFileSync(join(dataDir, "session-secret"), "secret-that-stays-here\n");

  const archive = await collect(exportSite());
  expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

  // Change everything, then import.
  await updateSettings({ name: "Changed Later" });
  await createUser({ email: "intruder@example.com", displayName: "X", passwordHash: "x", role: "editor" });
  writeFileSync(join(dataDir, "uploads", "ab", "photo.webp"), "overwritten");
  writeFileSync(join(dataDir, "uploads", "stray.txt"), "not in the export");

  const result = await importSite(Readable.from(archive));
  expect(result.files).toBe(1);
  expect((await getSettings()).name).toBe("Before Export");
  expect((await getSettings()).social_links).toEqual([{ platform: "instagram", url: "https://instagram.com/x" }]);
  expect(await findUserByEmail("keep@example.com")).toBeDefined();
  expect(await findUserByEmail("intruder@example.com")).toBeUndefined();
  expect(await getMeta("setup_code")).toBeUndefined();
  expect(readFileSync(join(dataDir, "uploads", "ab", "photo.webp"))).toEqual(bytes);
  expect(existsSync(join(dataDir, "uploads", "stray.txt"))).toBe(false);
  expect(readFileSync(join(dataDir, "session-secret"), "utf8")).toBe("secret-that-stays-here\n");
});

test("a damaged or foreign archive changes nothing", async () => {
  const usersBefore = await countUsers();
  const nameBefore = (await getSettings()).name;
  await expect(importSite(Readable.from(Buffer.from("not a gzip at all")))).rejects.toThrow(ImportError);
  const good = await collect(exportSite());
  await expect(importSite(Readable.from(good.subarray(0, Math.floor(good.length / 2))))).rejects.toThrow(ImportError);
  const foreign = Buffer.from(JSON.stringify({ hello: "world" }));
  const tar = gzipSync(Buffer.concat([tarHeader("data.json", foreign.length), foreign, tarPadding(foreign.length), tarEnd()]));
  await expect(importSite(Readable.from(tar))).rejects.toThrow("This file is not a Marquee export.");
  const escape = Buffer.from("evil");
  const sneaky = gzipSync(Buffer.concat([tarHeader("files/../../escape.txt", escape.length), escape, tarPadding(escape.length), tarEnd()]));
  await expect(importSite(Readable.from(sneaky))).rejects.toThrow("This file is not a Marquee export.");
  expect(existsSync(join(getDb().dataDir, "..", "escape.txt"))).toBe(false);
  expect(await countUsers()).toBe(usersBefore);
  expect((await getSettings()).name).toBe(nameBefore);
});

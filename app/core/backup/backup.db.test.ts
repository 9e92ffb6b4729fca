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
  await createUser({
    email: "keep@example.com",
    displayName: "Keeper",
    passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$AAAA$BBBB",
    role: "owner",
  });
  await updateSettings({
    name: "Before Export",
    social_links: [{ platform: "instagram", url: "https://instagram.com/x" }],
  });
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
  const tar = gzipSync(
    Buffer.concat([tarHeader("data.json", foreign.length), foreign, tarPadding(foreign.length), tarEnd()]),
  );
  await expect(importSite(Readable.from(tar))).rejects.toThrow("This file is not a Marquee export.");
  const escape = Buffer.from("evil");
  const sneaky = gzipSync(
    Buffer.concat([tarHeader("files/../../escape.txt", escape.length), escape, tarPadding(escape.length), tarEnd()]),
  );
  await expect(importSite(Readable.from(sneaky))).rejects.toThrow("This file is not a Marquee export.");
  expect(existsSync(join(getDb().dataDir, "..", "escape.txt"))).toBe(false);
  expect(await countUsers()).toBe(usersBefore);
  expect((await getSettings()).name).toBe(nameBefore);
});

test("a tar header claiming an 8 GB data.json is refused at once (issue 18: it used to stop the server)", async () => {
  const tar = gzipSync(Buffer.concat([tarHeader("data.json", 0o77777777777), Buffer.alloc(512), tarEnd()]));
  await expect(importSite(Readable.from(tar))).rejects.toThrow(ImportError);
  await expect(importSite(Readable.from(tar))).rejects.toThrow("larger than this installation accepts");
});

test("a small archive that inflates to 64 MB of zeros is refused as a bomb, without reading it all (issue 18)", async () => {
  const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
  expect(bomb.length).toBeLessThan(100 * 1024);
  await expect(importSite(Readable.from(bomb))).rejects.toThrow("unpacks to far more than its size");
});

test("links, absolute paths and tables this installation does not know are refused before anything is written", async () => {
  const nameBefore = (await getSettings()).name;
  const owner = {
    id: "o",
    email: "o@example.com",
    display_name: "O",
    password_hash: "x",
    role: "owner",
    disabled: 0,
    created_at: "2026-01-01T00:00:00Z",
  };
  const json = (tables: object) =>
    Buffer.from(
      JSON.stringify({
        format: "marquee-export",
        version: 2,
        tables: { users: [owner], site_settings: [], ...tables },
      }),
    );
  const archive = (...entries: Buffer[]) => gzipSync(Buffer.concat([...entries, tarEnd()]));
  const entry = (name: string, body: Buffer) =>
    Buffer.concat([tarHeader(name, body.length), body, tarPadding(body.length)]);
  const data = json({ site_settings: [] });
  await expect(
    importSite(Readable.from(archive(entry("data.json", data), entry("/etc/passwd", Buffer.from("x"))))),
  ).rejects.toThrow("not a Marquee export");
  await expect(
    importSite(Readable.from(archive(entry("data.json", data), entry("files/a/../../b", Buffer.from("x"))))),
  ).rejects.toThrow("not a Marquee export");
  await expect(importSite(Readable.from(archive(entry("data.json", json({ no_such_table: [] })))))).rejects.toThrow(
    'does not know ("no_such_table")',
  );
  const raw = (text: string) => Buffer.from(text);
  await expect(
    importSite(
      Readable.from(
        archive(
          entry(
            "data.json",
            raw(`{"format":"marquee-export","version":2,"tables":{"users":[],"site_settings":[],"__proto__":[]}}`),
          ),
        ),
      ),
    ),
  ).rejects.toThrow(ImportError);
  await expect(
    importSite(Readable.from(archive(entry("data.json", json({ users: [{ ...owner, email: { evil: true } }] }))))),
  ).rejects.toThrow("cannot restore");
  await expect(importSite(Readable.from(archive(entry("data.json", json({ users: [] })))))).rejects.toThrow(
    "no owner account",
  );
  await expect(
    importSite(Readable.from(archive(entry("data.json", raw(`{"format":"marquee-export","version":2,"tables":{}}`))))),
  ).rejects.toThrow("no users or settings");
  await expect(importSite(Readable.from(archive(entry("files/x.txt", Buffer.from("x")))))).rejects.toThrow(
    "has no data",
  );
  expect((await getSettings()).name).toBe(nameBefore);
});

test("an import that fails in the database leaves tables and files as they were", async () => {
  const { dataDir } = getDb();
  await updateSettings({ name: "Untouched" });
  mkdirSync(join(dataDir, "uploads", "cd"), { recursive: true });
  writeFileSync(join(dataDir, "uploads", "cd", "keep.webp"), "keep me");
  const good = await collect(exportSite());
  // The same export with a user row that breaks a NOT NULL rule: found only by the database, mid-transaction.
  const broken = JSON.stringify({
    format: "marquee-export",
    version: 2,
    tables: { site_settings: [], users: [{ id: "u1", email: null, role: "owner" }] },
  });
  const body = Buffer.from(broken);
  const replacement = Buffer.from("new file");
  const tar = gzipSync(
    Buffer.concat([
      tarHeader("data.json", body.length),
      body,
      tarPadding(body.length),
      tarHeader("files/uploads/cd/new.webp", replacement.length),
      replacement,
      tarPadding(replacement.length),
      tarEnd(),
    ]),
  );
  await expect(importSite(Readable.from(tar))).rejects.toThrow('"users" records could not be restored');
  expect((await getSettings()).name).toBe("Untouched");
  expect(readFileSync(join(dataDir, "uploads", "cd", "keep.webp"), "utf8")).toBe("keep me");
  expect(existsSync(join(dataDir, "uploads", "cd", "new.webp"))).toBe(false);
  expect(existsSync(join(dataDir, "backup-import"))).toBe(false);
  expect(good.length).toBeGreaterThan(0);
});

/** The studio's export and import around the core's backup: the owner's mistakes as catalogue errors, the temporary file always gone, both audited. */
import { createWriteStream, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { makeUser } from "~tests/factories/users.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { getSettings, updateSettings } from "~/core/settings/settings.server.ts";
import { exportSiteAs, importArchiveAs, receiveArchive, type ReceivedArchive } from "./backup.server.ts";

const getDb = useTestDatabase();

const actor = { id: "u-owner", email: "owner@example.com" };
const upload = async (name: string, over: Partial<ReceivedArchive> = {}): Promise<ReceivedArchive> => {
  const dir = join(getDb().dataDir, "tmp");
  await mkdir(dir, { recursive: true });
  const file = join(dir, name);
  if (!existsSync(file)) writeFileSync(file, "not an archive");
  return { file, fields: { confirm: "replace" }, gotFile: true, tooLarge: false, ...over };
};

async function refusal(p: Promise<unknown>): Promise<[number, string]> {
  const e = await p.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(e instanceof AppError)) throw new Error(`expected an AppError, got ${String(e)}`);
  return [e.status, e.message];
}

test("what the owner can fix is a catalogue error, and the temporary file is removed every time", async () => {
  const cases: [Partial<ReceivedArchive>, unknown][] = [
    [{ tooLarge: true }, [413, "This file is too large (max 4096 MB)."]],
    [{ gotFile: false }, [400, "Choose an export file (.tar.gz) to import."]],
    [{ fields: {} }, [400, "Tick the box to confirm that everything on this site will be replaced."]],
    // Confirmed, but not an export at all: the core's ImportError, a 400 in its words.
    [{}, [400, expect.any(String)]],
  ];
  for (const [i, [over, expected]] of cases.entries()) {
    const u = await upload(`case-${i}.tar.gz`, over);
    expect(await refusal(importArchiveAs(actor, u))).toEqual(expected);
    expect(existsSync(u.file)).toBe(false);
  }
  expect((await listAudit({ entity: "site" })).filter((a) => a.action === "site.import")).toEqual([]);
});

test("an export is audited, and importing it replaces the site and is audited by the owner's address", async () => {
  await makeUser("owner@example.com", "owner");
  await updateSettings({ name: "Exported Owls" });
  const u = await upload("export.tar.gz");
  await pipeline(await exportSiteAs(actor), createWriteStream(u.file));
  expect((await listAudit({ entity: "site" })).map((a) => [a.action, a.user_email])).toContainEqual([
    "site.export",
    actor.email,
  ]);
  await updateSettings({ name: "Changed since" });

  const result = await importArchiveAs(actor, u);
  expect(result.rows).toBeGreaterThan(0);
  expect((await getSettings()).name).toBe("Exported Owls");
  expect(existsSync(u.file)).toBe(false);
  // The accounts are the export's now: the entry names who by address, not by an id.
  const entry = (await listAudit({ entity: "site" })).find((a) => a.action === "site.import");
  expect(entry).toMatchObject({ user_id: null, user_email: null });
  expect(JSON.parse(entry!.detail!)).toMatchObject({ by: actor.email, rows: result.rows, files: result.files });
});

test("receiving the upload: the file on disk with a valid token; 403 without one; a body that is not a form is a 400, nothing left behind", async () => {
  const tmp = join(getDb().dataDir, "tmp");
  const post = (body: BodyInit, type = "multipart/form-data; boundary=xyz") =>
    new Request("http://localhost/admin/backup", { method: "POST", headers: { "content-type": type }, body });
  const part = (name: string, value: string, file = "") =>
    `--xyz\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: application/gzip` : ""}\r\n\r\n${value}\r\n`;
  const form = (token: string) =>
    `${part("csrf", token)}${part("confirm", "replace")}${part("archive", "gzip bytes", "site.tar.gz")}--xyz--\r\n`;
  const isValid = (token: string) => token === "good";
  const before = () => (existsSync(tmp) ? readdirSync(tmp).sort() : []);
  const kept = before();

  const ok = await receiveArchive(post(form("good")), isValid);
  expect(ok).toMatchObject({ gotFile: true, tooLarge: false, fields: { csrf: "good", confirm: "replace" } });
  expect(readFileSync(ok.file, "utf8")).toBe("gzip bytes");
  expect(await refusal(importArchiveAs(actor, ok))).toEqual([400, expect.any(String)]);

  expect(await refusal(receiveArchive(post(form("forged")), isValid))).toEqual([
    403,
    "This form expired. Reload the page and try again.",
  ]);
  const truncated = form("good").slice(0, -40);
  expect(await refusal(receiveArchive(post(truncated), isValid))).toEqual([
    400,
    "This form could not be read. Reload the page and try again.",
  ]);
  // Ending inside the file part with a forged token (the part is only drained): a 400 too, and the process lives on.
  expect(await refusal(receiveArchive(post(form("forged").slice(0, -40)), isValid))).toEqual([
    400,
    "This form could not be read. Reload the page and try again.",
  ]);
  expect(await refusal(receiveArchive(post("no parts at all", "multipart/form-data"), isValid))).toEqual([
    400,
    "This form could not be read. Reload the page and try again.",
  ]);
  expect(await refusal(receiveArchive(post("a=b", "application/x-www-form-urlencoded"), isValid))).toEqual([
    403,
    "This form expired. Reload the page and try again.",
  ]);
  expect(before()).toEqual(kept);
});

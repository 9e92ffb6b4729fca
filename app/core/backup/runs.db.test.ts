import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { startS3, S3_KEY_ID, S3_SECRET, type RunningS3 } from "~tests/fixtures/s3-server.ts";
import { createUser } from "~/core/auth/data/users.server.ts";
import { getSettings, updateSettings } from "~/core/settings/settings.server.ts";
import { sealSecret } from "~/core/secrets/secret-box.server.ts";
import { claimLease, getTarget, insertTarget, listBackups, type TargetFields } from "./data/backups.server.ts";
import { recipientFor } from "./envelope.server.ts";
import { BackupError } from "./errors.server.ts";
import { exportSite } from "./backup.server.ts";
import { verifyArchive } from "./verify.server.ts";
import { backUpNow, takeBackup } from "./runs.server.ts";
import { restoreBackup, verifyBackup } from "./restore.server.ts";
import { SECRET_PURPOSE } from "./destinations.server.ts";

const getDb = useTestDatabase();
let s3: RunningS3;
// Backup folders outside the data folder, as an owner would choose them; removed afterwards.
const outside = mkdtempSync(join(tmpdir(), "marquee-backup-targets-"));
beforeAll(async () => {
  s3 = await startS3({ bucket: "backups-test" });
  await createUser({ email: "owner@example.com", displayName: "Owner", passwordHash: "x", role: "owner" });
  await updateSettings({ name: "Backed Up" });
});
afterAll(async () => {
  await s3?.stop();
  rmSync(outside, { recursive: true, force: true });
});

const fields = (over: Partial<TargetFields> = {}): TargetFields => ({
  kind: "folder",
  folder: "",
  s3_endpoint: "",
  s3_region: "",
  s3_bucket: "",
  s3_prefix: "",
  s3_access_key_id: "",
  s3_secret: "",
  s3_path_style: 0,
  frequency: "daily",
  hour: 3,
  weekday: 0,
  keep_daily: 7,
  keep_weekly: 4,
  keep_monthly: 6,
  encrypt_public_key: null,
  encrypt_salt: null,
  ...over,
});

async function freshTarget(over: Partial<TargetFields>) {
  const { db } = await import("~/core/db/client.server.ts");
  await db().deleteFrom("backup_targets").execute();
  await insertTarget(`t-${Math.random().toString(36).slice(2)}`, fields(over));
  return (await getTarget())!;
}

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

test("a backup to a folder is written, verified by a restore into a scratch database, and recorded", async () => {
  const folder = join(outside, "backups");
  const target = await freshTarget({ folder });
  mkdirSync(join(getDb().dataDir, "uploads", "x"), { recursive: true });
  writeFileSync(join(getDb().dataDir, "uploads", "x", "a.webp"), Buffer.alloc(5000, 3));
  const row = await takeBackup(target, "manual");
  expect(row.error).toBeNull();
  expect(row.state).toBe("verified");
  expect(row.verified_at).not.toBeNull();
  const file = readFileSync(join(folder, row.object_key));
  expect(file.length).toBe(row.bytes);
  expect(sha(file)).toBe(row.sha256);
  expect(file.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // a plain export, importable on the export page
  const counts = JSON.parse(row.counts!) as { tables: Record<string, number>; files: number; fileBytes: number };
  expect(counts.tables.users).toBe(1);
  expect(counts.files).toBe(1);
  expect(counts.fileBytes).toBe(5000);
  expect(await verifyBackup(row.id)).toMatchObject({ restored: true, counts: { files: 1 } });
});

test("verification refuses an archive that does not restore to what was written", async () => {
  const expected = { tables: { users: 2 }, files: 0, fileBytes: 0 };
  const err = await verifyArchive(exportSite(), expected).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(BackupError);
  expect((err as BackupError).message).toMatch(/"users" had 2 record\(s\), 1 came back/);
});

test("an encrypted backup: a wrong passphrase is refused before anything happens; the right one restores", async () => {
  const folder = join(outside, "encrypted");
  const recipient = await recipientFor("a long and secret phrase");
  const target = await freshTarget({
    folder,
    encrypt_public_key: recipient.publicKey,
    encrypt_salt: recipient.salt,
  });
  const row = await takeBackup(target, "manual");
  expect(row.state).toBe("verified");
  expect(row.encrypted).toBe(1);
  expect(readFileSync(join(folder, row.object_key)).subarray(0, 8).toString()).toBe("MQBKENC1");
  await updateSettings({ name: "Changed Since" });
  const before = (await listBackups()).length;
  for (const [pass, reason] of [
    [undefined, "passphrase_needed"],
    ["not the phrase", "wrong_passphrase"],
  ] as const) {
    const err = await restoreBackup(row.id, pass).catch((e: unknown) => e);
    expect((err as BackupError).reason).toBe(reason);
  }
  expect((await listBackups()).length).toBe(before); // no safety backup was taken for a refused restore
  expect((await getSettings()).name).toBe("Changed Since");
  expect(await verifyBackup(row.id)).toEqual({ restored: false }); // the checksum only, without the passphrase
  expect(await verifyBackup(row.id, "a long and secret phrase")).toMatchObject({ restored: true });

  const result = await restoreBackup(row.id, "a long and secret phrase");
  expect((await getSettings()).name).toBe("Backed Up");
  expect(result.safety.kind).toBe("pre-restore");
  expect(result.safety.state).toBe("verified");
  // The backups' own list survives the restore (it is not part of the export).
  expect((await listBackups()).map((b) => b.id)).toContain(row.id);
});

test("a changed backup file is refused and the site stays as it is", async () => {
  const folder = join(outside, "tampered");
  const target = await freshTarget({ folder });
  const row = await takeBackup(target, "manual");
  const path = join(folder, row.object_key);
  const bytes = readFileSync(path);
  bytes[bytes.length - 30] = bytes[bytes.length - 30]! ^ 0xff;
  writeFileSync(path, bytes);
  await updateSettings({ name: "Still Here" });
  const err = await restoreBackup(row.id).catch((e: unknown) => e);
  expect((err as BackupError).reason).toBe("checksum");
  expect((await getSettings()).name).toBe("Still Here");
});

test("a target that refuses writes leaves a failed backup with its reason, and nothing else", async () => {
  const blocker = join(outside, "not-a-folder");
  writeFileSync(blocker, "a file where the folder should be");
  const target = await freshTarget({ folder: blocker });
  const row = await takeBackup(target, "scheduled");
  expect(row.state).toBe("failed");
  expect(row.error).toMatch(/Could not store the backup at .*not-a-folder/);
  expect(readdirSync(join(getDb().dataDir, "tmp")).filter((f) => f.startsWith("backup-"))).toEqual([]);
});

test("a bucket with its own credentials (sealed) holds backups; rotation keeps only what it is told to", async () => {
  const target = await freshTarget({
    kind: "s3",
    s3_endpoint: s3.endpoint,
    s3_region: "us-east-1",
    s3_bucket: s3.bucket,
    s3_prefix: "marquee/backups",
    s3_access_key_id: S3_KEY_ID,
    s3_secret: sealSecret(S3_SECRET, SECRET_PURPOSE),
    s3_path_style: 1,
    keep_daily: 0,
    keep_weekly: 0,
    keep_monthly: 0,
  });
  const first = await takeBackup(target, "scheduled");
  expect(first.state).toBe("verified");
  expect(first.location).toBe(`s3://${s3.bucket}/marquee/backups`);
  const manual = await backUpNow();
  expect(manual.kind).toBe("manual");
  const second = await takeBackup(target, "scheduled");
  expect(second.state).toBe("verified");
  const stored = readdirSync(join(s3.dir, s3.bucket, "marquee", "backups")).filter((f) =>
    f.startsWith("marquee-backup"),
  );
  // Keeping no day, week or month: of the scheduled backups only the newest stays; one made by hand is kept apart.
  expect(stored.some((f) => f.includes(second.id))).toBe(true);
  expect(stored.some((f) => f.includes(manual.id))).toBe(true);
  expect(stored.some((f) => f.includes(first.id))).toBe(false);
  const ids = (await listBackups({ targetId: target.id })).map((b) => b.id);
  expect(ids).toEqual([second.id, manual.id]);
  // A bucket that refuses the credentials: failed, with S3's reason.
  const refused = await freshTarget({
    kind: "s3",
    s3_endpoint: s3.endpoint,
    s3_region: "us-east-1",
    s3_bucket: s3.bucket,
    s3_access_key_id: "NOBODY",
    s3_secret: sealSecret("wrong", SECRET_PURPOSE),
    s3_path_style: 1,
  });
  const failed = await takeBackup(refused, "scheduled");
  expect(failed.state).toBe("failed");
  expect(failed.error).toMatch(/InvalidAccessKeyId|403/);
});

test("of two processes asking for the lease at once, exactly one gets it", async () => {
  const target = await freshTarget({ folder: join(outside, "unused") });
  const other = getDb().openAnother();
  try {
    const { setDatabase, currentHandle } = await import("~/core/db/client.server.ts");
    const mine = currentHandle()!;
    const now = new Date().toISOString();
    const until = new Date(Date.now() + 60_000).toISOString();
    const a = claimLease(target.id, "a", until, now);
    setDatabase(other);
    const b = claimLease(target.id, "b", until, now);
    setDatabase(mine);
    const got = await Promise.all([a, b]);
    expect(got.filter(Boolean)).toHaveLength(1);
  } finally {
    await other.close();
  }
});

test("the default folder (no target) is not part of the site's files", async () => {
  const { db } = await import("~/core/db/client.server.ts");
  await db().deleteFrom("backup_targets").execute();
  const row = await backUpNow("pre-upgrade");
  expect(row.state).toBe("verified");
  expect(existsSync(join(getDb().dataDir, "backups", row.object_key))).toBe(true);
  const again = await backUpNow("pre-upgrade");
  const counts = JSON.parse(again.counts!) as { files: number };
  expect(counts.files).toBe(JSON.parse(row.counts!).files); // the first backup file was not taken for an upload
  const archive = readFileSync(join(getDb().dataDir, "backups", again.object_key));
  await expect(verifyArchive(Readable.from(archive), JSON.parse(again.counts!))).resolves.toBeDefined();
});

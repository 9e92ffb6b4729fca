import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { startS3, S3_KEY_ID, S3_SECRET, type RunningS3 } from "~tests/fixtures/s3-server.ts";
import { db } from "~/core/db/client.server.ts";
import { getTarget } from "~/core/backup/data/backups.server.ts";
import { BackupError } from "~/core/backup/errors.server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { readTargetForm } from "./target-form.server.ts";
import { saveTargetAs } from "./backups.server.ts";

const getDb = useTestDatabase();
const tr = studioTranslatorFor("en");
const OWNER = { id: "owner-1", email: "owner@example.com" };
let s3: RunningS3;
const outside = mkdtempSync(join(tmpdir(), "marquee-backup-form-"));
beforeAll(async () => {
  s3 = await startS3({ bucket: "form-test" });
});
afterAll(async () => {
  await s3?.stop();
  rmSync(outside, { recursive: true, force: true });
});

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  const all = {
    kind: "folder",
    frequency: "daily",
    hour: "3",
    weekday: "0",
    keep_daily: "7",
    keep_weekly: "4",
    keep_monthly: "6",
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) f.append(k, v);
  return f;
};

test("the form names each mistake, and never sends a secret back", async () => {
  const bad = readTargetForm(
    form({
      kind: "s3",
      s3_bucket: "Not A Bucket",
      s3_endpoint: "ftp://x",
      keep_daily: "-1",
      hour: "25",
      encrypt: "on",
      passphrase: "short",
      passphrase_again: "short",
      s3_secret: "hush",
    }),
    tr,
    undefined,
  );
  expect(bad.ok).toBe(false);
  if (bad.ok) return;
  expect(bad.errors).toMatchObject({
    s3_bucket: "Enter the bucket's name: 3 to 63 lowercase letters, digits, dots and dashes.",
    s3_endpoint: expect.any(String),
    keep_daily: "Enter a whole number from 0 to 365.",
    hour: expect.any(String),
  });
  expect(bad.input.s3_secret).toBeUndefined();
  expect(bad.input.passphrase).toBeUndefined();
  const relative = readTargetForm(form({ folder: "backups" }), tr, undefined);
  expect(relative.ok ? null : relative.errors.folder).toBe("Enter the folder as a full path, starting with /.");
  const differs = readTargetForm(
    form({ folder: outside, encrypt: "on", passphrase: "a long passphrase", passphrase_again: "a long passphrase!" }),
    tr,
    undefined,
  );
  expect(differs.ok ? null : differs.errors.passphrase_again).toBe("The two passphrases are not the same.");
  const noSecret = readTargetForm(
    form({ kind: "s3", s3_bucket: "form-test", s3_access_key_id: S3_KEY_ID }),
    tr,
    undefined,
  );
  expect(noSecret.ok ? null : Object.keys(noSecret.errors)).toEqual(["s3_secret"]);
});

test("a bucket that does not answer, or a folder in the data folder, is not saved", async () => {
  const unreachable = readTargetForm(
    form({
      kind: "s3",
      s3_endpoint: "http://127.0.0.1:1",
      s3_bucket: "form-test",
      s3_access_key_id: S3_KEY_ID,
      s3_secret: S3_SECRET,
      s3_path_style: "on",
    }),
    tr,
    undefined,
  );
  if (!unreachable.ok) throw new Error("valid form");
  const err = await saveTargetAs(OWNER, unreachable.values, undefined).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(BackupError);
  expect((err as BackupError).message).toMatch(/^Could not write to s3:\/\/form-test\/: .+\.$/);
  const inside = readTargetForm(form({ folder: join(getDb().dataDir, "uploads") }), tr, undefined);
  if (!inside.ok) throw new Error("valid form");
  await expect(saveTargetAs(OWNER, inside.values, undefined)).rejects.toThrow(/outside the data folder/);
  expect(await getTarget()).toBeUndefined();
});

test("a bucket target is saved with its secret sealed; the passphrase leaves only a public key behind", async () => {
  const ok = readTargetForm(
    form({
      kind: "s3",
      s3_endpoint: s3.endpoint,
      s3_bucket: "form-test",
      s3_prefix: "/site/backups/",
      s3_access_key_id: S3_KEY_ID,
      s3_secret: S3_SECRET,
      s3_path_style: "on",
      encrypt: "on",
      passphrase: "correct horse battery staple",
      passphrase_again: "correct horse battery staple",
    }),
    tr,
    undefined,
  );
  if (!ok.ok) throw new Error(JSON.stringify(ok.errors));
  await saveTargetAs(OWNER, ok.values, undefined);
  const t = (await getTarget())!;
  expect(t).toMatchObject({ kind: "s3", s3_prefix: "site/backups", s3_path_style: 1, last_slot: null });
  expect(t.s3_secret).toMatch(/^v1\./);
  expect(t.encrypt_public_key).toMatch(/^[\w-]{43}$/);
  const stored = JSON.stringify(await db().selectFrom("backup_targets").selectAll().execute());
  expect(stored).not.toContain(`"s3_secret":"${S3_SECRET}"`);
  expect(stored).not.toContain("correct horse");
  const [entry] = await listAudit({ limit: 1 });
  expect(entry).toMatchObject({ action: "backup.target", user_email: OWNER.email });
  expect(JSON.parse(entry!.detail!)).toEqual({
    kind: "s3",
    location: "s3://form-test/site/backups",
    frequency: "daily",
    encrypted: true,
  });
  // Saved again without the secret: the saved one is kept; unticking encryption removes the key.
  const again = readTargetForm(
    form({
      kind: "s3",
      s3_endpoint: s3.endpoint,
      s3_bucket: "form-test",
      s3_prefix: "site/backups",
      s3_access_key_id: S3_KEY_ID,
      s3_path_style: "on",
    }),
    tr,
    t,
  );
  if (!again.ok) throw new Error(JSON.stringify(again.errors));
  await saveTargetAs(OWNER, again.values, t);
  const after = (await getTarget())!;
  expect(after.s3_secret).toBe(t.s3_secret);
  expect(after.encrypt_public_key).toBeNull();
});

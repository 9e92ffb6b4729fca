/**
 * "Remove demo content" with a way back (issue 25, ADR 2510): the whole site is exported first; the
 * restore brings the demo back as it was (and undoes what came after, which the confirmation counts);
 * the demo can then be removed again; dismissing deletes the backup. The backup is never part of an
 * export.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { makeUser } from "~tests/factories/users.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { hasDemoContent, seedDemo } from "~/core/demo/demo.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { siteObjects } from "~/core/backup/files.server.ts";
import { storage } from "~/core/storage/storage.server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { demoBackup, dismissDemoBackup, removeDemoAs, restoreDemoAs } from "./demo.server.ts";

const getDb = useTestDatabase();
// The demo is seeded once (sharp draws every picture: seconds on a busy machine).
const HEAVY = 180_000;

const undoFiles = () => {
  const dir = join(getDb().dataDir, "undo");
  return existsSync(dir) ? readdirSync(dir) : [];
};

test(
  "removed with a backup, restored as it was (what came since counted first), removed again, then dismissed",
  async () => {
    await seedDemo(getDb().dataDir, new Date("2026-11-02T12:00:00Z"));
    const owner = await makeUser("owner@example.com", "owner");
    const actor = { id: owner.id, email: owner.email };
    const demoName = (await getSettings()).name;
    expect(await hasDemoContent()).toBe(true);
    expect(await demoBackup()).toBeNull();

    const removedAt = new Date();
    await removeDemoAs(actor, removedAt);
    expect(await hasDemoContent()).toBe(false);
    expect((await getSettings()).name).not.toBe(demoName);
    expect(undoFiles()).toEqual([`before-demo-removal-${removedAt.toISOString().replace(/[:.]/g, "-")}.tar.gz`]);
    expect(await demoBackup(true)).toEqual({ at: removedAt.toISOString(), changesSince: 0, addedSince: 0 });
    // The backup is the installation's, not the site's: an export never carries it.
    expect((await siteObjects(storage())).some((o) => o.key.startsWith("undo/"))).toBe(false);

    // The owner starts on their own site: the confirmation says what a restore would undo.
    await publishEvent({ title: "Our first show" });
    const offered = await demoBackup(true);
    expect(offered?.changesSince).toBeGreaterThanOrEqual(1);
    expect(offered?.addedSince).toBeGreaterThanOrEqual(1);

    await restoreDemoAs(actor);
    expect(await hasDemoContent()).toBe(true);
    expect((await getSettings()).name).toBe(demoName);
    expect(await demoBackup()).toBeNull();
    expect(undoFiles()).toEqual([]);
    expect((await listAudit({ limit: 1 }))[0]?.action).toBe("demo.restore");

    // Removable again, with a new backup; dismissing deletes it and the offer.
    await removeDemoAs(actor);
    expect(await hasDemoContent()).toBe(false);
    expect(undoFiles()).toEqual([expect.stringMatching(/^before-demo-removal-[\dT-]+Z\.tar\.gz$/)]);
    await dismissDemoBackup(actor);
    expect(await demoBackup()).toBeNull();
    expect(undoFiles()).toEqual([]);
    await expect(restoreDemoAs(actor)).rejects.toThrow(/no backup of the demo/);
  },
  HEAVY,
);

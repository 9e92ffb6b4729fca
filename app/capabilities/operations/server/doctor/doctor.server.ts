/**
 * The doctor (issue 28, ADR 2802): every check of the installation, in the
 * order an owner fixes things, for `npm run doctor` and the studio's Health
 * page. A check that breaks reports itself as failed rather than stopping
 * the others.
 */
import { APP_VERSION } from "~/core/version.server.ts";
import type { Check, DoctorReport } from "../../lib/doctor.ts";
import { bucketCheck, dataFolderCheck, databaseCheck, versionCheck } from "./system.server.ts";
import { clockCheck, httpsCheck, proxyCheck } from "./web.server.ts";
import { backupsCheck, emailCheck } from "./site.server.ts";

const broken = (id: string, e: unknown): Check => ({
  id,
  status: "fail",
  summary: { key: "operations.studio.doctor.broken", vars: { reason: e instanceof Error ? e.message : String(e) } },
  fix: null,
});

const guarded = <T extends Check | null>(id: string, run: () => Promise<T>): Promise<T | Check> =>
  run().catch((e: unknown) => broken(id, e));

export async function runDoctor(): Promise<DoctorReport> {
  const [version, database, data, bucket, web, proxy, email, backups] = await Promise.all([
    guarded("version", versionCheck),
    guarded("database", databaseCheck),
    guarded("data", dataFolderCheck),
    guarded("bucket", bucketCheck),
    httpsCheck().catch((e: unknown) => ({ check: broken("https", e), probe: null })),
    guarded("proxy", proxyCheck),
    guarded("email", emailCheck),
    guarded("backups", backupsCheck),
  ]);
  const clock = await guarded("clock", () => clockCheck(web.probe));
  const checks = [version, database, data, bucket, web.check, proxy, email, backups, clock].filter(
    (c): c is Check => c !== null,
  );
  return { version: APP_VERSION, at: new Date().toISOString(), checks };
}

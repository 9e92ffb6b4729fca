/**
 * The doctor's report (issue 28, ADR 2802), as the command line, the studio
 * page and `--json` share it. Each check's wording is a studio catalogue key
 * with its values, so the studio shows it in the owner's language and the
 * command line in English.
 */
export type CheckStatus = "ok" | "warn" | "fail";

export interface Wording {
  key: string;
  vars?: Record<string, string | number>;
}

export interface Check {
  /** version | database | data | bucket | https | proxy | email | backups | clock */
  id: string;
  status: CheckStatus;
  /** What was found. */
  summary: Wording;
  /** What to do, in one sentence; null when nothing is to be done. */
  fix: Wording | null;
}

export interface DoctorReport {
  version: string;
  at: string;
  checks: Check[];
}

/** 0 all well, 1 warnings, 2 failures (SPEC §12). */
export function exitCode(checks: readonly Check[]): 0 | 1 | 2 {
  if (checks.some((c) => c.status === "fail")) return 2;
  if (checks.some((c) => c.status === "warn")) return 1;
  return 0;
}

export const MARK: Record<CheckStatus, string> = { ok: "✔", warn: "⚠", fail: "✘" };

/** An age as the catalogues word it: minutes up to two hours, hours up to two days, then days. */
export function ageVars(ms: number): { amount: number; unit: "minutes" | "hours" | "days" } {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 120) return { amount: minutes, unit: "minutes" };
  const hours = Math.round(minutes / 60);
  if (hours < 48) return { amount: hours, unit: "hours" };
  return { amount: Math.round(hours / 24), unit: "days" };
}

/** Bytes as people read them (1.2 GB), the same in every language. */
export function bytesText(n: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let v = n;
  let i = 0;
  while (v >= 1000 && i < units.length - 1) {
    v /= 1000;
    i++;
  }
  return i === 0 ? `${n} bytes` : `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}

/** Each check's title (studio keys, listed literally for the catalogue check). */
export const CHECK_TITLES: Record<string, string> = {
  version: "operations.studio.doctor.version.title",
  database: "operations.studio.doctor.database.title",
  data: "operations.studio.doctor.data.title",
  bucket: "operations.studio.doctor.bucket.title",
  https: "operations.studio.doctor.https.title",
  proxy: "operations.studio.doctor.proxy.title",
  email: "operations.studio.doctor.email.title",
  backups: "operations.studio.doctor.backups.title",
  clock: "operations.studio.doctor.clock.title",
};

/** The doctor's checks of what the site does by itself: sending e-mail, and backing itself up. */
import { getTarget, newestBackups } from "~/core/backup/data/backups.server.ts";
import { periodHours } from "~/core/backup/schedule.ts";
import { ageVars, bytesText, type Check } from "../../lib/doctor.ts";
import { mailHealth } from "~/core/mail/index.server.ts";

export async function emailCheck(): Promise<Check> {
  const m = await mailHealth();
  const fix = { key: "operations.studio.doctor.email.fix" };
  if (m.transport === "log")
    return { id: "email", status: "warn", summary: { key: "operations.studio.doctor.email.off" }, fix };
  if (m.problem)
    return {
      id: "email",
      status: "fail",
      summary: { key: "operations.studio.doctor.email.problem", vars: { problem: m.problem } },
      fix,
    };
  if (!m.lastAttempt)
    return {
      id: "email",
      status: "warn",
      summary: { key: "operations.studio.doctor.email.untried", vars: { transport: m.transport } },
      fix: { key: "operations.studio.doctor.email.testFix" },
    };
  const vars = { transport: m.transport, ...ageVars(Date.now() - Date.parse(m.lastAttempt.at)) };
  if (!m.lastAttempt.accepted)
    return {
      id: "email",
      status: "fail",
      summary: {
        key: "operations.studio.doctor.email.refused",
        vars: { ...vars, detail: m.lastAttempt.detail ?? "?" },
      },
      fix: { key: "operations.studio.doctor.email.testFix" },
    };
  return { id: "email", status: "ok", summary: { key: "operations.studio.doctor.email.ok", vars }, fix: null };
}

/** A backup later than twice its schedule's period (plus an hour's grace) is missing. */
export async function backupsCheck(): Promise<Check> {
  const [{ last, verified }, target] = await Promise.all([newestBackups(), getTarget()]);
  const fix = { key: "operations.studio.doctor.backups.fix" };
  if (last && last.state === "failed")
    return {
      id: "backups",
      status: "fail",
      summary: {
        key: "operations.studio.doctor.backups.failed",
        vars: { ...ageVars(Date.now() - Date.parse(last.started_at)), error: last.error ?? "?" },
      },
      fix: { key: "operations.studio.doctor.backups.failedFix" },
    };
  if (!verified)
    return { id: "backups", status: "fail", summary: { key: "operations.studio.doctor.backups.none" }, fix };
  const age = Date.now() - Date.parse(verified.started_at);
  const vars = {
    ...ageVars(age),
    size: bytesText(verified.bytes ?? 0),
    location: verified.location,
  };
  const period = target ? periodHours(target.frequency) : null;
  if (period === null)
    return {
      id: "backups",
      status: "warn",
      summary: { key: "operations.studio.doctor.backups.unscheduled", vars },
      fix,
    };
  if (age > (2 * period + 1) * 3_600_000)
    return {
      id: "backups",
      status: "fail",
      summary: { key: "operations.studio.doctor.backups.late", vars: { ...vars, period } },
      fix: { key: "operations.studio.doctor.backups.lateFix" },
    };
  return { id: "backups", status: "ok", summary: { key: "operations.studio.doctor.backups.ok", vars }, fix: null };
}

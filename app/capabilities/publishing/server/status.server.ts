/** The studio's sentences about each target's state, made on the server in the studio's language and the site's time zone. */
import type { Translator } from "~/core/i18n/translator.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import type { TargetView } from "./targets.server.ts";

export interface TargetStatus extends Omit<TargetView, "running"> {
  running: boolean;
  /** 0–1 while sending, null while building or idle. */
  fraction: number | null;
  line: string;
  failed: boolean;
}

const size = (bytes: number, intl: string) =>
  bytes < 1024 * 1024
    ? `${new Intl.NumberFormat(intl, { maximumFractionDigits: 0 }).format(Math.ceil(bytes / 1024))} KB`
    : `${new Intl.NumberFormat(intl, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

export async function statusLines(targets: TargetView[], tr: Translator): Promise<TargetStatus[]> {
  const tz = (await getSettings()).time_zone || "UTC";
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(tr.intl, { dateStyle: "medium", timeStyle: "short", timeZone: tz }).format(
          new Date(iso),
        )
      : "";
  return targets.map(({ running, ...t }) => {
    if (running) {
      const p = running as { phase: string; done?: number; total?: number; bytes?: number };
      const line =
        p.phase === "upload"
          ? tr.t("publishing.studio.state.upload", {
              done: p.done ?? 0,
              total: p.total ?? 0,
              size: size(p.bytes ?? 0, tr.intl),
            })
          : p.phase === "switch"
            ? tr.t("publishing.studio.state.switch")
            : tr.t("publishing.studio.state.export");
      const fraction = p.phase === "upload" && p.total ? (p.done ?? 0) / p.total : p.phase === "switch" ? 1 : null;
      return { ...t, running: true, fraction, line, failed: false };
    }
    if (t.lastOutcome === "failed")
      return {
        ...t,
        running: false,
        fraction: null,
        failed: true,
        line: tr.t("publishing.studio.state.failed", { when: when(t.lastAttemptAt), reason: t.lastMessage }),
      };
    if (t.publishedAt)
      return {
        ...t,
        running: false,
        fraction: null,
        failed: false,
        line: tr.t("publishing.studio.state.ok", {
          when: when(t.publishedAt),
          uploaded: t.lastCounts.uploaded ?? 0,
          size: size(t.lastCounts.bytes ?? 0, tr.intl),
          removed: t.lastCounts.removed ?? 0,
        }),
      };
    return { ...t, running: false, fraction: null, failed: false, line: tr.t("publishing.studio.state.never") };
  });
}

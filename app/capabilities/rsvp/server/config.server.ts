/** A date's RSVP settings as the services use them, and whether replies are open now. */
import { localToUtcMs } from "~/core/dates/zoned.ts";
import type { EventDate } from "~/capabilities/events/index.server.ts";
import { configFor, type ConfigRow } from "./data/configs.server.ts";
import type { RsvpSettingsValue } from "../lib/settings-form.ts";

export interface RsvpConfig extends RsvpSettingsValue {
  /** True when the date has settings of its own (not the event's for every date). */
  own: boolean;
}

export function parseQuestions(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((q): q is string => typeof q === "string" && q.trim() !== "").slice(0, 3) : [];
  } catch {
    return [];
  }
}

export const toConfig = (r: ConfigRow): RsvpConfig => ({
  enabled: r.enabled === 1,
  capacity: r.capacity,
  maxParty: r.max_party,
  opensLocal: r.opens_local,
  closesLocal: r.closes_local,
  questions: parseQuestions(r.questions),
  reminderHours: r.reminder_hours,
  own: r.date !== "",
});

export async function rsvpConfig(eventId: string, date: string): Promise<RsvpConfig | null> {
  const r = await configFor(eventId, date);
  return r ? toConfig(r) : null;
}

export type Window = { state: "open" } | { state: "not_yet"; opensMs: number } | { state: "closed" };

/** Replies are taken from the opening time (if any) until the closing time, and never once the date has started or is cancelled. */
export function replyWindow(cfg: RsvpConfig, d: EventDate, nowMs: number): Window {
  if (!cfg.enabled || d.status === "cancelled" || d.visibility !== "published") return { state: "closed" };
  const closes = cfg.closesLocal ? Math.min(localToUtcMs(cfg.closesLocal, d.tz), d.startMs) : d.startMs;
  if (nowMs >= closes) return { state: "closed" };
  if (cfg.opensLocal) {
    const opensMs = localToUtcMs(cfg.opensLocal, d.tz);
    if (nowMs < opensMs) return { state: "not_yet", opensMs };
  }
  return { state: "open" };
}

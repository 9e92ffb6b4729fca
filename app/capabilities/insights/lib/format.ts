/** Numbers and labels of the Insights page. Pure; words come from the studio catalogue (`t`, keys listed literally). */
import type { Translator } from "~/core/i18n/translator.ts";

export const formatCount = (n: number) => n.toLocaleString("en");

export function formatChange(pct: number | null, t: Translator["t"]): string {
  if (pct === null) return t("insights.studio.change.none");
  if (pct === 0) return t("insights.studio.change.same");
  return t("insights.studio.change.pct", { sign: pct > 0 ? "+" : "−", pct: Math.abs(pct) });
}

export const DEVICE_LABELS: Record<string, string> = {
  mobile: "insights.studio.device.mobile",
  tablet: "insights.studio.device.tablet",
  desktop: "insights.studio.device.desktop",
};

/** "2025-03-15" → "15 Mar 2025" (no time zone involved: it is a calendar day). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${d} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1]} ${y}`;
}

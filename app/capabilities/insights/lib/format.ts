/** Numbers and labels of the Insights page. Pure; plain English for now (the languages issue gathers strings later). */
export const formatCount = (n: number) => n.toLocaleString("en");

export function formatChange(pct: number | null): string {
  if (pct === null) return "no earlier data";
  if (pct === 0) return "same as before";
  return `${pct > 0 ? "+" : "−"}${Math.abs(pct)} % on the previous period`;
}

export const DEVICE_LABELS: Record<string, string> = { mobile: "Phones", tablet: "Tablets", desktop: "Computers" };

/** "2025-03-15" → "15 Mar 2025" (no time zone involved: it is a calendar day). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${d} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1]} ${y}`;
}

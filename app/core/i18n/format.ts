/**
 * Numbers, money, lists and the calendar's habits for a locale, with `Intl`.
 * Dates and times are in core/dates/format.ts, which takes the same `intl` tag
 * (`Translator.intl`). Browser-safe; formatters are cached (building them is slow).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(intl: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${intl}|${JSON.stringify(opts)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(intl, opts)));
  return f;
}

/** "1.234,5" in German, "1,234.5" in English. */
export function formatNumber(intl: string, n: number, opts: Intl.NumberFormatOptions = {}): string {
  return numberFormat(intl, opts).format(n);
}

/** "12,50 €" in German, "€12.50" in English: `currency` is an ISO 4217 code. */
export function formatCurrency(intl: string, amount: number, currency: string): string {
  return numberFormat(intl, { style: "currency", currency }).format(amount);
}

/** "Anna, Ben und Cleo" — a list joined the locale's way ("or" with `type: "disjunction"`). */
export function formatList(intl: string, items: readonly string[], type: Intl.ListFormatType = "conjunction"): string {
  return new Intl.ListFormat(intl, { style: "long", type }).format(items);
}

/** Where Intl.Locale has no week data (older engines), the regions whose week starts on Sunday or Saturday. */
const SUNDAY_FIRST = new Set([
  "US",
  "CA",
  "BR",
  "MX",
  "JP",
  "IL",
  "IN",
  "PH",
  "ZA",
  "KR",
  "TW",
  "HK",
  "AU",
  "SA",
  "PE",
  "CO",
  "VE",
  "AR",
]);
const SATURDAY_FIRST = new Set(["EG", "DZ", "IQ", "JO", "KW", "LY", "OM", "QA", "SY", "AE", "AF", "IR", "SD", "BH"]);

interface WeekInfo {
  firstDay: number;
}

/** The first day of the week, 1 = Monday … 7 = Sunday (ISO), for the month grid. "ar" alone is Saturday (CLDR's 001 for Arabic is Egypt). */
export function firstDayOfWeek(intl: string): number {
  const loc = new Intl.Locale(intl) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
  const info = loc.getWeekInfo?.() ?? loc.weekInfo;
  if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay;
  const region = loc.maximize().region ?? "";
  return SUNDAY_FIRST.has(region) ? 7 : SATURDAY_FIRST.has(region) ? 6 : 1;
}

/** True when the locale reads times on a 12-hour clock ("8:00 PM"); German, French… use 24 hours. */
export function uses12HourClock(intl: string): boolean {
  const cycle = new Intl.DateTimeFormat(intl, { hour: "numeric" }).resolvedOptions().hourCycle;
  return cycle === "h12" || cycle === "h11";
}

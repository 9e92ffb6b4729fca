/** Dates and sizes as the e-mails and the studio show them (universal: server and browser agree). */

/** Parts of a date in a zone, assembled by hand: ICU's joining words and commas vary between versions. */
function dateParts(d: Date, timeZone: string, withTime: boolean): Record<string, string> {
  const fmt = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
  });
  return Object.fromEntries(fmt.formatToParts(d).map((p) => [p.type, p.value]));
}

/** "Sat 15 June 2030, 20:30 (Europe/Berlin)". */
export function formatReceived(iso: string, timeZone: string): string {
  const p = dateParts(new Date(iso), timeZone, true);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} (${timeZone})`;
}

/** "Mon 1 July 2030" for a YYYY-MM-DD day. */
export function formatDay(isoDay: string): string {
  const [y, m, d] = isoDay.split("-").map(Number) as [number, number, number];
  const p = dateParts(new Date(Date.UTC(y, m - 1, d)), "UTC", false);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

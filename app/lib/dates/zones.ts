/** IANA time zones, through Intl (no data files). */

export function isValidTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(tz) || tz === "UTC";
  } catch {
    return false;
  }
}

let zones: string[] | undefined;
/** Every zone this runtime knows, for pickers. */
export function allTimeZones(): string[] {
  zones ??= (() => {
    const list = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    return list.includes("UTC") ? list : [...list, "UTC"];
  })();
  return zones;
}

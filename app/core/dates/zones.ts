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

/**
 * Zones IANA has renamed that Intl still lists under the old name (CLDR keeps
 * those as its ids, so Node offers Asia/Calcutta and Europe/Kiev, not
 * Asia/Kolkata and Europe/Kyiv). Both names work everywhere; the picker shows
 * the one people use today.
 */
const RENAMED: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

let zones: string[] | undefined;
/** Every zone this runtime knows, by today's names, sorted, for pickers. */
export function allTimeZones(): string[] {
  zones ??= (() => {
    const list = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    const named = list.map((z) => (RENAMED[z] && isValidTimeZone(RENAMED[z]) ? RENAMED[z] : z));
    return [...new Set([...named, "UTC"])].sort();
  })();
  return zones;
}

/**
 * The picker's zones with `current` among them, also when the list names it
 * differently (an old name, an import from another runtime): a select whose
 * value is missing shows its first option, and saving would quietly move the
 * event to Africa/Abidjan.
 */
export function zoneChoices(current?: string | null): string[] {
  const all = allTimeZones();
  return current && isValidTimeZone(current) && !all.includes(current) ? [...all, current].sort() : all;
}

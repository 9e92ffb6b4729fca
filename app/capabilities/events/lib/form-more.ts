/**
 * Whether the event form's "More options" starts open (issue 27): only when something in it needs the
 * person — a message under one of its fields, or a value that is not what a new event starts with (an end,
 * another time zone, a repeat rule, a typed link name, the new venue's map position, a translation).
 * Otherwise it stays closed, so a phone shows the essentials and the save bar without scrolling past it.
 */
type Input = Record<string, string | string[] | undefined>;

export interface MoreDefaults {
  /** The zone a new event starts in (the site's). */
  timeZone: string;
  /** The link name as stored ("" for a new event): made from the title, so not something set by hand. */
  slug?: string;
  /** Translations are saved for this event. */
  translated?: boolean;
}

/** Fields shown above "More options": their messages don't open it (other capabilities' parts sit there too). */
const ESSENTIAL =
  /^(_form|title|description|start_date|start_time|venue_(id|name|address|website)|ticket_|image_upload_id|rsvp_)/;

export function moreOptionsOpen(values: Input, errors: Record<string, string>, defaults: MoreDefaults): boolean {
  if (Object.keys(errors).some((k) => !ESSENTIAL.test(k))) return true;
  const v = (k: string) => {
    const x = values[k];
    return (Array.isArray(x) ? (x[0] ?? "") : (x ?? "")).trim();
  };
  const some = (k: string) => [values[k] ?? []].flat().some((x) => x.trim() !== "");
  return (
    v("end_date") !== "" ||
    v("end_time") !== "" ||
    v("all_day") === "on" ||
    v("night_before") === "on" ||
    (v("repeat") !== "" && v("repeat") !== "none") ||
    (v("time_zone") !== "" && v("time_zone") !== defaults.timeZone) ||
    (v("slug") !== "" && v("slug") !== (defaults.slug ?? "")) ||
    (v("venue_id") === "new" && (v("venue_latitude") !== "" || v("venue_longitude") !== "")) ||
    some("skip") ||
    some("moves") ||
    defaults.translated === true
  );
}

/**
 * Every text the import shows (studio page, preview reasons, subscription
 * status), in one place so the languages work (issue 15) can move them into
 * catalogues without hunting.
 */
export const IMPORT_TEXT = {
  notText: "This file is not a text file (it has bytes no calendar or spreadsheet file has).",
  readAsLatin1: "The file is not UTF-8; it was read as Windows-1252 (Western European). Check accented letters in the preview.",
  noCalendar: "No BEGIN:VCALENDAR found: this is not an iCalendar file.",
  noEvents: "The file has no events to import.",
  unbalanced: (what: string) => `The file ends inside ${what} (cut off, or an END line is missing).`,
  brokenLine: (text: string) => `A line has no “:” (${text}…) — folded lines must start with a space.`,
  noStart: "It has no start (DTSTART).",
  badDate: (value: string) => `Its date or time “${value}” can't be read.`,
  outOfRange: "Its date is outside the years 1900–2200.",
  endBeforeStart: "It ends before it starts.",
  tooLong: "It lasts more than 31 days; Marquee shows single dates and series of dates.",
  noTitle: "It has no title (SUMMARY).",
  titleTooLong: "Its title is longer than 120 characters.",
  tooManyDates: (n: string) => `It repeats ${n} times; one imported event may have at most 500 dates.`,
  tooFrequent: (freq: string) => `It repeats ${freq.toLowerCase()}; Marquee can import at most daily repeats.`,
  badRule: (why: string) => `Its repeat rule can't be read (${why}).`,
  unknownZone: (tz: string) => `Its time zone “${tz}” is not known and the file does not describe it (VTIMEZONE).`,
  orphanException: "It changes one date of a series that is not in the file (RECURRENCE-ID without its series).",
  duplicateKey: (key: string) => `Another row has the same key (${key}); only the first is imported.`,
  expanded: (why: string) => `Imported as single dates: ${why}.`,
  horizon: "Its repeats have no end: the dates of the next 12 months are imported.",
  csvNoHeader: "The first row must name the columns (see docs/import.md).",
  csvUnknownLayout: "The columns are neither Marquee's generic layout nor The Events Calendar's export (a Title or Event Name column and a Start Date column are needed).",
  csvUnclosedQuote: (line: number) => `The quoted field that starts on line ${line} is never closed (a missing " ).`,
  badUrl: "Its ticket link is not an http(s) address; left out.",
  tooLarge: (mb: number) => `The file is larger than ${mb} MB; no calendar of dates is that large.`,
  fetchRefused: {
    url: "Only https:// (or webcal://) addresses can be subscribed to.",
    host: "That address is not allowed.",
    address: "That address points into a private network; only public addresses can be fetched.",
    redirect: "The address redirects somewhere else that is not allowed.",
    too_large: (mb: number) => `The feed is larger than ${mb} MB; it was not read.`,
    timeout: "The feed did not finish in time (it may never end); nothing was imported.",
    status: (detail: string) => `The server answered with ${detail}.`,
    network: "The address could not be reached.",
  },
} as const;

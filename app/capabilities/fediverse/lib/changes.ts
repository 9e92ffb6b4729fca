/**
 * What changed about a date since it was last announced (issue 31): an `Update` carries a line that
 * says so, in front of the date and place Mastodon shows as the post's text — cancelled, postponed,
 * moved (with the old time), a new place, sold out, back on. Edits of the text or the picture update
 * quietly. Pure: the snapshot is what fediverse_objects keeps of the last announcement.
 */
export interface DateSnapshot {
  title: string;
  startMs: number;
  endMs: number | null;
  allDay: boolean;
  tz: string;
  status: "scheduled" | "postponed" | "cancelled" | "sold_out";
  place: string;
  /** Everything else a reader sees (text, picture, tickets, capacity), hashed: a change updates without a line. */
  rest: string;
  /** The date's page, where it is found again. */
  path: string;
}

export type Change =
  | { kind: "cancelled" }
  | { kind: "postponed" }
  | { kind: "moved"; fromMs: number }
  | { kind: "place"; from: string }
  | { kind: "sold_out" }
  | { kind: "back" };

/** The changes worth a line, most important first; [] when only details changed (or nothing did). */
export function changesOf(before: DateSnapshot, after: DateSnapshot): Change[] {
  if (after.status === "cancelled") return before.status === "cancelled" ? [] : [{ kind: "cancelled" }];
  const out: Change[] = [];
  if (after.status === "postponed" && before.status !== "postponed") out.push({ kind: "postponed" });
  if (after.startMs !== before.startMs || after.allDay !== before.allDay)
    out.push({ kind: "moved", fromMs: before.startMs });
  if (after.place !== before.place && before.place) out.push({ kind: "place", from: before.place });
  if (after.status === "sold_out" && before.status !== "sold_out") out.push({ kind: "sold_out" });
  if (before.status === "postponed" && after.status === "scheduled" && !out.some((c) => c.kind === "moved"))
    out.push({ kind: "back" });
  return out;
}

/** Whether anything a reader sees differs. */
export function differs(before: DateSnapshot, after: DateSnapshot): boolean {
  return (
    before.title !== after.title ||
    before.startMs !== after.startMs ||
    before.endMs !== after.endMs ||
    before.allDay !== after.allDay ||
    before.tz !== after.tz ||
    before.status !== after.status ||
    before.place !== after.place ||
    before.rest !== after.rest
  );
}

export interface ChangeWords {
  cancelled: string;
  postponed: string;
  moved: (was: string) => string;
  place: (was: string) => string;
  soldOut: string;
  back: string;
}

/** "Cancelled", "Moved (was Fri 12 June, 20:00) · New place (was The Old Hall)" … joined for one line. */
export function changeLine(changes: Change[], words: ChangeWords, when: (ms: number) => string): string {
  return changes
    .map((c) => {
      switch (c.kind) {
        case "cancelled":
          return words.cancelled;
        case "postponed":
          return words.postponed;
        case "moved":
          return words.moved(when(c.fromMs));
        case "place":
          return words.place(c.from);
        case "sold_out":
          return words.soldOut;
        case "back":
          return words.back;
      }
    })
    .join(" · ");
}

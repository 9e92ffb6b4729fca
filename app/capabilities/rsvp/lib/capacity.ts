/**
 * The place arithmetic of a date, pure so it is tested directly. The service
 * calls it with the date's replies read under the date's lock (ADR 1300).
 */

export interface Seat {
  id: string;
  party: number;
  queueSeq: number;
}

/** Places still free. Never negative: a capacity lowered below the guests already confirmed keeps them. */
export function placesLeft(capacity: number, confirmedPlaces: number): number {
  return Math.max(0, capacity - confirmedPlaces);
}

/**
 * Who on the waitlist moves up when `free` places open: in waitlist order,
 * each party that fits in what is left (a party of 4 waits while a later
 * party of 1 takes the single free place — "the first who fits").
 */
export function promotions(waitlist: readonly Seat[], free: number): string[] {
  const out: string[] = [];
  let left = free;
  for (const s of [...waitlist].sort((a, b) => a.queueSeq - b.queueSeq)) {
    if (left <= 0) break;
    if (s.party <= left) {
      out.push(s.id);
      left -= s.party;
    }
  }
  return out;
}

/**
 * Test helper: read a local DATE-TIME through a VTIMEZONE block alone, as a
 * strict RFC 5545 client would (§3.3.5: an ambiguous time is the first
 * occurrence; a time in a gap is read with the offset before the gap).
 */
import { type Component, children, prop } from "./parse.ts";

const wall = (v: string) =>
  Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8), +v.slice(9, 11), +v.slice(11, 13), +v.slice(13, 15));
const offset = (v: string) => (v[0] === "-" ? -1 : 1) * (+v.slice(1, 3) * 3_600_000 + +v.slice(3, 5) * 60_000);

export function resolveLocal(vtz: Component, local: string): number {
  const parts = [...children(vtz, "STANDARD"), ...children(vtz, "DAYLIGHT")]
    .map((c) => ({
      onset: wall(prop(c, "DTSTART")!) - offset(prop(c, "TZOFFSETFROM")!),
      to: offset(prop(c, "TZOFFSETTO")!),
    }))
    .sort((a, b) => a.onset - b.onset);
  const w = wall(local);
  // A component applies to an instant from its onset until the next onset.
  const valid = parts
    .map((p, i) => ({ t: w - p.to, from: p.onset, until: parts[i + 1]?.onset ?? Infinity }))
    .filter((c) => c.t >= c.from && c.t < c.until)
    .map((c) => c.t)
    .sort((a, b) => a - b);
  if (valid.length) return valid[0]!;
  // In a gap: the offset of the component in force just before it.
  const before = parts.filter((p) => p.onset <= w - p.to).at(-1) ?? parts[0];
  if (!before) throw new Error("empty VTIMEZONE");
  return w - before.to;
}

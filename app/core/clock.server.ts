/**
 * The server's clock for what a visitor sees change with time (a ticket sale
 * opening, an RSVP closing) and for the page cache's expiry: `now()` instead
 * of `Date.now()` there, so an end-to-end test can move time for a running
 * server.
 *
 * TEST_CLOCK_FILE (tests only, never set on a real site): a file holding an
 * ISO instant ("2031-05-16T08:00:00Z"). While it holds one, that is now; when
 * it is missing or empty, the real clock runs. It is read again only when the
 * file changes (one stat per call, and only while the variable is set).
 */
import { readFileSync, statSync } from "node:fs";
import { env } from "./env.server.ts";

let seen: { path: string; mtimeMs: number; size: number; at: number | null } | undefined;

function fileClock(path: string): number | null {
  let st;
  try {
    st = statSync(path);
  } catch {
    return null;
  }
  if (seen && seen.path === path && seen.mtimeMs === st.mtimeMs && seen.size === st.size) return seen.at;
  const text = readFileSync(path, "utf8").trim();
  const ms = text ? Date.parse(text) : NaN;
  seen = { path, mtimeMs: st.mtimeMs, size: st.size, at: Number.isFinite(ms) ? ms : null };
  return seen.at;
}

/** Milliseconds since the epoch: the real clock, or the test's. */
export function now(): number {
  const path = env().TEST_CLOCK_FILE;
  const at = path ? fileClock(path) : null;
  return at ?? Date.now();
}

/**
 * A date's line-up in schema.org (issue 32 §1): `performer` as MusicGroup /
 * Person / PerformingGroup (this act with the site's own type), `doorTime`,
 * and one `subEvent` per set, each with its performer, times and place —
 * the shape Google's event documentation describes for line-ups and festivals.
 */
import { isoWithOffset } from "~/core/dates/zoned.ts";

type Json = Record<string, unknown>;

export interface LineupJsonLdInput {
  performers: { name: string; type: string; url?: string; image?: string }[];
  doorMs: number | null;
  sets: { name: string; performer: number | null; stage: string; startMs: number; endMs: number | null }[];
}

/** The properties the line-up adds to (or replaces in) the date's Event object; {} without a line-up. */
export function lineupJsonLd(
  l: LineupJsonLdInput | undefined,
  ctx: { tz: string; eventType: string; location?: Json; url: string },
): Json {
  if (!l) return {};
  const people = l.performers.map((p) =>
    Object.fromEntries(
      Object.entries({ "@type": p.type, name: p.name, url: p.url, image: p.image }).filter(([, v]) => v),
    ),
  );
  const out: Json = {};
  if (people.length) out.performer = people.length === 1 ? people[0] : people;
  if (l.doorMs !== null) out.doorTime = isoWithOffset(l.doorMs, ctx.tz);
  if (l.sets.length)
    out.subEvent = l.sets.map((s, i) =>
      Object.fromEntries(
        Object.entries({
          "@type": ctx.eventType,
          name: s.stage ? `${s.name} (${s.stage})` : s.name,
          url: `${ctx.url}#set-${i + 1}`,
          startDate: isoWithOffset(s.startMs, ctx.tz),
          endDate: s.endMs !== null ? isoWithOffset(s.endMs, ctx.tz) : undefined,
          location: ctx.location,
          performer: s.performer !== null ? people[s.performer] : undefined,
        }).filter(([, v]) => v !== undefined),
      ),
    );
  return out;
}

/**
 * The studio's optional address search (issue 11): a Nominatim-compatible
 * geocoder at GEOCODER_URL, asked from the server when an editor clicks
 * "Find the address", never from a visitor's browser. Nominatim's documented
 * contract: GET {base}/search?format=jsonv2&q=…&limit=… answers a JSON array
 * of places with `lat`, `lon` (decimal strings) and `display_name`.
 *
 * The conventions of the media fetcher (ADR 0303) apply: one fixed host (the
 * operator's own choice, so trusted like OEMBED_BASE_URL and exempt from the
 * public-address check, which also lets a test serve it on localhost), no
 * redirects followed, 5 s for the whole exchange, 1 MB of answer at most, and
 * an honest User-Agent as Nominatim's usage policy asks. Failures are a
 * message for the editor, never a 500: the coordinates stay typeable.
 */
import { z } from "zod";
import { env } from "~/core/env.server.ts";
import { logWarn } from "~/core/log.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

export const GEOCODE_TIMEOUT_MS = 5_000;
export const GEOCODE_MAX_BYTES = 1024 * 1024;
export const GEOCODE_LIMIT = 5;

export interface GeocodeHit {
  label: string;
  latitude: number;
  longitude: number;
}

export type GeocodeResult = { ok: true; hits: GeocodeHit[] } | { ok: false; message: string };

const answerSchema = z.array(
  z.object({
    lat: z.union([z.string(), z.number()]),
    lon: z.union([z.string(), z.number()]),
    display_name: z.string().default(""),
  }),
);

/** 6 decimals (about 11 cm), as the map's pin stores them. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A studio translator's `t`: the editor's messages in their studio language. */
type StudioT = (key: string, values?: Record<string, string | number>) => string;
const english: StudioT = (key, values) => studioTranslatorFor("en").t(key, values);

/** True when GEOCODER_URL is set. */
export const geocoderEnabled = (): boolean => env().GEOCODER_URL !== undefined;

/** Reads at most `max` bytes of a response body, or throws. */
async function readCapped(res: Response, max: number): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > max) throw new Error(`answer of ${declared} bytes is over the cap`);
  const reader = res.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw new Error("answer is over the cap");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Places matching an address, best first (at most GEOCODE_LIMIT); `t` words the messages (English without it). */
export async function geocode(query: string, base = env().GEOCODER_URL, t: StudioT = english): Promise<GeocodeResult> {
  if (!base) return { ok: false, message: t("events.studio.venue.search.off") };
  const q = query.replace(/\s+/g, " ").trim().slice(0, 300);
  if (q.length < 3) return { ok: false, message: t("events.studio.venue.search.short") };
  const url = new URL(`${base}/search`);
  url.search = new URLSearchParams({ format: "jsonv2", q, limit: String(GEOCODE_LIMIT) }).toString();
  let body: string;
  try {
    const res = await fetch(url, {
      redirect: "manual",
      signal: AbortSignal.timeout(GEOCODE_TIMEOUT_MS),
      headers: {
        accept: "application/json",
        "user-agent": "Marquee (self-hosted performer website; studio address search)",
      },
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      throw new Error(`HTTP ${res.status}`);
    }
    body = await readCapped(res, GEOCODE_MAX_BYTES);
  } catch (e) {
    logWarn(`address search: ${url.origin} failed: ${e instanceof Error ? e.message : String(e)}`);
    return { ok: false, message: t("events.studio.venue.search.unreachable") };
  }
  let parsed: z.infer<typeof answerSchema>;
  try {
    parsed = answerSchema.parse(JSON.parse(body));
  } catch {
    logWarn(`address search: ${url.origin} answered something other than Nominatim's JSON`);
    return { ok: false, message: t("events.studio.venue.search.unreachable") };
  }
  const hits: GeocodeHit[] = [];
  for (const p of parsed) {
    const latitude = Number(p.lat);
    const longitude = Number(p.lon);
    if (
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    )
      continue;
    hits.push({
      label: p.display_name.slice(0, 300) || `${latitude}, ${longitude}`,
      latitude: round6(latitude),
      longitude: round6(longitude),
    });
    if (hits.length === GEOCODE_LIMIT) break;
  }
  return { ok: true, hits };
}

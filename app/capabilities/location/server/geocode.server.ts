/**
 * One request to a Nominatim-compatible geocoder (issue 11; on by default
 * since issue 25): GET {base}/search?format=jsonv2&q=…&limit=… answers a JSON
 * array of places with `lat`, `lon` (decimal strings), `display_name` and
 * `licence` (https://nominatim.org/release-docs/latest/api/Search/). The
 * service around it (places.server.ts) keeps OpenStreetMap's usage policy:
 * a studio click only, one request a second, answers cached, an identifying
 * User-Agent, the attribution shown.
 *
 * The conventions of the media fetcher (ADR 0303) apply: one fixed host (the
 * operator's own choice, so trusted like OEMBED_BASE_URL and exempt from the
 * public-address check, which also lets a test serve it on localhost), no
 * redirects followed, 5 s for the whole exchange, 1 MB of answer at most.
 * Failures are a reason, never an exception: the coordinates stay typeable.
 */
import { z } from "zod";
import { logWarn } from "~/core/log.server.ts";

export const GEOCODE_TIMEOUT_MS = 5_000;
export const GEOCODE_MAX_BYTES = 1024 * 1024;
export const GEOCODE_LIMIT = 5;
/** What OpenStreetMap's data asks to be credited with, when the answer does not say. */
export const OSM_ATTRIBUTION = "Data © OpenStreetMap contributors, ODbL 1.0";

export interface GeocodeHit {
  label: string;
  latitude: number;
  longitude: number;
}

export type GeocodeAnswer =
  | { ok: true; hits: GeocodeHit[]; attribution: string }
  /** "unreachable": down, slow, refused, a redirect; "junk": an answer that is not Nominatim's JSON. */
  | { ok: false; reason: "unreachable" | "junk" };

const answerSchema = z.array(
  z.object({
    lat: z.union([z.string(), z.number()]),
    lon: z.union([z.string(), z.number()]),
    display_name: z.string().default(""),
    licence: z.string().optional().catch(undefined),
  }),
);

/** 6 decimals (about 11 cm), as the map's pin stores them. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** One line of plain text (a licence, a label): no control characters, no runs of spaces, at most `max`. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;
const line = (s: string, max: number) => s.replace(CONTROL, " ").replace(/\s+/g, " ").trim().slice(0, max);

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

export interface AskOptions {
  /** Who is asking (Nominatim's policy: a User-Agent that identifies the application and the site). */
  userAgent: string;
  /** The language the editor reads, for the places' names (Nominatim's Accept-Language). */
  language?: string;
  timeoutMs?: number;
}

/** Places matching `q` (already tidied), best first, at most GEOCODE_LIMIT. */
export async function askGeocoder(base: string, q: string, opts: AskOptions): Promise<GeocodeAnswer> {
  const url = new URL(`${base}/search`);
  url.search = new URLSearchParams({ format: "jsonv2", q, limit: String(GEOCODE_LIMIT) }).toString();
  let body: string;
  try {
    const res = await fetch(url, {
      redirect: "manual",
      signal: AbortSignal.timeout(opts.timeoutMs ?? GEOCODE_TIMEOUT_MS),
      headers: {
        accept: "application/json",
        "user-agent": opts.userAgent,
        ...(opts.language ? { "accept-language": opts.language } : {}),
      },
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      throw new Error(`HTTP ${res.status}`);
    }
    body = await readCapped(res, GEOCODE_MAX_BYTES);
  } catch (e) {
    logWarn(`address search: ${url.origin} failed: ${e instanceof Error ? e.message : String(e)}`);
    return { ok: false, reason: "unreachable" };
  }
  let parsed: z.infer<typeof answerSchema>;
  try {
    parsed = answerSchema.parse(JSON.parse(body));
  } catch {
    logWarn(`address search: ${url.origin} answered something other than Nominatim's JSON`);
    return { ok: false, reason: "junk" };
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
      label: line(p.display_name, 300) || `${latitude}, ${longitude}`,
      latitude: round6(latitude),
      longitude: round6(longitude),
    });
    if (hits.length === GEOCODE_LIMIT) break;
  }
  const licence = parsed.find((p) => p.licence)?.licence;
  return { ok: true, hits, attribution: (licence && line(licence, 200)) || OSM_ATTRIBUTION };
}

/**
 * iCalendar subscriptions (issue 13): an address (https:// or webcal://) is
 * fetched through the media capability's SSRF-safe fetcher — public
 * addresses only, pinned DNS, 5 MB and 20 s at most, so a private address,
 * a huge answer or a feed that never ends is a clear message — and shown as a
 * preview like a file. Once the owner imports it, the hourly job asks again
 * with If-None-Match / If-Modified-Since: a 304 costs nothing; a changed
 * feed's new and changed dates are imported (one transaction), and dates gone
 * from it are only counted for the owner to review, never deleted.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { completeScheme } from "~/core/validation/fields.ts";
import { logWarn } from "~/core/log.server.ts";
import { contentChanged } from "~/core/http/page-cache.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { FetchRefused, safeFetch, type FetchConfig } from "~/capabilities/media/index.server.ts";
import {
  IMPORT_TEXT,
  type ImportText,
  readStoredImportText,
  sayImport,
  storedImportText,
} from "~/capabilities/events/lib/import/messages.ts";
import { ImportRefusal, type ImportWords, englishWords } from "./words.server.ts";
import { ImportFileError, readImport } from "~/capabilities/events/lib/import/read.ts";
import type { FeedView, ParsedImport } from "~/capabilities/events/lib/import/types.ts";
import {
  type FeedRow,
  applyImport,
  claimFeed,
  findFeed,
  listFeeds,
  removeFeed,
  writeFeed,
} from "~/capabilities/events/server/data/imports.server.ts";
import { compare, stageImport } from "./imports.server.ts";

export const FEED_MAX_MB = 5;
export const FEED_TIMEOUT_MS = 20_000;

export interface FeedFetchOptions {
  /** Tests: a local server standing in for every host ({base}/{host}/{path}), as OEMBED_BASE_URL does for media. */
  baseUrl?: string;
  resolve?: FetchConfig["resolve"];
  timeoutMs?: number;
  nowMs?: number;
  /** The acting user's studio translator's `t`, for the address field's messages (English without one). */
  t?: ImportWords;
}

export const feedSource = (url: string) => `url:${url}`;

/** webcal:// is https:// (calendar apps' scheme for the same address); only https is fetched. */
export function normaliseFeedUrl(raw: string, t?: ImportWords): string {
  // "calendar.example.com/x.ics" as people paste it gets https:// (core/validation/fields.ts).
  const text = completeScheme(raw).replace(/^webcals?:\/\//i, "https://");
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ImportRefusal(IMPORT_TEXT.enterUrl, "url", t);
  }
  if (url.protocol !== "https:") throw new ImportRefusal(IMPORT_TEXT.fetchRefused.url, "url", t);
  url.hash = "";
  return url.href;
}

function refusalText(e: FetchRefused): ImportText {
  const m = IMPORT_TEXT.fetchRefused;
  if (e.reason === "too_large") return m.too_large(FEED_MAX_MB);
  if (e.reason === "status") return m.status(e.message);
  return m[e.reason];
}

type Fetched = { notModified: true } | { notModified: false; bytes: Buffer; etag?: string; lastModified?: string };

async function fetchFeed(
  url: string,
  validators: { etag?: string | null; lastModified?: string | null },
  opts: FeedFetchOptions,
): Promise<Fetched> {
  const headers: Record<string, string> = {};
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
  try {
    const res = await safeFetch(url, {
      allowedHosts: "any",
      ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
      ...(opts.resolve ? { resolve: opts.resolve } : {}),
      timeoutMs: opts.timeoutMs ?? FEED_TIMEOUT_MS,
      maxBytes: FEED_MAX_MB * 1024 * 1024,
      accept: "text/calendar, text/plain;q=0.5, */*;q=0.1",
      userAgent: "Marquee (calendar subscription)",
      headers,
      notModifiedOk: true,
    });
    if (res.status === 304) return { notModified: true };
    return {
      notModified: false,
      bytes: res.body,
      ...(res.etag ? { etag: res.etag } : {}),
      ...(res.lastModified ? { lastModified: res.lastModified } : {}),
    };
  } catch (e) {
    if (e instanceof FetchRefused) throw new ImportRefusal(refusalText(e), "url", opts.t);
    throw e;
  }
}

async function readFeed(bytes: Buffer, nowMs: number, t?: ImportWords): Promise<ParsedImport> {
  const { time_zone } = await getSettings();
  try {
    return readImport(bytes, "feed.ics", { siteTz: time_zone, nowMs });
  } catch (e) {
    if (e instanceof ImportFileError) throw new ImportRefusal(e.said, "url", t);
    throw e;
  }
}

/** Fetches an address and keeps it as a preview; the subscription itself starts when the owner imports it. */
export async function previewFeed(actor: Actor | null, rawUrl: string, opts: FeedFetchOptions = {}): Promise<string> {
  const url = normaliseFeedUrl(rawUrl, opts.t);
  const got = await fetchFeed(url, {}, opts);
  if (got.notModified) throw new ImportRefusal(IMPORT_TEXT.fetchRefused.status("HTTP 304"), "url", opts.t);
  const parsed = await readFeed(got.bytes, opts.nowMs ?? Date.now(), opts.t);
  parsed.validators = {
    ...(got.etag ? { etag: got.etag } : {}),
    ...(got.lastModified ? { lastModified: got.lastModified } : {}),
  };
  return stageImport(actor, parsed, { source: feedSource(url), label: parsed.name || new URL(url).hostname });
}

/** The subscriptions, each status in the reader's words (`t`: the studio translator's). */
export async function studioFeeds(t: ImportWords = englishWords): Promise<FeedView[]> {
  return (await listFeeds()).map((f) => ({
    id: f.id,
    url: f.url,
    label: f.label,
    checkedAt: f.checked_at,
    ok: f.ok === 1,
    message: f.message && sayImport(t, readStoredImportText(f.message)),
    pendingRemovals: f.pending_removals,
  }));
}

/** One refresh: conditional fetch; a changed feed's new and changed dates are imported, removals only counted. */
export async function refreshFeed(
  feed: FeedRow,
  opts: FeedFetchOptions = {},
): Promise<{ added: number; changed: number; pendingRemovals: number } | "not-modified"> {
  const nowMs = opts.nowMs ?? Date.now();
  const checked = new Date(nowMs).toISOString();
  try {
    const got = await fetchFeed(feed.url, { etag: feed.etag, lastModified: feed.last_modified }, opts);
    if (got.notModified) {
      await writeFeed(feed.id, { checked_at: checked, ok: 1 });
      return "not-modified";
    }
    const parsed = await readFeed(got.bytes, nowMs);
    const source = feedSource(feed.url);
    const c = await compare(parsed, source);
    const applied = await applyImport({
      source,
      add: c.fresh,
      change: c.changed,
      remove: [],
      publish: feed.publish === 1,
    });
    // Without a preview an import is never "gone".
    const result = applied === "gone" ? { added: [], changed: 0, removed: 0 } : applied;
    await writeFeed(feed.id, {
      checked_at: checked,
      ok: 1,
      etag: got.etag ?? null,
      last_modified: got.lastModified ?? null,
      message: storedImportText(IMPORT_TEXT.feedChecked(result.added.length, result.changed, parsed.unreadable.length)),
      pending_removals: c.removed.length,
    });
    if (result.added.length || result.changed) {
      await audit(null, "event.import", "event_import", source, {
        label: feed.label,
        added: result.added.length,
        changed: result.changed,
        removed: 0,
      });
      await contentChanged();
    }
    return { added: result.added.length, changed: result.changed, pendingRemovals: c.removed.length };
  } catch (e) {
    // Kept as a key with values, worded for whoever reads the list later.
    const message =
      e instanceof ImportRefusal
        ? storedImportText(e.said)
        : e instanceof AppError
          ? e.message
          : storedImportText(IMPORT_TEXT.feedFailed);
    if (!(e instanceof AppError)) logWarn(`calendar subscription ${feed.id} failed: ${String(e)}`);
    await writeFeed(feed.id, { checked_at: checked, ok: 0, message });
    return { added: 0, changed: 0, pendingRemovals: feed.pending_removals };
  }
}

/** A subscription checked within this long is left alone by the job (the hour, less room for the job's own drift). */
export const FEED_STALE_MS = 55 * 60 * 1000;

/** The hourly job: every subscription not checked within the hour, one after the other, each by one process only. */
export async function refreshFeeds(opts: FeedFetchOptions = {}): Promise<void> {
  const nowMs = opts.nowMs ?? Date.now();
  for (const f of await listFeeds()) {
    if (await claimFeed(f.id, new Date(nowMs - FEED_STALE_MS).toISOString(), new Date(nowMs).toISOString()))
      await refreshFeed(f, opts);
  }
}

const feedGone = (t: ImportWords = englishWords) =>
  new AppError("not_found", { message: t("events.studio.import.reason.feedGone") });

/** A fresh preview of a subscription (to review what is gone from it). */
export async function reviewFeed(actor: Actor | null, id: string, opts: FeedFetchOptions = {}): Promise<string> {
  const feed = await findFeed(id);
  if (!feed) throw feedGone(opts.t);
  return previewFeed(actor, feed.url, opts);
}

export async function unsubscribe(actor: Actor | null, id: string, t?: ImportWords): Promise<void> {
  const feed = await findFeed(id);
  if (!feed) throw feedGone(t);
  await removeFeed(id);
  await audit(actor, "event.unsubscribe", "event_import", feedSource(feed.url), { label: feed.label, url: feed.url });
}

/** "Check now" in the studio. */
export async function refreshFeedNow(id: string, opts: FeedFetchOptions = {}) {
  const feed = await findFeed(id);
  if (!feed) throw feedGone(opts.t);
  return refreshFeed(feed, opts);
}

/**
 * Counting (issue 16): every public page view and outcome is added to an
 * in-memory batch — no query on the request's path — and the batch is written
 * every few seconds and at shutdown (flush()). A crash loses at most the views
 * of those seconds (docs/insights.md).
 *
 * A visitor is recognised within a day by sha256(salt of the day, address,
 * user agent): the unsalted print lives in memory until the next flush, the
 * salted one in insights_seen until the day ends; then both the day's marks and
 * its salt are deleted, so no visit can be linked to another day or to an
 * address. No cookie, nothing in the browser.
 */
import { createHash, hash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { DB } from "~/core/db/client.server.ts";
import type { OutcomeSignal, PageView } from "~/core/observe.server.ts";
import { SESSION_COOKIE } from "~/core/auth/session.server.ts";
import {
  browserOf,
  campaignValue,
  deviceOf,
  isPrefetch,
  optedOut,
  pagePath,
  referrerGroup,
  referrerHost,
} from "../lib/classify.ts";
import {
  addDays,
  addDims,
  addOutcomes,
  addPages,
  claimSalt,
  inTransaction,
  markSeen,
  purge,
} from "./data/writes.server.ts";
import { dayFormatter, shiftDay } from "../lib/days.ts";

const SESSION_MARK = `${SESSION_COOKIE}=`;

/** Distinct campaign, source and referrer values kept per day and process; past it, "(other)" (a flood of made-up values cannot grow the tables). */
const MAX_DISTINCT = 500;
/** A batch this big is written at once instead of waiting for the timer. */
const EAGER_FLUSH = 20_000;

interface UaInfo {
  bot: boolean;
  device: string;
  browser: string;
}

class Batch {
  /** "day\tpath\treferrer\tdevice\tbrowser\tsource\tcampaign" → views. */
  views = new Map<string, number>();
  outcomes = new Map<string, number>();
  /** "day\tprint" → scopes: "" the site, "p:<path>", "o:<kind>\t<subject>". */
  marks = new Map<string, Set<string>>();
  size = 0;
}

const bump = (m: Map<string, number>, key: string, n = 1) => m.set(key, (m.get(key) ?? 0) + n);

export class Counter {
  private batch = new Batch();
  private uaCache = new Map<string, UaInfo>();
  private refCache = new Map<string, string>();
  private prints = new Map<string, string>();
  private distinct = new Map<string, Set<string>>();
  private salts = new Map<string, string>();
  private fmt: Intl.DateTimeFormat;
  private lastMinute = -1;
  private lastDay = "";
  private flushing: Promise<void> | undefined;
  private tz: string;
  private readonly database: () => DB;

  constructor(database: () => DB, timeZone = "UTC") {
    this.database = database;
    this.tz = timeZone;
    this.fmt = dayFormatter(timeZone);
  }

  /** The site's time zone decides where a day ends. */
  set timeZone(tz: string) {
    if (tz === this.tz) return;
    this.tz = tz;
    this.fmt = dayFormatter(tz);
    this.lastMinute = -1;
  }

  dayOf(at: number): string {
    // Time zones move by whole quarter hours, so a day never changes within a minute.
    const minute = Math.floor(at / 60_000);
    if (minute !== this.lastMinute) {
      this.lastMinute = minute;
      this.lastDay = this.fmt.format(at);
    }
    return this.lastDay;
  }

  private ua(ua: string): UaInfo {
    let info = this.uaCache.get(ua);
    if (!info) {
      if (this.uaCache.size >= 2000) this.uaCache.clear();
      info = { bot: isbot(ua), device: deviceOf(ua), browser: browserOf(ua) };
      this.uaCache.set(ua, info);
    }
    return info;
  }

  private capped(day: string, kind: string, value: string): string {
    const key = `${day}\t${kind}`;
    let seen = this.distinct.get(key);
    if (!seen) this.distinct.set(key, (seen = new Set()));
    if (seen.has(value)) return value;
    if (seen.size >= MAX_DISTINCT) return "(other)";
    seen.add(value);
    return value;
  }

  private mark(day: string, print: string, scope: string) {
    const key = `${day}\t${print}`;
    let scopes = this.batch.marks.get(key);
    if (!scopes) this.batch.marks.set(key, (scopes = new Set()));
    scopes.add(scope);
  }

  private grew() {
    if (++this.batch.size >= EAGER_FLUSH && !this.flushing) void this.flush().catch(() => undefined);
  }

  /** A public page view (core/observe.server.ts): kept unless a bot, a prefetch or a signed-in studio user. */
  pageView(v: PageView): void {
    const ua = v.header("user-agent");
    if (!ua) return;
    const info = this.ua(ua);
    if (info.bot || isPrefetch(v.header)) return;
    if (v.header("cookie")?.includes(SESSION_MARK)) return;
    const day = this.dayOf(v.at);
    const path = pagePath(v.url.pathname);
    const ref = this.capped(day, "referrer", referrerGroup(this.refHost(v.header("referer")), v.url.hostname));
    let source = "";
    let campaign = "";
    if (v.url.search.includes("utm_")) {
      source = campaignValue(v.url.searchParams.get("utm_source"));
      campaign = campaignValue(v.url.searchParams.get("utm_campaign"));
      if (source) source = this.capped(day, "source", source);
      if (campaign) campaign = this.capped(day, "campaign", campaign);
    }
    // One key per kind of view: the days, pages and dimensions are added up from it when the batch is written.
    bump(this.batch.views, `${day}\t${path}\t${ref}\t${info.device}\t${info.browser}\t${source}\t${campaign}`);
    if (!optedOut(v.header)) {
      const print = this.print(v.ip, ua);
      this.mark(day, print, "");
      this.mark(day, print, `p:${path}`);
    }
    this.grew();
  }

  /**
   * The unsalted print of an address and user agent, remembered until the next
   * flush (a visitor's further views skip the hash); forgotten with the batch.
   */
  private print(ip: string, ua: string): string {
    const key = `${ip}\n${ua}`;
    let print = this.prints.get(key);
    if (print === undefined) {
      if (this.prints.size >= 5000) this.prints.clear();
      print = hash("sha256", key, "base64url");
      this.prints.set(key, print);
    }
    return print;
  }

  /** The referring page's host, remembered per referrer string (parsing a URL is the dearest step of a view). */
  private refHost(referer: string | null): string {
    if (!referer) return "";
    let host = this.refCache.get(referer);
    if (host === undefined) {
      if (this.refCache.size >= 2000) this.refCache.clear();
      host = referrerHost(referer);
      this.refCache.set(referer, host);
    }
    return host;
  }

  /** An outcome another capability signalled; with a visitor, counted once per visitor and day (calendar clients). */
  outcome(s: OutcomeSignal): void {
    const day = this.dayOf(s.at ?? Date.now());
    const subject = s.subject.slice(0, 80);
    if (s.visitor) {
      const print = this.print(s.visitor.ip, s.visitor.userAgent);
      this.mark(day, print, `o:${s.kind}\t${subject}`);
    } else {
      bump(this.batch.outcomes, `${day}\t${s.kind}\t${subject}`);
    }
    this.grew();
  }

  private async saltOf(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = await claimSalt(this.database(), day, randomBytes(24).toString("base64url"));
      this.salts.set(day, salt);
    }
    return salt;
  }

  /** Writes the batch; on failure its counts go back into the next one. One flush at a time. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.batch.size === 0 && this.batch.marks.size === 0) return;
    const b = this.batch;
    this.batch = new Batch();
    this.prints.clear();
    this.flushing = this.write(b).catch((error: unknown) => {
      this.putBack(b);
      throw error;
    });
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  private async write(b: Batch): Promise<void> {
    const seen: { day: string; visitor: string; scope: string }[] = [];
    for (const [key, scopes] of b.marks) {
      const [day, print] = key.split("\t") as [string, string];
      const visitor = createHash("sha256")
        .update(await this.saltOf(day))
        .update(print)
        .digest("base64url")
        .slice(0, 22);
      for (const scope of scopes) seen.push({ day, visitor, scope });
    }
    const days = new Map<string, { views: number; visitors: number }>();
    const pages = new Map<string, { views: number; visitors: number }>();
    const dims = new Map<string, number>();
    const add = (m: Map<string, { views: number; visitors: number }>, key: string, n: number) => {
      const x = m.get(key);
      if (x) x.views += n;
      else m.set(key, { views: n, visitors: 0 });
    };
    for (const [key, n] of b.views) {
      const [day, path, ref, device, browser, source, campaign] = key.split("\t") as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      add(days, day, n);
      add(pages, `${day}\t${path}`, n);
      bump(dims, `${day}\treferrer\t${ref}`, n);
      bump(dims, `${day}\tdevice\t${device}`, n);
      bump(dims, `${day}\tbrowser\t${browser}`, n);
      if (source) bump(dims, `${day}\tsource\t${source}`, n);
      if (campaign) bump(dims, `${day}\tcampaign\t${campaign}`, n);
    }
    await inTransaction(this.database(), async (tx) => {
      const outcomes = new Map(b.outcomes);
      for (const { day, scope } of await markSeen(tx, seen)) {
        if (scope === "") {
          const d = days.get(day) ?? { views: 0, visitors: 0 };
          d.visitors++;
          days.set(day, d);
        } else if (scope.startsWith("p:")) {
          const key = `${day}\t${scope.slice(2)}`;
          const p = pages.get(key) ?? { views: 0, visitors: 0 };
          p.visitors++;
          pages.set(key, p);
        } else bump(outcomes, `${day}\t${scope.slice(2)}`);
      }
      await addDays(
        tx,
        [...days].map(([day, n]) => ({ day, ...n })),
      );
      await addPages(
        tx,
        [...pages].map(([key, n]) => {
          const [day, path] = key.split("\t") as [string, string];
          return { day, path, ...n };
        }),
      );
      await addDims(
        tx,
        [...dims].map(([key, views]) => {
          const [day, kind, value] = key.split("\t") as [string, string, string];
          return { day, kind, value, views };
        }),
      );
      await addOutcomes(
        tx,
        [...outcomes].map(([key, count]) => {
          const [day, kind, subject] = key.split("\t") as [string, string, string];
          return { day, kind, subject, count };
        }),
      );
    });
  }

  private putBack(b: Batch) {
    const into = this.batch;
    for (const k of ["views", "outcomes"] as const) for (const [key, n] of b[k]) bump(into[k], key, n);
    for (const [key, scopes] of b.marks) {
      const mine = into.marks.get(key);
      if (mine) for (const s of scopes) mine.add(s);
      else into.marks.set(key, scopes);
    }
    into.size += b.size;
  }

  /**
   * Deletes finished days' salts and marks (a minute after midnight, so a batch
   * from 23:59 still finds its salt), and aggregates older than `retentionDays`.
   */
  async purge(now: number, retentionDays: number): Promise<void> {
    const today = this.dayOf(now - 60_000);
    for (const day of this.salts.keys()) if (day < today) this.salts.delete(day);
    for (const key of this.distinct.keys()) if (key.slice(0, 10) < today) this.distinct.delete(key);
    await purge(this.database(), today, retentionDays > 0 ? shiftDay(today, -(retentionDays - 1)) : null);
  }

  /** Views waiting for the next flush (tests, the shutdown log). */
  pending(): number {
    return this.batch.size;
  }
}

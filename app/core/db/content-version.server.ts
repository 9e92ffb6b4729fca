/**
 * The content version the public page cache keys on (ADR 0501), known
 * without a database round trip on a cache hit (issue 17, ADR 0505):
 *
 * - Each change writes a new value to app_meta (as before) and the writing
 *   process holds it at once.
 * - PostgreSQL: every process LISTENs on a channel of its own connection and
 *   the change is NOTIFYed in the same transaction as the write, so the
 *   others hold it within milliseconds. While that connection is down, the
 *   value is polled every second (and the connection tried again), so a
 *   change is still seen within a second.
 * - SQLite: PRAGMA data_version (no I/O beyond the shared-memory header)
 *   moves when another connection — another process on the same file —
 *   commits anything; only then is the value read again.
 */
import { sql } from "kysely";
import pg from "pg";
import { logWarn } from "../log.server.ts";
import { currentHandle, type DB, type Handle } from "./client.server.ts";
import { newId } from "./ids.server.ts";

const KEY = "content_version";
/** How often a process without its LISTEN connection reads the version (and tries to reconnect). */
export const POLL_MS = 1000;

async function readVersion(db: DB): Promise<string> {
  const r = await db.selectFrom("app_meta").select("value").where("key", "=", KEY).executeTakeFirst();
  return r?.value ?? "0";
}

interface Watcher {
  read(): Promise<string>;
  /** This process wrote `v`. */
  wrote(v: string): void;
}

/** SQLite: the value is read again only when another connection has committed since the last look. */
function sqliteWatcher(h: Handle & { dataVersion(): number }): Watcher {
  let value: string | undefined;
  let seen = -1;
  return {
    async read() {
      const dv = h.dataVersion();
      if (value === undefined || dv !== seen) {
        seen = dv;
        value = await readVersion(h.db);
      }
      return value;
    },
    // Our own commits leave our data_version alone, so `seen` stays right; another's commit meanwhile moves it.
    wrote: (v) => void (value = v),
  };
}

/** A NOTIFY channel per schema: tests run many sites (schemas) on one server. */
export const channelFor = (schema?: string) => `marquee_content${schema ? `_${schema}` : ""}`.slice(0, 63);

class PgWatcher implements Watcher {
  private value: string | undefined;
  /** Bumped by every value that arrives by notification or by our own write, so an older read can't overwrite it. */
  private generation = 0;
  private client: pg.Client | undefined;
  private live = false;
  private connecting: Promise<void> | undefined;
  private poller: ReturnType<typeof setInterval> | undefined;
  private closed = false;
  private warned = false;
  readonly channel: string;
  private readonly h: Handle;
  private readonly target: { url: string; schema?: string };

  constructor(h: Handle, target: { url: string; schema?: string }) {
    this.h = h;
    this.target = target;
    this.channel = channelFor(target.schema);
    h.onClose(() => this.close());
  }

  async read(): Promise<string> {
    if (!this.connecting && !this.live && !this.poller) await this.connect();
    if (this.value === undefined) await this.poll(); // connecting failed before any value: read it now
    return this.value!;
  }

  wrote(v: string): void {
    this.generation++;
    this.value = v;
  }

  private async poll(): Promise<void> {
    const gen = this.generation;
    const v = await readVersion(this.h.db);
    if (gen === this.generation) this.value = v;
  }

  private connect(): Promise<void> {
    this.connecting ??= (async () => {
      const c = new pg.Client({ connectionString: this.target.url, keepAlive: true, connectionTimeoutMillis: 5000 });
      c.on("notification", (m) => {
        if (m.channel !== this.channel || !m.payload) return;
        this.generation++;
        this.value = m.payload;
      });
      c.on("error", () => this.down(c));
      c.on("end", () => this.down(c));
      try {
        await c.connect();
        await c.query(`LISTEN "${this.channel}"`);
        if (this.closed) return void (await c.end());
        // After LISTEN: a change committed from here on arrives as a notification, so this read misses none.
        await this.poll();
        this.client = c;
        this.live = true;
        this.warned = false;
        if (this.poller) clearInterval(this.poller);
        this.poller = undefined;
      } catch {
        this.down(c);
      }
    })().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private down(c: pg.Client): void {
    if (this.client && this.client !== c) return;
    this.live = false;
    this.client = undefined;
    c.removeAllListeners("notification");
    c.on("error", () => undefined); // a late error of a dead connection is no news
    void c.end().catch(() => undefined);
    if (this.closed || this.poller) return;
    if (!this.warned)
      logWarn("content version: the LISTEN connection to PostgreSQL is down; polling every second until it is back");
    this.warned = true;
    this.poller = setInterval(() => {
      this.poll().catch(() => undefined); // the database is down too: keep the last value, try again
      if (!this.connecting && !this.live) void this.connect();
    }, POLL_MS);
    this.poller.unref();
  }

  /** For tests: drop the LISTEN connection as a network failure would. */
  breakConnection(): void {
    const c = this.client;
    if (c) (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }

  isLive(): boolean {
    return this.live;
  }

  private async close(): Promise<void> {
    this.closed = true;
    if (this.poller) clearInterval(this.poller);
    this.poller = undefined;
    await this.connecting;
    const c = this.client;
    this.client = undefined;
    this.live = false;
    await c?.end().catch(() => undefined);
  }
}

const watchers = new WeakMap<Handle, Watcher>();

function watcher(h: Handle): Watcher {
  let w = watchers.get(h);
  if (!w) {
    if (h.listen) w = new PgWatcher(h, h.listen);
    else if (h.dataVersion) w = sqliteWatcher(h as Handle & { dataVersion(): number });
    else w = { read: () => readVersion(h.db), wrote: () => undefined };
    watchers.set(h, w);
  }
  return w;
}

const handle = (h?: Handle): Handle => {
  const x = h ?? currentHandle();
  if (!x) throw new Error("Database not opened");
  return x;
};

/** The current content version (a cache hit's only question). */
export function contentVersion(h?: Handle): Promise<string> {
  return watcher(handle(h)).read();
}

/** Every cached page of every process is stale from now on. */
export async function contentChanged(h?: Handle): Promise<void> {
  const x = handle(h);
  const w = watcher(x);
  const v = newId();
  await x.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("app_meta")
      .values({ key: KEY, value: v })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: v }))
      .execute();
    // Delivered to every listener when this transaction commits, in commit order.
    if (x.listen) await sql`select pg_notify(${channelFor(x.listen.schema)}, ${v})`.execute(trx);
  });
  w.wrote(v);
}

/** For tests: the PostgreSQL watcher of a handle (to break its connection). */
export function pgWatcherOf(h: Handle): { breakConnection(): void; isLive(): boolean } | undefined {
  const w = watcher(h);
  return w instanceof PgWatcher ? w : undefined;
}

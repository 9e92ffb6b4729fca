/**
 * Fedify's KvStore on the site's own database (ADR 3100): its caches (remote keys and documents),
 * inbox idempotence and the double-knocking memory of which signature each server takes live in
 * fediverse_kv, on SQLite or PostgreSQL — no Redis. Expired entries read as absent and are purged
 * by the capability's job.
 */
import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from "@fedify/fedify";
import { isDeepStrictEqual } from "node:util";
import { kvDelete, kvGet, kvList, kvSet, kvSwap } from "../data/store.server.ts";

const encode = (key: KvKey) => JSON.stringify(key);
const expiry = (now: number, options?: KvStoreSetOptions) =>
  options?.ttl ? new Date(now + options.ttl.total({ unit: "millisecond" })).toISOString() : null;

export class DbKvStore implements KvStore {
  readonly clock: () => number;
  constructor(clock: () => number = Date.now) {
    this.clock = clock;
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const raw = await kvGet(encode(key), new Date(this.clock()).toISOString());
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await kvSet(encode(key), JSON.stringify(value), expiry(this.clock(), options));
  }

  async delete(key: KvKey): Promise<void> {
    await kvDelete(encode(key));
  }

  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const now = this.clock();
    return kvSwap(
      encode(key),
      (current) =>
        current === undefined
          ? expectedValue === undefined
          : isDeepStrictEqual(JSON.parse(current) as unknown, expectedValue),
      JSON.stringify(newValue),
      expiry(now, options),
      new Date(now).toISOString(),
    );
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    for (const row of await kvList(prefix ? encode(prefix) : null, new Date(this.clock()).toISOString()))
      yield { key: JSON.parse(row.key) as KvKey, value: JSON.parse(row.value) as unknown };
  }
}

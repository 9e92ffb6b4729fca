/**
 * "The database is too busy to take this now" — as opposed to a broken query. Under a surge (an on-sale:
 * bench/onsale.ts) a request can wait longer than PostgreSQL's pool lets it for a connection, or than
 * SQLite's busy timeout for the write lock. Nothing was written for such a request, so a public action can
 * say so honestly with a 503 and a Retry-After instead of an error page (payments' Buy: ADR 2913).
 */
export function isDatabaseBusy(error: unknown): boolean {
  const message = error instanceof Error ? error.message : "";
  const code = (error as { code?: unknown } | null)?.code;
  return (
    // pg-pool: no connection came free within connectionTimeoutMillis.
    message === "timeout exceeded when trying to connect" ||
    // node:sqlite (and better-sqlite3): the write lock stayed taken past busy_timeout.
    code === "SQLITE_BUSY" ||
    /^database is locked\b/.test(message)
  );
}

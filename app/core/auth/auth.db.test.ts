import { expect, test } from "vitest";
import { sql } from "kysely";
import { useTestDatabase } from "~tests/setup/db.ts";
import { createLoadContext } from "~/core/http/context.server.ts";
import { makeUser } from "~tests/factories/users.ts";
import { hashPassword, parseHash, verifyPassword, ARGON2_PARAMS } from "./password.server.ts";
import { getSession, startSession, SESSION_IDLE_MS, SESSION_ABSOLUTE_MS, hashSessionId } from "./session.server.ts";
import { findSession } from "~/core/auth/data/sessions.server.ts";
import { blockedFor, consume, signInRules } from "~/core/http/rate-limit.server.ts";
import { migrate } from "~/core/db/migrate.server.ts";

const getDb = useTestDatabase();

const ctx = () => createLoadContext({ requestId: "t", nonce: "n", ip: "203.0.113.9", secure: false });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const req = (cookie?: string) => new Request("http://localhost/admin", { headers: cookie ? { cookie } : {} });

test("migrations create the foundation tables and are idempotent", async () => {
  const { handle } = getDb();
  for (const table of ["users", "sessions", "site_settings", "audit_entries", "rate_limits", "app_meta"]) {
    const r = await sql`select count(*) as n from ${sql.table(table)}`.execute(handle.db);
    expect(r.rows).toHaveLength(1);
  }
  expect(await migrate(handle.db)).toEqual([]);
});

test("argon2id hashes use the SPEC §9 parameters and verify", async () => {
  const hash = await hashPassword("a long enough password");
  const p = parseHash(hash)!;
  expect(hash.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true);
  expect({ memory: p.memory, passes: p.passes, parallelism: p.parallelism }).toEqual({
    memory: 19 * 1024,
    passes: 2,
    parallelism: 1,
  });
  expect(ARGON2_PARAMS.memory).toBe(19456);
  expect(await verifyPassword("a long enough password", hash)).toBe(true);
  expect(await verifyPassword("a long enough passwore", hash)).toBe(false);
  expect(await verifyPassword("x", "not-a-hash")).toBe(false);
});

test("a session stores only a hash of its id and finds its user", async () => {
  const user = await makeUser("session@example.com");
  const setCookie = await startSession(user.id, req(), ctx());
  expect(setCookie).toMatch(/^marquee_session=[\w-]{43}; Path=\/; SameSite=Lax; HttpOnly; Max-Age=2592000$/);
  const id = cookieOf(setCookie).split("=")[1]!;
  expect(await findSession(id)).toBeUndefined();
  expect(await findSession(hashSessionId(id))).toBeDefined();
  const s = await getSession(req(cookieOf(setCookie)), ctx());
  expect(s?.user.id).toBe(user.id);
});

test("the session cookie is Secure with the __Host- prefix behind HTTPS", async () => {
  const user = await makeUser("secure@example.com");
  const secureCtx = () => createLoadContext({ requestId: "t", nonce: "n", ip: "203.0.113.9", secure: true });
  const setCookie = await startSession(user.id, req(), secureCtx());
  expect(setCookie).toMatch(/^__Host-marquee_session=.*; Secure;/);
  expect(await getSession(req(cookieOf(setCookie)), secureCtx())).not.toBeNull();
  // The plain name is not accepted over HTTPS.
  expect(await getSession(req(cookieOf(setCookie).replace("__Host-", "")), secureCtx())).toBeNull();
});

test("sessions expire after 14 days idle and 30 days in all", async () => {
  const user = await makeUser("expiry@example.com");
  const t0 = new Date("2026-01-01T00:00:00Z");
  const cookie = cookieOf(await startSession(user.id, req(), ctx(), t0));
  const at = (ms: number) => new Date(t0.getTime() + ms);
  expect(await getSession(req(cookie), ctx(), at(SESSION_IDLE_MS - 60_000))).not.toBeNull();
  // Idle expiry: 14 days after the last use.
  const cookie2 = cookieOf(await startSession(user.id, req(), ctx(), t0));
  expect(await getSession(req(cookie2), ctx(), at(SESSION_IDLE_MS + 1000))).toBeNull();
  // Absolute expiry: even a session in constant use ends after 30 days.
  const cookie3 = cookieOf(await startSession(user.id, req(), ctx(), t0));
  const hash3 = hashSessionId(cookie3.split("=")[1]!);
  await getDb()
    .handle.db.updateTable("sessions")
    .set({ last_seen_at: at(SESSION_ABSOLUTE_MS).toISOString() })
    .where("id_hash", "=", hash3)
    .execute();
  expect(await getSession(req(cookie3), ctx(), at(SESSION_ABSOLUTE_MS + 1000))).toBeNull();
  expect(await findSession(hash3)).toBeUndefined();
});

test("failed sign-in throttling: 10 per account in 15 minutes, then a wait", async () => {
  const rules = signInRules("Throttle@Example.com", "198.51.100.7");
  const now = new Date("2026-03-01T12:00:00Z");
  for (let i = 0; i < 10; i++) {
    expect(await blockedFor(rules, now)).toBeNull();
    await consume(rules, now);
  }
  const wait = await blockedFor(rules, now);
  expect(wait).toBe(15 * 60);
  // The same account from another address is still blocked (per account); the window ends.
  expect(await blockedFor(signInRules("throttle@example.com", "198.51.100.8"), now)).toBe(15 * 60);
  expect(await blockedFor(rules, new Date(now.getTime() + 15 * 60 * 1000 + 1))).toBeNull();
});

test("failed sign-in throttling: 50 per address in 15 minutes, whichever accounts they try", async () => {
  const now = new Date("2026-03-02T12:00:00Z");
  const ip = "198.51.100.50";
  for (let i = 0; i < 50; i++) {
    expect(await blockedFor(signInRules(`guess-${i}@example.com`, ip), now)).toBeNull();
    await consume(signInRules(`guess-${i}@example.com`, ip), now);
  }
  expect(await blockedFor(signInRules("someone-new@example.com", ip), now)).toBe(15 * 60);
  expect(await blockedFor(signInRules("someone-new@example.com", "198.51.100.51"), now)).toBeNull();
});

test("counters are shared by every process on the same database", async () => {
  const other = getDb().openAnother();
  const rules = [{ key: "shared:test", limit: 3, windowMs: 60_000 }];
  const now = new Date();
  await consume(rules, now);
  await consume(rules, now);
  const row = await other.db.selectFrom("rate_limits").selectAll().where("key", "=", "shared:test").executeTakeFirst();
  expect(row?.count).toBe(2);
  await other.close();
});

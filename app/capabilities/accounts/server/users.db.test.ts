import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { createLoadContext } from "~/core/http/context.server.ts";
import { countActiveOwners, findUserById } from "~/core/auth/data/users.server.ts";
import { makeUser } from "~tests/factories/users.ts";
import { getSession, hashSessionId, startSession } from "~/core/auth/session.server.ts";
import { deleteUserSessions } from "~/core/auth/data/sessions.server.ts";
import { changeUser } from "./users.server.ts";

const getDb = useTestDatabase();

const ctx = () => createLoadContext({ requestId: "t", nonce: "n", ip: "203.0.113.9", secure: false });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const req = (cookie?: string) => new Request("http://localhost/admin", { headers: cookie ? { cookie } : {} });

test("revocation: ending other sessions, and disabling a user, end their sessions", async () => {
  const user = await makeUser("revoke@example.com");
  const a = cookieOf(await startSession(user.id, req(), ctx()));
  const b = cookieOf(await startSession(user.id, req(), ctx()));
  const keep = hashSessionId(a.split("=")[1]!);
  expect(await deleteUserSessions(user.id, keep)).toBe(1);
  expect(await getSession(req(a), ctx())).not.toBeNull();
  expect(await getSession(req(b), ctx())).toBeNull();

  const owner = await makeUser("owner-revoke@example.com", "owner");
  const r = await changeUser({ id: owner.id, email: owner.email }, user.id, { disabled: true });
  expect(r.ok).toBe(true);
  expect(await getSession(req(a), ctx())).toBeNull();
  expect((await findUserById(user.id))?.disabled).toBe(true);
});

test("the last active owner can be neither disabled nor demoted", async () => {
  const db = getDb().handle.db;
  await db.updateTable("users").set({ disabled: 1 }).where("role", "=", "owner").execute();
  const owner = await makeUser("only-owner@example.com", "owner");
  const actor = { id: owner.id, email: owner.email };
  expect(await changeUser(actor, owner.id, { disabled: true })).toMatchObject({ ok: false });
  expect(await changeUser(actor, owner.id, { role: "editor" })).toMatchObject({ ok: false });
  const second = await makeUser("second-owner@example.com", "owner");
  expect(await changeUser(actor, owner.id, { role: "editor" })).toMatchObject({ ok: true });
  expect((await findUserById(second.id))?.role).toBe("owner");
});

test("two owners disabling each other at once leave one active owner", async () => {
  const db = getDb().handle.db;
  await db.updateTable("users").set({ disabled: 1 }).where("role", "=", "owner").execute();
  const a = await makeUser("owner-a@example.com", "owner");
  const b = await makeUser("owner-b@example.com", "owner");
  const results = await Promise.all([
    changeUser({ id: a.id, email: a.email }, b.id, { disabled: true }),
    changeUser({ id: b.id, email: b.email }, a.id, { role: "editor" }),
  ]);
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  expect(await countActiveOwners()).toBe(1);
});

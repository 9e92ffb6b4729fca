/**
 * The first owner (SPEC §6): a fresh site is claimed once, by the printed code
 * or by ADMIN_EMAIL/ADMIN_PASSWORD, even when requests or processes race.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { action as setupAction } from "~/capabilities/accounts/routes/setup.tsx";
import { createLoadContext } from "~/core/http/context.server.ts";
import { countUsers, findUserByEmail } from "~/core/auth/data/users.server.ts";
import { getMeta } from "~/core/db/meta.server.ts";
import { hmac } from "~/core/http/sign.server.ts";
import { bootstrapOwnerFromEnv, createFirstOwner, ensureSetupCode } from "~/core/auth/setup.server.ts";

useTestDatabase();

const owner = (code: string, email: string) => ({
  code,
  email,
  displayName: email,
  password: "a-Sturdy-passphrase-42",
});

test("a wrong code creates nobody and keeps the printed code", async () => {
  const code = (await ensureSetupCode())!;
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  expect(await createFirstOwner(owner("AAAA-AAAA", "wrong@example.com"))).toBeNull();
  expect(await countUsers()).toBe(0);
  expect(await ensureSetupCode()).toBe(code);
});

test("two setups sent at once with the right code create exactly one owner", async () => {
  const code = (await ensureSetupCode())!;
  const results = await Promise.all([
    createFirstOwner(owner(code, "first@example.com")),
    createFirstOwner(owner(code.toLowerCase(), "second@example.com")),
  ]);
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(await countUsers()).toBe(1);
  expect(await getMeta("setup_code")).toBeUndefined();
  expect(await ensureSetupCode()).toBeNull();
});

test("once a user exists the setup action is refused with 403", async () => {
  const csrfCookie = "c".repeat(43);
  const request = new Request("http://localhost/admin/setup", {
    method: "POST",
    headers: { cookie: `marquee_csrf=${csrfCookie}` },
    body: new URLSearchParams({
      csrf: hmac("csrf", csrfCookie),
      code: "ABCD-EFGH",
      display_name: "Mallory",
      email: "m@example.com",
      password: "another-long-password",
      confirm: "another-long-password",
    }),
  });
  const context = createLoadContext({ requestId: "t", nonce: "n", ip: "192.0.2.1", secure: false });
  const thrown = await Promise.resolve(setupAction({ request, context, params: {} } as never)).catch((e: unknown) => e);
  expect((thrown as { init?: { status?: number } }).init?.status).toBe(403);
  expect(await countUsers()).toBe(1);
});

test("processes starting together on one database create the ADMIN_EMAIL owner once, without failing", async () => {
  const started = await Promise.all([
    bootstrapOwnerFromEnv("boot@example.com", "a-Sturdy-passphrase-42"),
    bootstrapOwnerFromEnv("BOOT@example.com", "a-Sturdy-passphrase-42"),
  ]);
  expect(started.filter(Boolean)).toHaveLength(1);
  expect((await findUserByEmail("boot@example.com"))?.role).toBe("owner");
  expect(await bootstrapOwnerFromEnv("boot@example.com", "a-Sturdy-passphrase-42")).toBeNull();
});

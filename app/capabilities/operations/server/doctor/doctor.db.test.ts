import { getCACertificates, setDefaultCACertificates } from "node:tls";
import { afterAll, expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { startHttps } from "~tests/fixtures/https-server.ts";
import { createUser } from "~/core/auth/data/users.server.ts";
import { db } from "~/core/db/client.server.ts";
import { allMigrations } from "~/core/db/migrate.server.ts";
import { takeBackup } from "~/core/backup/runs.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { exitCode, type Check } from "../../lib/doctor.ts";
import { requestFinished } from "../requests.server.ts";
import { runDoctor } from "./doctor.server.ts";
import { clockCheck, httpsCheck, proxyCheck } from "./web.server.ts";
import { emailCheck } from "./site.server.ts";
import { runDoctorCommand } from "../cli.server.ts";

const getDb = useTestDatabase();
const defaultCAs = getCACertificates("default");
afterAll(() => setDefaultCACertificates(defaultCAs));

const en = studioTranslatorFor("en");
const said = (c: Check) => en.t(c.summary.key, c.summary.vars);
const env = (over: Record<string, string> = {}) => setTestEnv({ DATA_DIR: getDb().dataDir, ...over });

/** Replaces everything the proxy check remembers with `n` requests of one shape. */
function requests(shape: { peer: string; ip?: string; forwarded?: boolean; proto?: string }, n = 500) {
  for (let i = 0; i < n; i++)
    requestFinished({
      method: "GET",
      path: "/",
      status: 200,
      seconds: 0.01,
      peer: shape.peer,
      ip: shape.ip ?? shape.peer,
      forwarded: shape.forwarded ?? false,
      forwardedProto: shape.proto ?? null,
    });
}

test("a fresh site: the doctor says what to set up, and the exit code is 2 (a failure)", async () => {
  const report = await runDoctor();
  const by = Object.fromEntries(report.checks.map((c) => [c.id, c]));
  expect(Object.keys(by)).toEqual(["version", "database", "data", "https", "proxy", "email", "backups", "clock"]);
  expect(by.version!.status).toBe("ok");
  // The newest migration of the core and the manifests (they run in the order of their names).
  const newest = Object.keys(allMigrations()).sort().at(-1)!;
  expect(said(by.version!)).toMatch(/^Marquee \d+\.\d+\.\d+ on Node\.js 24\.\d+\.\d+; the database is at (.+)\.$/);
  expect(said(by.version!)).toContain(`the database is at ${newest}.`);
  expect(by.database!.status).toBe("ok");
  expect(said(by.database!)).toMatch(
    getDb().dialect === "postgres" ? /^PostgreSQL \d+/ : /^SQLite, .* free on its disk\.$/,
  );
  expect(by.data!.status).toBe("ok");
  expect([by.https!.status, said(by.https!)]).toEqual(["warn", "PUBLIC_URL is not set."]);
  expect(by.email!.status).toBe("warn");
  expect([by.backups!.status, said(by.backups!)]).toEqual(["fail", "No backup has been taken."]);
  expect(exitCode(report.checks)).toBe(2);
  const cli = await runDoctorCommand([]);
  expect(cli.code).toBe(2);
  expect(cli.lines).toContain("✘ Backups         No backup has been taken.");
  expect(cli.lines.some((l) => l.includes("→ Set up scheduled backups under Backups"))).toBe(true);
  const json = JSON.parse((await runDoctorCommand(["--json"])).lines[0]!) as { exitCode: number; checks: Check[] };
  expect(json.exitCode).toBe(2);
  expect(json.checks.find((c) => c.id === "https")).toMatchObject({
    status: "warn",
    fix: expect.stringMatching(/^Set PUBLIC_URL/),
  });
});

test("TRUST_PROXY against what the requests showed: ignored proxy fails, agreeing passes, trusting the internet fails", async () => {
  env();
  requests({ peer: "127.0.0.1", forwarded: true }); // a local proxy's headers, not believed
  const ignored = await proxyCheck();
  expect(ignored.status).toBe("fail");
  expect(said(ignored)).toMatch(
    /^Requests come through a proxy on this machine, but TRUST_PROXY=false does not trust it/,
  );
  expect(en.t(ignored.fix!.key, ignored.fix!.vars)).toMatch(/^Set TRUST_PROXY=loopback/);

  env({ TRUST_PROXY: "loopback" });
  requests({ peer: "::ffff:127.0.0.1", ip: "203.0.113.7", forwarded: true, proto: "https" });
  const agreed = await proxyCheck();
  expect([agreed.status, said(agreed)]).toEqual([
    "ok",
    "Behind a proxy on this machine; TRUST_PROXY=loopback agrees, so visitors' own addresses are used.",
  ]);

  env({ TRUST_PROXY: "true" });
  requests({ peer: "198.51.100.4", ip: "203.0.113.7", forwarded: true });
  expect((await proxyCheck()).status).toBe("fail");

  env({ TRUST_PROXY: "loopback" });
  requests({ peer: "198.51.100.4" }); // straight from the internet while trusting a proxy
  expect((await proxyCheck()).status).toBe("warn");

  env();
  requests({ peer: "127.0.0.1" });
  const none = await proxyCheck();
  expect([none.status, said(none)]).toEqual([
    "ok",
    "No proxy in front: requests come straight to Marquee, and TRUST_PROXY is off, as it should be.",
  ]);
  // Health checks and scrapers are not visitors: they do not change the picture.
  for (const path of ["/healthz", "/metrics"])
    requestFinished({
      method: "GET",
      path,
      status: 200,
      seconds: 0,
      peer: "10.0.0.9",
      ip: "10.0.0.9",
      forwarded: true,
      forwardedProto: null,
    });
  expect((await proxyCheck()).status).toBe("ok");
});

test("PUBLIC_URL over HTTPS: a trusted certificate passes with its expiry date, an untrusted or expiring one does not", async () => {
  const good = await startHttps({ days: 90 });
  const soon = await startHttps({ days: 5 });
  try {
    env({ PUBLIC_URL: good.url });
    const untrusted = await httpsCheck();
    expect(untrusted.check.status).toBe("fail");
    expect(said(untrusted.check)).toMatch(/^The certificate of 127\.0\.0\.1:\d+ is not trusted: /);

    setDefaultCACertificates([...defaultCAs, good.ca, soon.ca]);
    const ok = await httpsCheck();
    expect(ok.check.status).toBe("ok");
    expect(said(ok.check)).toMatch(
      /answers over HTTPS; its certificate is valid until \d{4}-\d{2}-\d{2} \((89|90) days\)\.$/,
    );

    env({ PUBLIC_URL: soon.url });
    const expiring = await httpsCheck();
    expect(expiring.check.status).toBe("warn");
    expect(said(expiring.check)).toMatch(/expires on .* \((4|5) days left\)\.$/);

    env({ PUBLIC_URL: "https://127.0.0.1:1" });
    expect((await httpsCheck()).check.status).toBe("fail");
    env({ PUBLIC_URL: "http://band.example" });
    expect((await httpsCheck()).check.status).toBe("warn");
  } finally {
    await good.stop();
    await soon.stop();
  }
});

test("the clock against PUBLIC_URL's Date header: two minutes off is a failure", async () => {
  const off = await startHttps({ clockOffsetMs: 120_000 });
  const fine = await startHttps();
  try {
    setDefaultCACertificates([...defaultCAs, off.ca, fine.ca]);
    env({ PUBLIC_URL: off.url });
    const bad = await clockCheck((await httpsCheck()).probe);
    expect(bad.status).toBe("fail");
    expect(said(bad)).toMatch(/^The clock is 1[12]\d\.?\d* s off against PUBLIC_URL\.$/);
    env({ PUBLIC_URL: fine.url });
    const good = await clockCheck((await httpsCheck()).probe);
    expect(good.status).toBe("ok");
    expect(said(good)).toMatch(/^The clock agrees with (PostgreSQL, )?PUBLIC_URL \(within \d+(\.\d)? s\)\.$/);
  } finally {
    await off.stop();
    await fine.stop();
  }
});

test("e-mail: the last attempt decides; backups: a verified one passes, a failed one fails", async () => {
  env({
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: "smtp://127.0.0.1:2525",
    MAIL_FROM: "web@band.example",
    MAIL_TO: "me@band.example",
  });
  expect((await emailCheck()).status).toBe("warn"); // set up, nothing sent yet
  // One delivery and its attempt, as the outbox writes them (the contact capability's tables).
  const at = new Date().toISOString();
  await db()
    .insertInto("deliveries")
    .values({
      id: "d1",
      message_id: null,
      kind: "test",
      transport: "smtp",
      recipient: "me@band.example",
      state: "failed",
      attempts: 1,
      window_attempts: 1,
      window_started_at: at,
      next_attempt_at: at,
      claimed_at: null,
      claim_token: null,
      last_error: "550 relay denied",
      provider_response: null,
      sent_at: null,
      created_at: at,
      updated_at: at,
      source: null,
      source_ref: null,
      bulk_group: null,
    })
    .execute();
  await db()
    .insertInto("delivery_attempts")
    .values({
      delivery_id: "d1",
      attempt: 1,
      transport: "smtp",
      started_at: at,
      finished_at: at,
      outcome: "failed",
      detail: "550 relay denied",
    })
    .execute();
  const refused = await emailCheck();
  expect([refused.status, said(refused)]).toEqual([
    "fail",
    "The last e-mail (0 min ago) was not accepted: 550 relay denied",
  ]);

  env();
  await createUser({ email: "owner@example.com", displayName: "Owner", passwordHash: "x", role: "owner" });
  const row = await takeBackup(null, "manual");
  expect(row.state).toBe("verified");
  const report = await runDoctor();
  const backups = report.checks.find((c) => c.id === "backups")!;
  expect(backups.status).toBe("warn"); // verified, but nothing is scheduled
  expect(said(backups)).toMatch(/^Backups are not scheduled; the newest \(.+\) was taken 0 min ago\.$/);
  await db()
    .updateTable("backups")
    .set({ state: "failed", error: "No space left on device" })
    .where("id", "=", row.id)
    .execute();
  const failed = (await runDoctor()).checks.find((c) => c.id === "backups")!;
  expect([failed.status, said(failed)]).toEqual([
    "fail",
    "The last backup (0 min ago) failed: No space left on device",
  ]);
});

/**
 * The outbox across real restarts of the server process (SPEC §1, §4): a
 * queue left by one process is sent by the next, a send in flight when
 * SIGTERM arrives is finished and recorded before the process exits, and the
 * next start sends nothing twice. No browser: the visitor posts the form
 * exactly as a browser without JavaScript does.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSmtpServer, type SmtpFixture } from "../fixtures/smtp-server.ts";
import { startApp, type App } from "./harness.ts";
import { CONTACT_SECRET, formTokenAged, HUMAN } from "./contact-token.ts";

let smtp: SmtpFixture;
let dataDir: string;
const apps: App[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  // One data folder for every process of this file: the database outlives each of them.
  dataDir = mkdtempSync(join(tmpdir(), "marquee-e2e-restart-"));
});
afterAll(async () => {
  for (const a of apps) await a.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async (env: Record<string, string> = {}) => {
  const app = await startApp({
    DATA_DIR: dataDir,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Owls Website <web@owls.example>",
    MAIL_TO: "inbox@owls.example",
    SESSION_SECRET: CONTACT_SECRET,
    ...env,
  });
  apps.push(app);
  return app;
};

/** Posts the form as a browser without JavaScript would. */
async function post(app: App, token: string, name: string): Promise<void> {
  const r = await fetch(`${app.url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
      topic: "general",
      message: `A message from ${name}, sent across a restart.`,
      website: "",
      form_token: token,
      submission_id: `restart-${name.replace(/\W+/g, "-")}-0123456789`,
    }),
  });
  expect(r.status, await r.text()).toBe(302);
}

/** The outbox as the database holds it (read while no server runs). */
function outbox(): { state: string; attempts: number }[] {
  const db = new DatabaseSync(join(dataDir, "marquee.sqlite"), { readOnly: true });
  try {
    return db.prepare("select state, attempts from deliveries order by created_at, id").all() as {
      state: string;
      attempts: number;
    }[];
  } finally {
    db.close();
  }
}

const stopped = (app: App) => {
  apps.splice(apps.indexOf(app), 1);
  return app.stop();
};

test("the app restarted with a queue, and again with sends in flight: nothing lost, nothing sent twice", async () => {
  // 1. A process that does not send (MAIL_WORKER=false) accepts two messages, then stops.
  const first = await start({ MAIL_WORKER: "false" });
  // The form's token as the page would have served it ten seconds ago (contact-token.ts): no wait for it to age.
  const t1 = formTokenAged(HUMAN);
  await post(first, t1, "Queued One");
  await post(first, t1, "Queued Two");
  await stopped(first);
  expect(smtp.messages).toHaveLength(0);
  expect(outbox()).toEqual([
    { state: "queued", attempts: 0 },
    { state: "queued", attempts: 0 },
  ]);

  // 2. The next process picks the queue up at start. The mail server holds its answers, so
  //    SIGTERM arrives while both e-mails are in flight; the process must finish and record them.
  smtp.hold();
  const second = await start();
  await smtp.waitForHeld(2);
  const exiting = stopped(second);
  await expect.poll(() => second.output()).toContain("SIGTERM received");
  smtp.release();
  await exiting;
  expect(smtp.messages.map((m) => m.header("reply-to")).sort()).toEqual([
    "Queued One <queued.one@example.com>",
    "Queued Two <queued.two@example.com>",
  ]);
  expect(outbox()).toEqual([
    { state: "sent", attempts: 1 },
    { state: "sent", attempts: 1 },
  ]);

  // 3. A third start sends nothing again. A new message goes through that process's worker
  //    after anything older it would (wrongly) send, so its arrival means the check is complete.
  const third = await start();
  await post(third, formTokenAged(HUMAN), "After Restart");
  await smtp.waitFor(3);
  const ids = smtp.messages.map((m) => m.header("message-id"));
  expect(smtp.messages.map((m) => m.header("reply-to"))).toContain("After Restart <after.restart@example.com>");
  expect(new Set(ids).size).toBe(3);
  await stopped(third);
  expect(smtp.messages).toHaveLength(3);
  expect(outbox().map((d) => d.state)).toEqual(["sent", "sent", "sent"]);
});

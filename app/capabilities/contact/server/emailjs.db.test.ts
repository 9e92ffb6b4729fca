/** The outbox with the EmailJS transport against a local server speaking EmailJS's REST contract. */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { useTestDatabase, setTestEnv } from "~tests/setup/db.ts";
import { emptyOutbox } from "./outbox.test-helpers.ts";
import { startEmailjsServer, type EmailjsFixture } from "~tests/fixtures/emailjs-server.ts";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, TOKEN_FIELD } from "~/capabilities/contact/lib/fields.ts";
import { db } from "~/core/db/client.server.ts";
import { deliveriesForMessage } from "~/capabilities/contact/server/data/deliveries.server.ts";
import { setTransport } from "~/core/mail/transport.server.ts";
import { createEmailjsTransport, type EmailjsConfig } from "~/core/mail/transports/emailjs.server.ts";
import type { Transport } from "~/core/mail/types.server.ts";
import { env } from "~/core/env.server.ts";
import { drainDeliveries, runDeliveryRound } from "~/core/mail/worker.server.ts";
import type { ContactFile } from "./form.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { submitContact } from "./submit.server.ts";

const getDb = useTestDatabase();

let api: EmailjsFixture;
let transport: Transport;
let cfg: EmailjsConfig;

beforeAll(async () => {
  api = await startEmailjsServer();
  setTestEnv({
    DATA_DIR: getDb().dataDir,
    MAIL_TO: "inbox@owls.example",
    MAIL_TRANSPORT: "emailjs",
    MAIL_AUTOREPLY: "true",
  });
  cfg = {
    apiUrl: api.url,
    publicKey: "pk_test_public",
    privateKey: "sk_test_private",
    serviceId: "service_test",
    templateId: "template_notify",
    autoreplyTemplateId: "template_autoreply",
    timeoutMs: 1500,
  };
  transport = createEmailjsTransport(cfg);
  await setTransport(transport);
});
afterAll(async () => {
  await setTransport(undefined);
  await api?.close();
});
beforeEach(async () => {
  await emptyOutbox();
  api.requests.length = 0;
  api.sent.length = 0;
});

const opts = () => ({ transport: () => transport });

async function send(file: ContactFile | null = null) {
  const fields = new URLSearchParams({
    name: "Ada Lovelace",
    email: "ada@example.com",
    topic: "booking",
    message: "We would love to book you for our summer fair.",
    [HONEYPOT_FIELD]: "",
    [TOKEN_FIELD]: issueFormToken(env().SESSION_SECRET, Date.now() - 10_000),
    [IDEMPOTENCY_FIELD]: randomBytes(16).toString("base64url"),
  });
  const r = await submitContact({
    form: { fields, file, fileProblem: null },
    ip: `10.2.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    userAgent: null,
  });
  if (r.kind !== "stored") throw new Error(JSON.stringify(r));
  return r.message;
}

test("a clean message sends the notification and the auto-reply through their templates", async () => {
  const m = await send();
  await drainDeliveries(opts());
  const ds = await deliveriesForMessage(m.id);
  expect(ds.map((d) => [d.kind, d.state, d.recipient]).sort()).toEqual([
    ["contact.autoreply", "sent", "ada@example.com"],
    ["contact.notification", "sent", "inbox@owls.example"],
  ]);
  const byTemplate = Object.fromEntries(api.sent.map((r) => [r.body.template_id as string, r]));
  expect(byTemplate.template_notify!.to).toBe("inbox@owls.example");
  expect(byTemplate.template_notify!.body.template_params).toMatchObject({
    name: "Ada Lovelace",
    message_url: expect.stringContaining(`/admin/inbox/${m.id}`),
  });
  expect(byTemplate.template_autoreply!.to).toBe("ada@example.com");
});

test("a booking with a file goes to send-form as multipart with the file", async () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);
  await send({ filename: "flyer.png", contentType: "image/png", data: png, sha256: "x" });
  await drainDeliveries(opts());
  const form = api.sent.find((r) => r.path.endsWith("/send-form"));
  expect(form?.files[0]?.bytes.equals(png)).toBe(true);
});

test("400/403/412/422 → failed with the provider's text; 429 and 5xx → retrying", async () => {
  for (const [status, state] of [
    [400, "failed"],
    [403, "failed"],
    [412, "failed"],
    [422, "failed"],
    [429, "retrying"],
    [500, "retrying"],
  ] as const) {
    await db().deleteFrom("messages").execute();
    const m = await send();
    api.failNext({ status, text: `provider text ${status}` }, 2);
    await runDeliveryRound(opts());
    const [d] = await deliveriesForMessage(m.id);
    expect([status, d!.state, d!.last_error]).toEqual([status, state, `EmailJS ${status}: provider text ${status}`]);
  }
});

test("a missing ID refuses to send: nothing goes out, the delivery stays queued", async () => {
  const m = await send();
  const broken = createEmailjsTransport({ ...cfg, templateId: undefined });
  expect(await runDeliveryRound({ transport: () => broken })).toBe(0);
  expect(api.requests).toHaveLength(0);
  const ds = await deliveriesForMessage(m.id);
  expect(ds.every((d) => d.state === "queued" && d.attempts === 0)).toBe(true);
  expect(broken.problem()).toMatch(/EMAILJS_TEMPLATE_ID/);
});

test("without an auto-reply template no auto-reply is queued", async () => {
  await setTransport(createEmailjsTransport({ ...cfg, autoreplyTemplateId: undefined }));
  try {
    const m = await send();
    expect((await deliveriesForMessage(m.id)).map((d) => d.kind)).toEqual(["contact.notification"]);
  } finally {
    await setTransport(transport);
  }
});

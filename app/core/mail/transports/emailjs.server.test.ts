import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { startEmailjsServer, type EmailjsFixture } from "~tests/fixtures/emailjs-server.ts";
import {
  EMAILJS_BULK_REFUSAL,
  EMAILJS_LIB_VERSION,
  classifyEmailjsAnswer,
  createEmailjsTransport,
  emailjsProblem,
  templateParams,
  type EmailjsConfig,
} from "./emailjs.server.ts";

/** A mail whose kind gives EmailJS parameters of its own (as the contact form's notification does). */
const sampleMail = (over: Partial<OutgoingMail> = {}) =>
  composed({
    emailjs: {
      params: {
        kind: "notification",
        name: "Ada Lovelace",
        email: "ada@example.com",
        reply_to: "ada@example.com",
        message: "We would love to book you for our summer fair.",
        message_url: "https://owls.example/admin/inbox/msg_123",
      },
    },
    ...over,
  });
import { sampleMail as composed } from "../sample.test-helpers.ts";
import type { OutgoingMail } from "../types.server.ts";

let api: EmailjsFixture;
let cfg: EmailjsConfig;

beforeAll(async () => {
  api = await startEmailjsServer();
});
afterAll(() => api?.close());
beforeEach(() => {
  api.requests.length = 0;
  api.sent.length = 0;
  Object.assign(api.account, { requirePrivateKey: true, allowNonBrowser: true });
  cfg = {
    apiUrl: api.url,
    publicKey: "pk_test_public",
    privateKey: "sk_test_private",
    serviceId: "service_test",
    templateId: "template_notify",
    autoreplyTemplateId: "template_autoreply",
    timeoutMs: 2000,
  };
});

test("sends JSON with exactly the fields and types the official SDK sends", async () => {
  const r = await createEmailjsTransport(cfg).send(sampleMail());
  expect(r).toEqual({ status: "sent", response: "EmailJS 200: OK" });
  const [req] = api.requests;
  expect(req!.path).toBe("/api/v1.0/email/send");
  expect(req!.contentType).toBe("application/json");
  expect(Object.keys(req!.body).sort()).toEqual([
    "accessToken",
    "lib_version",
    "service_id",
    "template_id",
    "template_params",
    "user_id",
  ]);
  expect(req!.body).toMatchObject({
    lib_version: EMAILJS_LIB_VERSION,
    user_id: "pk_test_public",
    accessToken: "sk_test_private",
    service_id: "service_test",
    template_id: "template_notify",
  });
  const params = req!.body.template_params as Record<string, unknown>;
  expect(Object.values(params).every((v) => typeof v === "string")).toBe(true);
  // The parameters every mail has, with the kind's own over them.
  expect(params).toEqual({
    kind: "notification",
    site_name: "The Night Owls",
    to_email: "band@example.org",
    subject: "[The Night Owls] Booking enquiry from Ada Lovelace",
    name: "Ada Lovelace",
    email: "ada@example.com",
    message: "We would love to book you for our summer fair.",
    message_url: "https://owls.example/admin/inbox/msg_123",
    reply_to: "ada@example.com",
  });
  expect(req!.to).toBe("band@example.org");
});

test("a mail with no parameters of its own has its kind, its text and the studio's address", () => {
  expect(templateParams(composed())).toEqual({
    kind: "sample.notification",
    site_name: "The Night Owls",
    to_email: "band@example.org",
    subject: "[The Night Owls] Booking enquiry from Ada Lovelace",
    message_url: "https://owls.example/admin",
    message: "We would love to book you for our summer fair.\nTwo sets, 45 minutes each?\n",
  });
});

test("with a file, posts multipart/form-data to send-form with the same fields and the file", async () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
  const base = sampleMail();
  const file = { filename: "flyer.png", contentType: "image/png", content: png };
  const mail = sampleMail({
    emailjs: { ...base.emailjs, params: { ...base.emailjs?.params, attachment_name: "flyer.png" }, file },
  });
  const r = await createEmailjsTransport(cfg).send(mail);
  expect(r.status).toBe("sent");
  const [req] = api.requests;
  expect(req!.path).toBe("/api/v1.0/email/send-form");
  expect(req!.contentType).toMatch(/^multipart\/form-data; boundary=/);
  // Exactly sendForm's fields (the IDs beside the form's own fields, here the template parameters), no more.
  expect(Object.keys(req!.body).sort()).toEqual(
    ["lib_version", "service_id", "template_id", "user_id", "accessToken", ...Object.keys(templateParams(mail))].sort(),
  );
  expect(req!.body).toMatchObject({
    lib_version: EMAILJS_LIB_VERSION,
    user_id: "pk_test_public",
    accessToken: "sk_test_private",
    service_id: "service_test",
    template_id: "template_notify",
    name: "Ada Lovelace",
    message_url: "https://owls.example/admin/inbox/msg_123",
    attachment_name: "flyer.png",
  });
  expect(req!.files).toHaveLength(1);
  expect(req!.files[0]).toMatchObject({ field: "attachment", filename: "flyer.png", contentType: "image/png" });
  expect(req!.files[0]!.bytes.equals(png)).toBe(true);
});

test("without a private key the request carries no accessToken (accounts that don't require one accept it)", async () => {
  api.account.requirePrivateKey = false;
  const r = await createEmailjsTransport({ ...cfg, privateKey: undefined }).send(sampleMail());
  expect(r.status).toBe("sent");
  expect(Object.keys(api.requests[0]!.body)).not.toContain("accessToken");
});

test("refuses to send, naming the missing setting, when the public key, service or template id is missing", async () => {
  for (const [key, name] of [
    ["publicKey", "EMAILJS_PUBLIC_KEY"],
    ["serviceId", "EMAILJS_SERVICE_ID"],
    ["templateId", "EMAILJS_TEMPLATE_ID"],
  ] as const) {
    const t = createEmailjsTransport({ ...cfg, [key]: undefined });
    expect(t.problem()).toContain(name);
    const r = await t.send(sampleMail());
    expect(r.status).toBe("unconfigured");
    expect(r.status === "unconfigured" && r.error).toContain(name);
  }
  expect(emailjsProblem({})).toBe(
    "EmailJS is not set up: EMAILJS_PUBLIC_KEY (the account's public key, sent as user_id), EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID are missing",
  );
  expect(api.requests).toHaveLength(0);
});

test("each documented error answer leads to the right result, with the provider's text", async () => {
  const t = createEmailjsTransport(cfg);
  for (const status of [400, 403, 412, 422]) {
    api.failNext({ status, text: `provider says ${status}` });
    expect(await t.send(sampleMail())).toEqual({
      status: "failed",
      error: `EmailJS ${status}: provider says ${status}`,
    });
  }
  for (const status of [429, 500, 502, 503]) {
    api.failNext({ status });
    const r = await t.send(sampleMail());
    expect(r.status, String(status)).toBe("retry");
    expect(r.status === "retry" && r.error).toMatch(new RegExp(`^EmailJS ${status}: `));
  }
  expect(api.sent).toHaveLength(0);
});

test("the fixture's real checks: a wrong public key is a 400, non-browser calls switched off a 403, a wrong private key a 403", async () => {
  const wrongKey = await createEmailjsTransport({ ...cfg, publicKey: "pk_wrong" }).send(sampleMail());
  expect(wrongKey).toEqual({
    status: "failed",
    error: expect.stringContaining("EmailJS 400: The Public Key is invalid"),
  });
  const wrongService = await createEmailjsTransport({ ...cfg, serviceId: "service_nope" }).send(sampleMail());
  expect(wrongService).toEqual({
    status: "failed",
    error: expect.stringContaining("EmailJS 400: The service ID is invalid"),
  });
  api.account.allowNonBrowser = false;
  const blocked = await createEmailjsTransport(cfg).send(sampleMail());
  expect(blocked).toEqual({
    status: "failed",
    error: "EmailJS 403: API calls are disabled for non-browser applications",
  });
  api.account.allowNonBrowser = true;
  const noPrivate = await createEmailjsTransport({ ...cfg, privateKey: undefined }).send(sampleMail());
  expect(noPrivate).toEqual({
    status: "failed",
    error: expect.stringContaining("EmailJS 403: The Private Key is required"),
  });
  const recipientless = await createEmailjsTransport(cfg).send(sampleMail({ to: "" }));
  expect(recipientless).toEqual({ status: "failed", error: "EmailJS 422: The recipients address is empty" });
});

test("no answer within the time limit → retry", async () => {
  api.failNext("hang");
  const r = await createEmailjsTransport({ ...cfg, timeoutMs: 300 }).send(sampleMail());
  expect(r).toEqual({ status: "retry", error: "No answer from EmailJS within 0.3 s" });
});

test("nothing listening → retry with the network error", async () => {
  // A port that was just free: nothing listens there.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));
  const r = await createEmailjsTransport({ ...cfg, apiUrl: `http://127.0.0.1:${port}` }).send(sampleMail());
  expect(r.status).toBe("retry");
  expect(r.status === "retry" && r.error).toMatch(/^Could not reach EmailJS: .*ECONNREFUSED/);
});

test("a reply to a visitor uses the auto-reply template and goes to them; without that template it is refused", async () => {
  const t = createEmailjsTransport(cfg);
  const reply = sampleMail({ to: "ada@example.com", emailjs: { template: "autoreply" } });
  const r = await t.send(reply);
  expect(r.status).toBe("sent");
  expect(api.requests[0]!.body.template_id).toBe("template_autoreply");
  expect(api.requests[0]!.to).toBe("ada@example.com");
  const none = createEmailjsTransport({ ...cfg, autoreplyTemplateId: undefined });
  expect(none.problemFor?.(reply)).toMatch(/EMAILJS_AUTOREPLY_TEMPLATE_ID/);
  expect(none.problemFor?.(sampleMail())).toBeNull();
  expect((await none.send(reply)).status).toBe("unconfigured");
});

test("any other mail goes through the site's template with its text; a mailing to many is refused; other files stay behind", async () => {
  const t = createEmailjsTransport(cfg);
  const ics = { filename: "date.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" };
  const r = await t.send(composed({ kind: "test", text: "This is a test e-mail.", attachments: [ics] }));
  expect(r.status).toBe("sent");
  expect(api.requests[0]!.path).toBe("/api/v1.0/email/send");
  const params = api.requests[0]!.body.template_params as Record<string, string>;
  expect(params).toMatchObject({ kind: "test", message: "This is a test e-mail." });
  expect(await t.send(composed({ bulk: true }))).toEqual({ status: "failed", error: EMAILJS_BULK_REFUSAL });
  expect(api.requests).toHaveLength(1);
});

test("classifyEmailjsAnswer covers the whole status range", () => {
  expect(classifyEmailjsAnswer(200, "OK").status).toBe("sent");
  expect(classifyEmailjsAnswer(404, "Not Found").status).toBe("failed");
  expect(classifyEmailjsAnswer(301, "").status).toBe("retry");
  expect(classifyEmailjsAnswer(504, "").status).toBe("retry");
});

import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSmtpServer, type SmtpFixture } from "~tests/fixtures/smtp-server.ts";
import { classifySmtpError, createSmtpTransport, parseFrom, smtpProblem } from "./smtp.server.ts";
import { isLoopbackHost } from "~/core/http/loopback.ts";
import { sampleMail } from "../sample.test-helpers.ts";
import type { Transport } from "../types.server.ts";

let smtp: SmtpFixture;
let transport: Transport;

beforeAll(async () => {
  smtp = await startSmtpServer();
  transport = createSmtpTransport({ url: smtp.url, from: "Night Owls Website <web@owls.example>", timeoutMs: 2000 });
});
afterAll(async () => {
  await transport.close();
  await smtp.close();
});

const last = () => smtp.messages.at(-1)!;

test("a mail arrives as composed: To, From, Reply-To, Subject, body and the Message-ID of its delivery", async () => {
  const r = await transport.send(sampleMail());
  expect(r.status).toBe("sent");
  const m = last();
  expect(m.envelope).toEqual({ from: "web@owls.example", to: ["band@example.org"] });
  expect(m.header("to")).toBe("band@example.org");
  expect(m.header("from")).toBe("Night Owls Website <web@owls.example>");
  expect(m.header("reply-to")).toBe("Ada Lovelace <ada@example.com>");
  expect(m.subject).toBe("[The Night Owls] Booking enquiry from Ada Lovelace");
  expect(m.header("message-id")).toBe("<dlv_abc-123.marquee@owls.example>");
  expect(m.text).toContain("We would love to book you for our summer fair.\nTwo sets, 45 minutes each?");
  expect(m.html).toContain("We would love to book you");
});

test("non-ASCII names and text survive the trip", async () => {
  await transport.send(
    sampleMail({
      subject: "Booking enquiry from Zoë Ångström 🎻",
      replyTo: { name: "Zoë Ångström 🎻", address: "ada@example.com" },
      text: "Grüße aus Köln — ça va? 🎸",
    }),
  );
  expect(last().subject).toBe("Booking enquiry from Zoë Ångström 🎻");
  expect(last().header("reply-to")).toContain("ada@example.com");
  expect(last().text).toContain("Grüße aus Köln — ça va? 🎸");
});

test("header injection through the subject, a header or the Reply-To name goes nowhere: no extra header, no extra recipient", async () => {
  const evil = "Ada\r\nBcc: victim@example.net\r\nSubject: hacked";
  await transport.send(
    sampleMail({
      subject: `Enquiry from ${evil}`,
      replyTo: { name: evil, address: "ada@example.com" },
      headers: { "X-Evil\r\nBcc": evil },
    }),
  );
  const m = last();
  expect(m.envelope.to).toEqual(["band@example.org"]);
  expect(m.header("bcc")).toBeUndefined();
  expect(m.subject).toBe("Enquiry from Ada Bcc: victim@example.net Subject: hacked");
  const headerBlock = m.raw.toString("latin1").split(/\r?\n\r?\n/)[0]!;
  expect(headerBlock).not.toMatch(/^(Bcc|Subject: hacked)/im);
});

test("attachments go with their names and exact bytes; a kind's headers are sent", async () => {
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 7)]);
  await transport.send(
    sampleMail({
      attachments: [{ filename: "../rider.pdf", contentType: "application/pdf", content: pdf }],
      headers: { "Auto-Submitted": "auto-replied" },
    }),
  );
  const [a] = last().attachments;
  expect(a?.filename).toBe("rider.pdf");
  expect(a?.contentType).toBe("application/pdf");
  expect(a?.content.equals(pdf)).toBe(true);
  expect(last().header("auto-submitted")).toBe("auto-replied");
});

test("a re-send of the same delivery carries the same Message-ID", async () => {
  await transport.send(sampleMail({ deliveryId: "dlv_same" }));
  await transport.send(sampleMail({ deliveryId: "dlv_same" }));
  const [a, b] = smtp.messages.slice(-2);
  expect(a!.header("message-id")).toBe("<dlv_same.marquee@owls.example>");
  expect(b!.header("message-id")).toBe(a!.header("message-id"));
});

test("4xx from the server → retry with the server's words; then it is accepted", async () => {
  const before = smtp.messages.length;
  smtp.rejectNext(1, 451, "4.3.0 Mailbox busy, try later");
  const r1 = await transport.send(sampleMail());
  expect(r1).toEqual({ status: "retry", error: expect.stringContaining("451 4.3.0 Mailbox busy, try later") });
  const r2 = await transport.send(sampleMail());
  expect(r2.status).toBe("sent");
  expect(smtp.messages.length).toBe(before + 1);
});

test("5xx from the server → failed, not retried", async () => {
  smtp.rejectNext(1, 550, "5.1.1 Mailbox does not exist");
  const r = await transport.send(sampleMail());
  expect(r).toEqual({ status: "failed", error: expect.stringContaining("550 5.1.1 Mailbox does not exist") });
});

test("the server down → retry; back on the same port → sent", async () => {
  await smtp.stop();
  const down = await transport.send(sampleMail());
  expect(down.status).toBe("retry");
  await smtp.start();
  const before = smtp.messages.length;
  const up = await transport.send(sampleMail());
  expect(up.status).toBe("sent");
  expect(smtp.messages.length).toBe(before + 1);
});

test("a server that accepts the connection but never greets → retry after the time-out", async () => {
  const sockets: Socket[] = [];
  const silent: Server = createServer((s) => sockets.push(s));
  await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
  const port = (silent.address() as { port: number }).port;
  const t = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: "web@owls.example", timeoutMs: 300 });
  const r = await t.send(sampleMail());
  expect(r.status).toBe("retry");
  expect(r.status === "retry" && r.error).toMatch(/time|greeting/i);
  await t.close();
  for (const s of sockets) s.destroy();
  await new Promise<void>((r2) => silent.close(() => r2()));
});

test("SMTP sign-in: wrong password → retry naming SMTP_URL; right password → sent", async () => {
  const authed = await startSmtpServer({ auth: { user: "owls", pass: "s3cret" } });
  const wrong = createSmtpTransport({
    url: `smtp://owls:nope@127.0.0.1:${authed.port}`,
    from: "web@owls.example",
    timeoutMs: 2000,
    pool: false,
  });
  const r = await wrong.send(sampleMail());
  expect(r.status).toBe("retry");
  expect(r.status === "retry" && r.error).toMatch(/SMTP_URL/);
  const right = createSmtpTransport({ url: authed.url, from: "web@owls.example", timeoutMs: 2000 });
  expect((await right.send(sampleMail())).status).toBe("sent");
  expect(authed.messages).toHaveLength(1);
  await Promise.all([wrong.close(), right.close(), authed.close()]);
});

test("missing or wrong settings are named, and nothing is attempted", async () => {
  expect(smtpProblem({})).toMatch(/^SMTP_URL is not set/);
  expect(smtpProblem({ url: "http://x" })).toMatch(/smtp:\/\//);
  expect(smtpProblem({ url: "smtp://127.0.0.1:1" })).toMatch(/^MAIL_FROM is not set/);
  expect(smtpProblem({ url: "smtp://127.0.0.1:1", from: "a@b.c, d@e.f" })).toMatch(/^MAIL_FROM is not a single/);
  expect(smtpProblem({ url: "smtp://web%40owls.example:pw@127.0.0.1:1" })).toBeNull();
  const t = createSmtpTransport({ from: "web@owls.example" });
  expect(await t.send(sampleMail())).toEqual({
    status: "unconfigured",
    error: expect.stringMatching(/^SMTP_URL is not set/),
  });
  expect(t.problem()).toMatch(/SMTP_URL/);
});

test("parseFrom accepts one address with or without a name", () => {
  expect(parseFrom("Owls <web@owls.example>")).toEqual({ name: "Owls", address: "web@owls.example" });
  expect(parseFrom("web@owls.example")).toEqual({ name: "", address: "web@owls.example" });
  expect(parseFrom("not an address")).toBeNull();
});

test("error classification: permanent flag, 5xx, 4xx, network", () => {
  expect(classifySmtpError({ responseCode: 552, response: "552 too big", permanent: true }).status).toBe("failed");
  expect(classifySmtpError({ responseCode: 421, response: "421 shutting down", permanent: false }).status).toBe(
    "retry",
  );
  expect(classifySmtpError({ code: "ECONNECTION", message: "Connection closed" }).status).toBe("retry");
  expect(classifySmtpError({ code: "ETIMEDOUT", message: "Greeting never received" }).status).toBe("retry");
  expect(classifySmtpError({ responseCode: 503, response: "503 bad sequence" }).status).toBe("retry");
});

test("a relay on this machine with its own self-signed certificate (Proton Mail Bridge) takes mail over STARTTLS", async () => {
  const bridge = await startSmtpServer({ starttls: true, auth: { user: "band@proton.me", pass: "bridge-password" } });
  const server = { host: "127.0.0.1", port: bridge.port, security: "starttls" as const, user: "band@proton.me" };
  const t = createSmtpTransport({
    server: { ...server, password: "bridge-password" },
    from: "Night Owls <band@proton.me>",
    timeoutMs: 2000,
    pool: false,
  });
  try {
    expect(await t.send(sampleMail())).toMatchObject({ status: "sent" });
    expect(bridge.messages.at(-1)!.secure).toBe(true);
  } finally {
    await t.close();
    await bridge.close();
  }
});

test("only a loopback host's certificate goes unchecked", () => {
  for (const h of ["127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "::1", "[::1]"])
    expect(isLoopbackHost(h), h).toBe(true);
  for (const h of ["smtp.fastmail.com", "10.0.0.1", "127.0.0.1.evil.example", "localhost.evil.example", "::2", ""])
    expect(isLoopbackHost(h), h).toBe(false);
});

import { expect, test, vi } from "vitest";
import { parseEnv } from "~/core/env.server.ts";
import { transportFromEnv } from "../transport.server.ts";
import { LOG_RESPONSE, createLogTransport } from "./log.server.ts";
import { sampleMail } from "../sample.test-helpers.ts";

test("the log transport records the mail and sends nothing; its line names the site's own address only", async () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const t = createLogTransport();
  const r = await t.send(sampleMail({ logRecipient: true }));
  expect(r).toEqual({ status: "sent", response: LOG_RESPONSE });
  expect(t.recorded).toHaveLength(1);
  expect(t.recorded[0]!.subject).toBe("[The Night Owls] Booking enquiry from Ada Lovelace");
  expect(log).toHaveBeenCalledWith(
    expect.stringContaining("[mail:log] sample.notification delivery=dlv_abc-123 to=band@example.org"),
  );
  await t.send(sampleMail({ to: "fan@example.net", deliveryId: "dlv_2" }));
  expect(log).toHaveBeenLastCalledWith(
    expect.stringContaining("delivery=dlv_2 to=(a visitor or subscriber: not logged)"),
  );
  log.mockRestore();
});

test("MAIL_TRANSPORT picks the transport; log is the default", () => {
  const base = { DATA_DIR: "/tmp/marquee-email-test", SESSION_SECRET: "x".repeat(40) };
  expect(transportFromEnv(parseEnv(base)).name).toBe("log");
  const smtp = transportFromEnv(parseEnv({ ...base, MAIL_TRANSPORT: "smtp" }));
  expect(smtp.name).toBe("smtp");
  expect(smtp.problem()).toMatch(/^SMTP_URL is not set/);
  const ejs = transportFromEnv(
    parseEnv({ ...base, MAIL_TRANSPORT: "emailjs", EMAILJS_PUBLIC_KEY: "pk", EMAILJS_SERVICE_ID: "s" }),
  );
  expect(ejs.name).toBe("emailjs");
  expect(ejs.problem()).toMatch(/EMAILJS_TEMPLATE_ID/);
});

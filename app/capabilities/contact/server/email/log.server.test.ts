import { expect, test, vi } from "vitest";
import { parseEnv } from "~/core/env.server.ts";
import { transportFromEnv } from "./transport.server.ts";
import { LOG_RESPONSE, createLogTransport } from "./log.server.ts";
import { sampleMail } from "./test-mail.server.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import contact from "../../capability.server.ts";

// The notification speaks the owner's studio language: the contact capability's studio catalogue must be known.
registerCapabilities([contact]);

test("the log transport records the mail and sends nothing", async () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const t = createLogTransport();
  const r = await t.send(sampleMail());
  expect(r).toEqual({ status: "sent", response: LOG_RESPONSE });
  expect(t.recorded).toHaveLength(1);
  expect(t.recorded[0]!.subject).toBe("[The Night Owls] Booking enquiry from Ada Lovelace");
  expect(log).toHaveBeenCalledWith(
    expect.stringContaining("[mail:log] notification delivery=dlv_abc-123 to=band@example.org"),
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

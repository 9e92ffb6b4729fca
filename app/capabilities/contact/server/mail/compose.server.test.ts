import { expect, test } from "vitest";
import { formatReceived } from "~/capabilities/contact/lib/format.ts";
import { autoreplyMail, notificationMail } from "./compose.server.ts";
import { sampleMessage, sampleSite } from "./sample.test-helpers.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import contact from "../../capability.server.ts";

// The mails' words are the contact capability's catalogues.
registerCapabilities([contact]);

const notification = (site = sampleSite(), over: Parameters<typeof sampleMessage>[0] = {}) =>
  notificationMail("band@example.org", site, sampleMessage(over));

test("the received time is shown in the site's zone", () => {
  expect(formatReceived("2030-06-15T18:30:00.000Z", "Europe/Berlin")).toBe("Sat 15 June 2030, 20:30 (Europe/Berlin)");
});

test("a notification carries every field in text, and escaped in HTML; replies go to the visitor", () => {
  const c = notification(sampleSite(), { name: "<b>Ada</b>", body: `<script>alert(1)</script>\nsecond line` });
  expect(c.subject).toBe("[The Night Owls] Booking enquiry from <b>Ada</b>");
  for (const s of [
    "<b>Ada</b>",
    "ada@example.com",
    "+44 20 7946 0958",
    "Mon, 1 July 2030",
    "Privacy consent: Given",
    "<script>alert(1)</script>\nsecond line",
    "https://owls.example/admin/inbox/msg_123",
  ]) {
    expect(c.text).toContain(s);
  }
  expect(c.html).not.toContain("<script>");
  expect(c.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(c.html).toContain("&lt;b&gt;Ada&lt;/b&gt;");
  expect(c.replyTo).toEqual({ name: "<b>Ada</b>", address: "ada@example.com" });
});

test("the visitor's name is one line wherever it goes: subject, Reply-To", () => {
  const c = notification(sampleSite(), { name: "Ada\r\nBcc: victim@example.net" });
  expect(c.subject).toBe("[The Night Owls] Booking enquiry from Ada Bcc: victim@example.net");
  expect(c.replyTo).toEqual({ name: "Ada Bcc: victim@example.net", address: "ada@example.com" });
});

test("a booking's file goes with the notification, and to EmailJS in its form field", () => {
  const pdf = Buffer.from("%PDF-1.7\n");
  const c = notification(sampleSite(), {
    attachment: { filename: "../rider.pdf", contentType: "application/pdf", content: pdf },
  });
  expect(c.attachments).toEqual([{ filename: "../rider.pdf", contentType: "application/pdf", content: pdf }]);
  expect(c.emailjs?.file?.content).toBe(pdf);
  expect(c.emailjs?.params?.attachment_name).toBe("rider.pdf");
  expect(c.text).toMatch(/Attachment: +rider\.pdf \(9 B\)/);
});

test("the auto-reply never echoes what the visitor wrote (no open relay for content); it says it is automatic", () => {
  const c = autoreplyMail("ada@example.com", sampleSite(), { name: "Buy pills now", email: "ada@example.com" });
  expect(c.text + c.html + c.subject).not.toContain("Buy pills");
  expect(c.subject).toContain("The Night Owls");
  expect(c.headers).toEqual({ "Auto-Submitted": "auto-replied" });
  expect(c.replyTo).toBe("band@example.org");
  expect(c.emailjs?.template).toBe("autoreply");
});

test("EmailJS parameters carry every form field, the site's name and the studio link, all strings", () => {
  const p = notification().emailjs?.params ?? {};
  expect(p).toMatchObject({
    kind: "notification",
    message_url: "https://owls.example/admin/inbox/msg_123",
    name: "Ada Lovelace",
    email: "ada@example.com",
    reply_to: "ada@example.com",
    phone: "+44 20 7946 0958",
    topic: "booking",
    topic_label: "Booking enquiry",
    date_wanted: "2030-07-01",
    message: "We would love to book you for our summer fair.\nTwo sets, 45 minutes each?",
    consent: "yes",
  });
  expect(Object.values(p).every((v) => typeof v === "string")).toBe(true);
  expect(notification(sampleSite(), { consent: false }).emailjs?.params?.consent).toBe("no");
  const auto = autoreplyMail("ada@example.com", sampleSite(), { name: "Ada", email: "ada@example.com" });
  expect(auto.emailjs?.params).toMatchObject({
    kind: "autoreply",
    email: "ada@example.com",
    reply_to: "band@example.org",
  });
  expect(JSON.stringify(auto)).not.toContain("summer fair");
});

test("the notification speaks the owner's studio language; the auto-reply stays in the site's", () => {
  const site = sampleSite({ ownerLanguage: "de", language: "fr" });
  const c = notification(site);
  expect(c.subject).toBe("[The Night Owls] Buchungsanfrage von Ada Lovelace");
  for (const s of [
    "Neue Nachricht über das Kontaktformular von The Night Owls.",
    "Gewünschter Termin:",
    "Mo., 1. Juli 2030",
    "Datenschutz-Einwilligung: Erteilt",
    "Antworten Sie auf diese E-Mail, um Ada Lovelace direkt zu antworten.",
  ]) {
    expect(c.text).toContain(s);
  }
  expect(c.html).toContain(">Im Studio öffnen</a>");
  expect(c.emailjs?.params?.topic_label).toBe("Buchungsanfrage");
  // The visitor's auto-reply: the site's language (French here), whatever the owner reads.
  expect(autoreplyMail("ada@example.com", site, sampleMessage()).text).not.toMatch(/Nachricht|Studio/);
});

test("the log transport may write the site's inbox address, never the visitor's own (the auto-reply)", () => {
  expect(contact.mail?.["contact.notification"]?.logRecipient).toBe(true);
  expect(contact.mail?.["contact.autoreply"]?.logRecipient).not.toBe(true);
});

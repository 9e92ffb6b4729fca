import { expect, test } from "vitest";
import { formatReceived } from "~/capabilities/contact/lib/format.ts";
import { compose, escapeHtml, messageIdFor, oneLine, safeFilename, templateParams } from "./compose.server.ts";
import { sampleMail } from "./test-mail.server.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import contact from "../../capability.server.ts";

// The auto-reply's words are the contact capability's catalogue.
registerCapabilities([contact]);

test("oneLine flattens line breaks and controls, so nothing typed can start a new header", () => {
  expect(oneLine("Ada\r\nBcc: evil@example.com")).toBe("Ada Bcc: evil@example.com");
  expect(oneLine("a\u0000b\u2028c\tc")).toBe("a b c c");
  expect(oneLine("x".repeat(300), 10)).toBe("xxxxxxxxx…");
});

test("escapeHtml escapes the five characters that matter", () => {
  expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
    "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;",
  );
});

test("safeFilename keeps the name but drops paths and quotes", () => {
  expect(safeFilename("../../etc/passwd")).toBe("passwd");
  expect(safeFilename('C:\\riders\\our "rider".pdf')).toBe("our _rider_.pdf");
  expect(safeFilename("")).toBe("attachment");
});

test("the Message-ID is a function of the delivery, so a re-send carries the same id", () => {
  expect(messageIdFor("dlv_1", "example.org")).toBe("<dlv_1.marquee@example.org>");
  expect(messageIdFor("dlv_1", "example.org")).toBe(messageIdFor("dlv_1", "example.org"));
  expect(messageIdFor("a>b\r\n", "ex ample.org>")).toBe("<ab.marquee@example.org>");
});

test("the received time is shown in the site's zone", () => {
  expect(formatReceived("2030-06-15T18:30:00.000Z", "Europe/Berlin")).toBe("Sat 15 June 2030, 20:30 (Europe/Berlin)");
});

test("a notification carries every field in text, and escaped in HTML", () => {
  const mail = sampleMail({}, { name: "<b>Ada</b>", body: `<script>alert(1)</script>\nsecond line` });
  const c = compose(mail, "smtp");
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
});

test("the auto-reply never echoes what the visitor wrote (no open relay for content)", () => {
  const mail = sampleMail(
    { kind: "autoreply", to: "ada@example.com" },
    { name: "Buy pills now", body: "SPAM CONTENT HERE" },
  );
  const c = compose(mail, "smtp");
  expect(c.text + c.html + c.subject).not.toContain("SPAM CONTENT");
  expect(c.text + c.html + c.subject).not.toContain("Buy pills");
  expect(c.subject).toContain("The Night Owls");
});

test("EmailJS template params carry every form field, the site's name and the studio link, all strings", () => {
  const p = templateParams(sampleMail());
  expect(p).toMatchObject({
    kind: "notification",
    site_name: "The Night Owls",
    to_email: "band@example.org",
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
  expect(templateParams(sampleMail({}, { consent: false })).consent).toBe("no");
  const auto = templateParams(sampleMail({ kind: "autoreply", to: "ada@example.com" }, { body: "SECRET TEXT" }));
  expect(auto.to_email).toBe("ada@example.com");
  expect(JSON.stringify(auto)).not.toContain("SECRET TEXT");
});

test("the notification and the test e-mail speak the owner's studio language; the auto-reply stays in the site's", () => {
  const site = { ...sampleMail().site, ownerLanguage: "de", language: "fr" };
  const c = compose(sampleMail({ site }), "smtp");
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
  expect(compose(sampleMail({ kind: "test", site, message: undefined }), "smtp").subject).toBe(
    "Test-E-Mail von The Night Owls",
  );
  expect(templateParams(sampleMail({ site })).topic_label).toBe("Buchungsanfrage");
  // The visitor's auto-reply: the site's language (French here), whatever the owner reads.
  expect(compose(sampleMail({ kind: "autoreply", to: "ada@example.com", site }), "smtp").text).not.toMatch(
    /Nachricht|Studio/,
  );
});

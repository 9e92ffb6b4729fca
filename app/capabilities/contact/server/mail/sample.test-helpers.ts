/** A sample message and site for the tests of the contact form's e-mails. */
import type { MailMessage, MailSite } from "./compose.server.ts";

export function sampleMessage(over: Partial<MailMessage> = {}): MailMessage {
  return {
    id: "msg_123",
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+44 20 7946 0958",
    topic: "booking",
    dateWanted: "2030-07-01",
    body: "We would love to book you for our summer fair.\nTwo sets, 45 minutes each?",
    consent: true,
    receivedAt: "2030-06-15T18:30:00.000Z",
    attachment: null,
    ...over,
  };
}

export function sampleSite(over: Partial<MailSite> = {}): MailSite {
  return {
    name: "The Night Owls",
    timeZone: "Europe/Berlin",
    messageUrl: "https://owls.example/admin/inbox/msg_123",
    replyTo: "band@example.org",
    ...over,
  };
}

/** Sample mails for the transport tests (not shipped code paths; kept beside them for reuse). */
import type { MailMessage, OutgoingMail } from "./types.server.ts";

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

export function sampleMail(over: Partial<OutgoingMail> = {}, message: Partial<MailMessage> = {}): OutgoingMail {
  return {
    deliveryId: "dlv_abc-123",
    kind: "notification",
    to: "band@example.org",
    site: {
      name: "The Night Owls",
      timeZone: "Europe/Berlin",
      studioUrl: "https://owls.example/admin/inbox/msg_123",
      replyTo: "band@example.org",
    },
    message: sampleMessage(message),
    ...over,
  };
}

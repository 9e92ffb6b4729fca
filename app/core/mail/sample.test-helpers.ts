/** A composed mail for the transports' tests, as any kind might compose it (the contact form's notification, here). */
import type { OutgoingMail } from "./types.server.ts";

export function sampleMail(over: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    deliveryId: "dlv_abc-123",
    kind: "sample.notification",
    siteName: "The Night Owls",
    studioUrl: "https://owls.example/admin",
    to: "band@example.org",
    replyTo: { name: "Ada Lovelace", address: "ada@example.com" },
    subject: "[The Night Owls] Booking enquiry from Ada Lovelace",
    text: "We would love to book you for our summer fair.\nTwo sets, 45 minutes each?\n",
    html: "<p>We would love to book you for our summer fair.</p>",
    ...over,
  };
}

/**
 * Demo messages: a booking enquiry and a press request, so a new owner sees
 * what the inbox does. They are never e-mailed (no deliveries are queued).
 */
import { randomBytes } from "node:crypto";
import { deleteMessages, storeMessage } from "~/capabilities/contact/server/data/messages.server.ts";
import { demoIds, forgetDemo, rememberDemo, type DemoContext } from "~/core/demo/registry.server.ts";

function isoDayIn(days: number, now: Date): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedMessages(ctx: DemoContext): Promise<void> {
  const base = {
    phone: null,
    consent: false,
    spamReasons: [],
    ipHash: null,
    userAgent: "demo content",
    attachment: null,
  };
  const samples = [
    {
      ...base,
      name: "Maya Okafor",
      email: "maya@example.com",
      phone: "+44 20 7946 0321",
      topic: "booking" as const,
      dateWanted: isoDayIn(45, ctx.now),
      body: "Hi! We run a small summer festival by the river and would love to have you on the Saturday evening stage.\n\nCould you play a 60-minute set? We provide backline and a hot meal. What would your fee be?",
      receivedAt: new Date(ctx.now.getTime() - 2 * 3_600_000).toISOString(),
    },
    {
      ...base,
      name: "Jonas Berg",
      email: "jonas.berg@example.org",
      topic: "press" as const,
      dateWanted: null,
      body: "I write for a regional culture magazine and we are preparing a feature on new live acts. Would you have 20 minutes for a phone interview next week?",
      receivedAt: new Date(ctx.now.getTime() - 26 * 3_600_000).toISOString(),
    },
  ];
  const ids: string[] = [];
  for (const s of samples) {
    const { message } = await storeMessage(
      { ...s, idempotencyKey: `demo-${randomBytes(12).toString("base64url")}` },
      () => [],
    );
    ids.push(message.id);
  }
  await rememberDemo("messages", ids);
}

export async function removeDemoMessages(): Promise<void> {
  await deleteMessages(await demoIds("messages"));
  await forgetDemo("messages");
}

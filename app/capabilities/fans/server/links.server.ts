/**
 * Confirming and unsubscribing (issue 12): both idempotent, both without
 * JavaScript or a sign-in. The confirmation link works once (its nonce is
 * cleared), and a second click says it is done; an unsubscribed address gets
 * nothing again unless it signs up and confirms again.
 */
import { nowIso } from "~/core/db/client.server.ts";
import { confirmIfPending, getSubscriber, unsubscribeRow } from "./data/subscribers.server.ts";
import { readConfirmToken, readUnsubscribeToken } from "./tokens.server.ts";
import { signalOutcome } from "~/core/observe.server.ts";

export type ConfirmOutcome = "confirmed" | "already" | "invalid";

export async function confirmSubscription(token: string | null): Promise<ConfirmOutcome> {
  const t = readConfirmToken(token);
  if (!t) return "invalid";
  if (await confirmIfPending(t.id, t.nonce, nowIso())) {
    // A confirmed sign-up is an outcome Insights counts (issue 16): the count only, never the address.
    signalOutcome({ kind: "signup", subject: "" });
    return "confirmed";
  }
  const s = await getSubscriber(t.id);
  return s?.status === "confirmed" ? "already" : "invalid";
}

/** Who a link would unsubscribe (the page asks before it does), or null for a damaged link. */
export async function unsubscribeTarget(token: string | null): Promise<{ email: string | null } | null> {
  const t = readUnsubscribeToken(token);
  if (!t) return null;
  const s = await getSubscriber(t.id);
  return { email: s && (s.status === "confirmed" || s.status === "pending") ? s.email : null };
}

/** true when the token was genuine (whether or not the address was still subscribed). */
export async function unsubscribe(token: string | null): Promise<boolean> {
  const t = readUnsubscribeToken(token);
  if (!t) return false;
  await unsubscribeRow(t.id, t.mailingId, nowIso());
  return true;
}

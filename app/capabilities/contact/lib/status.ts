/**
 * Message states (SPEC §4) and who may move where. Pure, so the inbox shows
 * only the buttons the server will accept. Delivery states are the outbox's
 * (core/mail/states.ts).
 */

export const MESSAGE_STATUSES = ["new", "read", "archived", "spam"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const STATUS_LABELS: Record<MessageStatus, string> = {
  new: "New",
  read: "Read",
  archived: "Archived",
  spam: "Spam",
};

/**
 * new → read → archived; any → spam; spam → new (SPEC §4). Also archived → read,
 * so an archived message can come back to the inbox (docs/decisions/0201).
 */
export function canMoveMessage(from: MessageStatus, to: MessageStatus): boolean {
  if (from === to) return false;
  if (to === "spam") return true;
  if (from === "spam") return to === "new";
  if (from === "new") return to === "read";
  if (from === "read") return to === "archived";
  if (from === "archived") return to === "read";
  return false;
}

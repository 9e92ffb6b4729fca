/** Message status and delivery state as small labelled badges (text, not colour alone). */
import { DELIVERY_LABELS, STATUS_LABELS, type DeliveryState, type MessageStatus } from "~/capabilities/contact/lib/status.ts";

export function MessageBadge({ status }: { status: MessageStatus }) {
  return <span className={`badge inbox-badge inbox-badge--${status}`}>{STATUS_LABELS[status]}</span>;
}

export function DeliveryBadge({ state }: { state: DeliveryState }) {
  return <span className={`badge inbox-badge inbox-badge--${state}`}>{DELIVERY_LABELS[state]}</span>;
}

/**
 * The studio's names of topics, message states and delivery states: message
 * keys of the studio catalogue (messages/studio/), listed literally so the
 * catalogue check sees them used. Components translate with useStudioI18n().
 */
import type { Topic } from "./limits.ts";
import type { DeliveryState } from "~/core/mail/states.ts";
import type { MessageStatus } from "./status.ts";
import type { MessageFilter } from "./filters.ts";

export const TOPIC_KEYS: Record<Topic, string> = {
  booking: "contact.studio.topic.booking",
  press: "contact.studio.topic.press",
  general: "contact.studio.topic.general",
};

export const STATUS_KEYS: Record<MessageStatus, string> = {
  new: "contact.studio.status.new",
  read: "contact.studio.status.read",
  archived: "contact.studio.status.archived",
  spam: "contact.studio.status.spam",
};

export const DELIVERY_KEYS: Record<DeliveryState, string> = {
  queued: "contact.studio.delivery.queued",
  sending: "contact.studio.delivery.sending",
  retrying: "contact.studio.delivery.retrying",
  sent: "contact.studio.delivery.sent",
  failed: "contact.studio.delivery.failed",
};

export const FILTER_KEYS: Record<MessageFilter, string> = {
  inbox: "contact.studio.filter.inbox",
  ...STATUS_KEYS,
  all: "contact.studio.filter.all",
};

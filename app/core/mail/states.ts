/** Delivery states (SPEC §4) and which of them "Retry now" moves. Pure, so the studio shows only the buttons the server accepts. */

export const DELIVERY_STATES = ["queued", "sending", "retrying", "sent", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** "Retry now" moves failed or retrying back to queued. */
export const canRetryNow = (state: DeliveryState): boolean => state === "failed" || state === "retrying";

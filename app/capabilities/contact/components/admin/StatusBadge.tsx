/** Message status and delivery state as small labelled badges (text, not colour alone). */
import type { MessageStatus } from "~/capabilities/contact/lib/status.ts";
import type { DeliveryState } from "~/core/mail/states.ts";
import { DELIVERY_KEYS, STATUS_KEYS } from "~/capabilities/contact/lib/studio-labels.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export function MessageBadge({ status }: { status: MessageStatus }) {
  const { t } = useStudioI18n();
  return <span className={`badge inbox-badge inbox-badge--${status}`}>{t(STATUS_KEYS[status])}</span>;
}

/** "Sent" only for a mail a server accepted: the log transport's "sent" is a mail kept in the studio (issue 25 §1). */
export function DeliveryBadge({ state, transport }: { state: DeliveryState; transport?: string }) {
  const { t } = useStudioI18n();
  if (state === "sent" && transport === "log")
    return <span className="badge inbox-badge inbox-badge--kept">{t("contact.studio.delivery.kept")}</span>;
  return <span className={`badge inbox-badge inbox-badge--${state}`}>{t(DELIVERY_KEYS[state])}</span>;
}

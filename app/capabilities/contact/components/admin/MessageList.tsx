/** The inbox table: who, about what, when; unread rows stand out (bold and labelled, not by colour alone). */
import { Link } from "react-router";
import { Paperclip } from "lucide-react";
import type { Topic } from "~/capabilities/contact/schemas.ts";
import { TOPIC_KEYS } from "~/capabilities/contact/lib/studio-labels.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { formatDateTime } from "~/core/dates/format.ts";
import type { MessageStatus } from "~/capabilities/contact/lib/status.ts";
import type { DeliveryState } from "~/core/mail/states.ts";
import { DeliveryBadge, MessageBadge } from "./StatusBadge.tsx";

export interface MessageRowView {
  id: string;
  name: string;
  email: string;
  topic: Topic;
  excerpt: string;
  status: MessageStatus;
  received_at: string;
  has_attachment: number;
  delivery: DeliveryState | null;
}

export function MessageList({ rows, timeZone }: { rows: MessageRowView[]; timeZone: string }) {
  const { t, intl } = useStudioI18n();
  if (rows.length === 0) return <p className="muted">{t("contact.studio.inbox.empty")}</p>;
  return (
    <table className="inbox-table stack-table">
      <caption className="visually-hidden">{t("contact.studio.inbox.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("contact.studio.inbox.from")}</th>
          <th scope="col">{t("contact.studio.inbox.topic")}</th>
          <th scope="col">{t("contact.studio.inbox.message")}</th>
          <th scope="col">{t("contact.studio.inbox.received")}</th>
          <th scope="col">{t("contact.studio.inbox.status")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <tr key={m.id} className={m.status === "new" ? "inbox-row--new" : undefined}>
            <td data-label={t("contact.studio.inbox.from")}>
              <Link to={`/admin/inbox/${m.id}`}>{m.name}</Link>
              <br />
              <span className="muted">{m.email}</span>
            </td>
            <td data-label={t("contact.studio.inbox.topic")}>{t(TOPIC_KEYS[m.topic])}</td>
            <td data-label={t("contact.studio.inbox.message")}>
              {m.has_attachment ? (
                <Paperclip className="icon" aria-label={t("contact.studio.inbox.hasAttachment")} />
              ) : null}{" "}
              {m.excerpt}
            </td>
            <td data-label={t("contact.studio.inbox.received")}>
              {formatDateTime(Date.parse(m.received_at), timeZone, intl)}
            </td>
            <td data-label={t("contact.studio.inbox.status")}>
              <MessageBadge status={m.status} />{" "}
              {m.delivery && m.delivery !== "sent" ? <DeliveryBadge state={m.delivery} /> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

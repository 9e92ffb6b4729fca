/**
 * The inbox table: who, about what, when; unread rows stand out (bold and labelled, not by colour alone). On a
 * phone each message is a compact row (issue 27 §7) — the name and the date, then the topic and one line of the
 * message — and the whole row opens it (the name's link is stretched over the row); the table stays from 44rem.
 */
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
    <table className="inbox-table">
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
            <td className="inbox-from">
              <Link className="inbox-open" to={`/admin/inbox/${m.id}`}>
                {m.name}
              </Link>
              <span className="muted inbox-email">{m.email}</span>
            </td>
            <td className="inbox-topic">{t(TOPIC_KEYS[m.topic])}</td>
            <td className="inbox-excerpt">
              {/* On a phone the topic leads the message's line (its own column is hidden there). */}
              <span className="inbox-topic-inline">{t(TOPIC_KEYS[m.topic])} · </span>
              {m.has_attachment ? (
                <Paperclip className="icon" aria-label={t("contact.studio.inbox.hasAttachment")} />
              ) : null}{" "}
              {m.excerpt}
            </td>
            <td className="inbox-date">
              <time dateTime={m.received_at}>{formatDateTime(Date.parse(m.received_at), timeZone, intl)}</time>
            </td>
            <td className="inbox-status">
              <MessageBadge status={m.status} />{" "}
              {m.delivery && m.delivery !== "sent" ? <DeliveryBadge state={m.delivery} /> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

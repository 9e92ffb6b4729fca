/** The inbox table: who, about what, when; unread rows stand out (bold and labelled, not by colour alone). */
import { Link } from "react-router";
import { Paperclip } from "lucide-react";
import { TOPIC_LABELS, type Topic } from "~/capabilities/contact/schemas.ts";
import { formatReceived } from "~/capabilities/contact/lib/format.ts";
import type { DeliveryState, MessageStatus } from "~/capabilities/contact/lib/status.ts";
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
  if (rows.length === 0) return <p className="muted">No messages here.</p>;
  return (
    <table className="inbox-table stack-table">
      <caption className="visually-hidden">Messages</caption>
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">Topic</th>
          <th scope="col">Message</th>
          <th scope="col">Received</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <tr key={m.id} className={m.status === "new" ? "inbox-row--new" : undefined}>
            <td data-label="From">
              <Link to={`/admin/inbox/${m.id}`}>{m.name}</Link>
              <br />
              <span className="muted">{m.email}</span>
            </td>
            <td data-label="Topic">{TOPIC_LABELS[m.topic]}</td>
            <td data-label="Message">
              {m.has_attachment ? <Paperclip className="icon" aria-label="Has an attachment" /> : null} {m.excerpt}
            </td>
            <td data-label="Received">{formatReceived(m.received_at, timeZone).replace(/ \(.*\)$/, "")}</td>
            <td data-label="Status">
              <MessageBadge status={m.status} /> {m.delivery && m.delivery !== "sent" ? <DeliveryBadge state={m.delivery} /> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

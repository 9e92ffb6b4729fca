/** /admin/inbox/:id: one message with every field and its delivery history; archive, spam, resend, retry. */
import { Link } from "react-router";
import { ArrowLeft, Download, Reply } from "lucide-react";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import type { Route } from "./+types/inbox-message";
import { DeliveryHistory } from "~/capabilities/contact/components/admin/DeliveryHistory.tsx";
import { MessageBadge } from "~/capabilities/contact/components/admin/StatusBadge.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { formatBytes, formatDay, formatReceived } from "~/capabilities/contact/lib/format.ts";
import { canMoveMessage } from "~/capabilities/contact/lib/status.ts";
import { TOPIC_LABELS } from "~/capabilities/contact/schemas.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import type { Outcome } from "~/core/errors.ts";
import { createHoldEvent, moveMessageAs, notSpam, openMessage, resendMessage } from "~/capabilities/contact/server/message.server.ts";
import { retryDelivery } from "~/capabilities/contact/server/delivery.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => studioMeta(loaderData ? `Message from ${loaderData.message.name}` : "Message");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return openMessage(params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const intent = String(form.get("intent") ?? "");
  const here = `/admin/inbox/${params.id}`;
  const answer = (o: Outcome, to = here) => redirectWithToast(to, { type: o.ok ? "success" : "error", message: o.message }, context);

  if (intent === "archive" || intent === "restore" || intent === "spam") {
    const o = await moveMessageAs(actor, params.id, intent);
    return answer(o, o.ok && intent === "archive" ? "/admin/inbox" : here);
  }
  if (intent === "not-spam") return answer(await notSpam(actor, params.id));
  if (intent === "resend") return answer(await resendMessage(actor, params.id));
  if (intent === "hold") return answer(await createHoldEvent(actor, params.id));
  if (intent === "retry") return answer(await retryDelivery(actor, params.id, String(form.get("delivery") ?? "")));
  return answer({ ok: false, message: "Unknown action." });
}

export default function InboxMessage({ loaderData: d }: Route.ComponentProps) {
  const m = d.message;
  const subject = `Re: ${TOPIC_LABELS[m.topic]}`;
  return (
    <>
      <p>
        <Link to="/admin/inbox">
          <ArrowLeft className="icon" aria-hidden="true" /> Inbox
        </Link>
      </p>
      <h1>
        {TOPIC_LABELS[m.topic]} from {m.name}
      </h1>
      <p>
        <MessageBadge status={m.status} /> Received {formatReceived(m.received_at, d.timeZone)}
      </p>
      {d.spamReasons.length ? (
        <div className="notice warn" role="note">
          <p>
            <strong>Held as spam.</strong> It was not e-mailed. Why:
          </p>
          <ul>
            {d.spamReasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="message-facts">
        <dt>Name</dt>
        <dd>{m.name}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${encodeURIComponent(m.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`}>{m.email}</a>
        </dd>
        {m.phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${m.phone.replace(/[^\d+]/g, "")}`} style={{ whiteSpace: "nowrap" }}>
                {m.phone}
              </a>
            </dd>
          </>
        ) : null}
        <dt>Topic</dt>
        <dd>{TOPIC_LABELS[m.topic]}</dd>
        {m.date_wanted ? (
          <>
            <dt>Date wanted</dt>
            <dd>{formatDay(m.date_wanted)}</dd>
          </>
        ) : null}
        {d.askedConsent || m.consent ? (
          <>
            <dt>Privacy consent</dt>
            <dd>{m.consent ? "Given" : "Not given"}</dd>
          </>
        ) : null}
        {d.attachment ? (
          <>
            <dt>Attachment</dt>
            <dd>
              <a href={`/admin/inbox/${m.id}/attachment`} download>
                <Download className="icon" aria-hidden="true" /> {d.attachment.filename}
              </a>{" "}
              <span className="muted">
                ({d.attachment.type}, {formatBytes(d.attachment.bytes)})
              </span>
            </dd>
          </>
        ) : null}
      </dl>
      <h2 className="visually-hidden">Message</h2>
      {/* React escapes the text: HTML typed by the visitor shows as text. */}
      <div className="message-body card">{m.body}</div>
      <div className="message-actions row">
        <a className="button" href={`mailto:${encodeURIComponent(m.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`}>
          <Reply className="icon" aria-hidden="true" /> Reply by e-mail
        </a>
        {canMoveMessage(m.status, "archived") ? <Intent intent="archive" label="Archive" /> : null}
        {m.status === "archived" ? <Intent intent="restore" label="Move to inbox" /> : null}
        {m.status === "spam" ? <Intent intent="not-spam" label="Not spam — deliver" /> : <Intent intent="resend" label="Resend e-mail" />}
        {m.topic === "booking" && m.date_wanted && !d.hold && m.status !== "spam" ? <Intent intent="hold" label="Create hold event" /> : null}
        {m.status !== "spam" ? <Intent intent="spam" label="Mark as spam" danger /> : null}
      </div>
      {d.hold ? (
        <p>
          Hold event: <Link to={`/admin/events/${d.hold.id}`}>{d.hold.title}</Link>
        </p>
      ) : null}
      <h2>E-mail delivery</h2>
      <DeliveryHistory deliveries={d.deliveries} timeZone={d.timeZone} transportProblem={d.transportProblem} />
    </>
  );
}

function Intent({ intent, label, danger }: { intent: string; label: string; danger?: boolean }) {
  return (
    <AdminForm>
      <SubmitButton name="intent" value={intent} className={danger ? "danger" : "secondary"}>
        {label}
      </SubmitButton>
    </AdminForm>
  );
}

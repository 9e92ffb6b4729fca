/** /admin/inbox/:id: one message with every field and its delivery history; archive, spam, resend, retry. */
import { Link } from "react-router";
import { ArrowLeft, Download, Reply } from "lucide-react";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import type { Route } from "./+types/inbox-message";
import { DeliveryHistory } from "~/capabilities/contact/components/admin/DeliveryHistory.tsx";
import { MessageBadge } from "~/capabilities/contact/components/admin/StatusBadge.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { formatBytes, formatDay } from "~/capabilities/contact/lib/format.ts";
import { formatDateTime } from "~/core/dates/format.ts";
import { canMoveMessage } from "~/capabilities/contact/lib/status.ts";
import { TOPIC_KEYS } from "~/capabilities/contact/lib/studio-labels.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import type { Outcome } from "~/core/errors.ts";
import {
  createHoldEvent,
  moveMessageAs,
  notSpam,
  openMessage,
  resendMessage,
} from "~/capabilities/contact/server/message.server.ts";
import { retryDelivery } from "~/capabilities/contact/server/delivery.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = studioI18nFrom(matches);
  return studioMeta(
    loaderData
      ? t("contact.studio.message.titleFrom", { name: loaderData.message.name })
      : t("contact.studio.message.title"),
  );
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return openMessage(params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const intent = String(form.get("intent") ?? "");
  const here = `/admin/inbox/${params.id}`;
  const answer = (o: Outcome, to = here) =>
    redirectWithToast(to, { type: o.ok ? "success" : "error", message: o.message }, context);
  const tr = await studioI18nFor(user);

  if (intent === "archive" || intent === "restore" || intent === "spam") {
    const o = await moveMessageAs(actor, params.id, intent, tr);
    return answer(o, o.ok && intent === "archive" ? "/admin/inbox" : here);
  }
  if (intent === "not-spam") return answer(await notSpam(actor, params.id, tr));
  if (intent === "resend") return answer(await resendMessage(actor, params.id, tr));
  if (intent === "hold") return answer(await createHoldEvent(actor, params.id, tr));
  if (intent === "retry") return answer(await retryDelivery(actor, params.id, String(form.get("delivery") ?? ""), tr));
  return answer({ ok: false, message: tr.t("contact.studio.unknownAction") });
}

export default function InboxMessage({ loaderData: d }: Route.ComponentProps) {
  const m = d.message;
  const { t, intl } = useStudioI18n();
  const topic = t(TOPIC_KEYS[m.topic]);
  const subject = `Re: ${topic}`;
  return (
    <>
      <p>
        <Link to="/admin/inbox">
          <ArrowLeft className="icon" aria-hidden="true" /> {t("contact.studio.inbox.heading")}
        </Link>
      </p>
      <h1>{t("contact.studio.widget.latest", { topic, name: m.name })}</h1>
      <p>
        <MessageBadge status={m.status} />{" "}
        {t("contact.studio.message.received", { when: formatDateTime(Date.parse(m.received_at), d.timeZone, intl) })}
      </p>
      {d.spamReasons.length ? (
        <div className="notice warn" role="note">
          <p>
            <strong>{t("contact.studio.message.heldAsSpam")}</strong> {t("contact.studio.message.heldWhy")}
          </p>
          <ul>
            {d.spamReasons.map((r) => (
              <li key={r}>{t(r, { max: d.maxLinks })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="message-facts">
        <dt>{t("contact.studio.message.name")}</dt>
        <dd>{m.name}</dd>
        <dt>{t("contact.studio.message.email")}</dt>
        <dd>
          <a href={`mailto:${encodeURIComponent(m.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`}>
            {m.email}
          </a>
        </dd>
        {m.phone ? (
          <>
            <dt>{t("contact.studio.message.phone")}</dt>
            <dd>
              <a href={`tel:${m.phone.replace(/[^\d+]/g, "")}`} style={{ whiteSpace: "nowrap" }}>
                {m.phone}
              </a>
            </dd>
          </>
        ) : null}
        <dt>{t("contact.studio.inbox.topic")}</dt>
        <dd>{topic}</dd>
        {m.date_wanted ? (
          <>
            <dt>{t("contact.studio.message.dateWanted")}</dt>
            <dd>{formatDay(m.date_wanted)}</dd>
          </>
        ) : null}
        {d.askedConsent || m.consent ? (
          <>
            <dt>{t("contact.studio.message.consent")}</dt>
            <dd>
              {m.consent ? t("contact.studio.message.consentGiven") : t("contact.studio.message.consentNotGiven")}
            </dd>
          </>
        ) : null}
        {d.attachment ? (
          <>
            <dt>{t("contact.studio.message.attachment")}</dt>
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
      <h2 className="visually-hidden">{t("contact.studio.inbox.message")}</h2>
      {/* React escapes the text: HTML typed by the visitor shows as text. */}
      <div className="message-body card">{m.body}</div>
      <div className="message-actions row">
        <a
          className="button"
          href={`mailto:${encodeURIComponent(m.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`}
        >
          <Reply className="icon" aria-hidden="true" /> {t("contact.studio.message.reply")}
        </a>
        {canMoveMessage(m.status, "archived") ? (
          <Intent intent="archive" label={t("contact.studio.message.archive")} />
        ) : null}
        {m.status === "archived" ? <Intent intent="restore" label={t("contact.studio.message.restore")} /> : null}
        {m.status === "spam" ? (
          <Intent intent="not-spam" label={t("contact.studio.message.notSpam")} />
        ) : (
          <Intent intent="resend" label={t("contact.studio.message.resend")} />
        )}
        {m.topic === "booking" && m.date_wanted && !d.hold && m.status !== "spam" ? (
          <Intent intent="hold" label={t("contact.studio.message.hold")} />
        ) : null}
        {m.status !== "spam" ? <Intent intent="spam" label={t("contact.studio.message.spam")} danger /> : null}
      </div>
      {d.hold ? (
        <p>
          {t("contact.studio.message.holdEvent")} <Link to={`/admin/events/${d.hold.id}`}>{d.hold.title}</Link>
        </p>
      ) : null}
      <h2>{t("contact.studio.message.delivery")}</h2>
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

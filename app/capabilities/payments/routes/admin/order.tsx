/**
 * /admin/orders/:id — one order (issue 29): its lines, sums (VAT, fee,
 * refunded), tickets with their check-in, its timeline (created, paid,
 * e-mailed, scanned, refunded…), a full or partial refund through the
 * provider, and "send the tickets again".
 */
import { randomBytes } from "node:crypto";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/order";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { TextField } from "~/core/ui/Field.tsx";
import { AppError } from "~/core/errors.ts";
import { now } from "~/core/clock.server.ts";
import { formatMoney, parseAmount, rateLabel, toDecimal } from "~/capabilities/payments/lib/money.ts";
import { orderDetail, refundFromStudio, resendTickets } from "~/capabilities/payments/server/studio.server.ts";
import { StateBadge } from "~/capabilities/payments/components/admin/StateBadge.tsx";
import { TimelineEntry } from "~/capabilities/payments/components/admin/TimelineEntry.tsx";
import css from "~/capabilities/payments/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  studioMeta(`${studioI18nFrom(matches).t("payments.studio.order.title")} ${loaderData?.order.number ?? ""}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const d = await orderDetail(params.id);
  if (!d) throw notFound();
  // A one-time key for the refund form: posted twice, it refunds once (the refund's id and idempotency key).
  return { ...d, refundKey: randomBytes(12).toString("base64url") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const back = `/admin/orders/${params.id}`;
  if (form.get("intent") === "resend") {
    const kind = await resendTickets(actor, params.id, new Date(now()).toISOString());
    return redirectWithToast(
      back,
      {
        type: "success",
        message: tr.t(kind === "release" ? "payments.studio.order.resentDownload" : "payments.studio.order.resent"),
      },
      context,
    );
  }
  const whole = form.get("whole") === "on";
  const typed = String(form.get("amount") ?? "").trim();
  const amount = whole ? null : parseAmount(typed);
  if (!whole && amount === null)
    return formFailure({ errors: { amount: tr.t("payments.studio.order.errors.amount") }, input: { amount: typed } });
  const key = String(form.get("key") ?? "");
  if (!/^[\w-]{16}$/.test(key)) return formFailure({ errors: { _form: tr.t("payments.studio.order.errors.stale") } });
  try {
    const r = await refundFromStudio(
      actor,
      params.id,
      amount,
      String(form.get("reason") ?? "").slice(0, 200),
      key,
      now(),
    );
    if (!r.ok)
      return formFailure({
        errors: { _form: tr.t("payments.studio.order.errors.provider", { error: r.message }) },
        input: { amount: typed },
      });
    return redirectWithToast(back, { type: "success", message: tr.t("payments.studio.order.refunded") }, context);
  } catch (e) {
    if (e instanceof AppError) return formFailure({ errors: { amount: e.message }, input: { amount: typed } });
    throw e;
  }
}

export default function Order({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t, intl } = useStudioI18n();
  const { key } = useLocation();
  const o = d.order;
  const money = (n: number) => formatMoney(n, o.currency, intl);
  const time = new Intl.DateTimeFormat(intl, {
    dateStyle: "medium",
    timeStyle: "short",
    ...(d.event ? { timeZone: d.event.tz } : {}),
  });
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  return (
    <>
      <p>
        <Link to="/admin/orders">{t("payments.studio.order.back")}</Link>
      </p>
      <h1>
        {t("payments.studio.order.title")} {o.number} <StateBadge state={o.state} />
      </h1>
      {o.test_mode ? <p className="payments-ribbon">{t("payments.studio.ribbon")}</p> : null}
      <p>
        {o.name} · <a href={`mailto:${o.email}`}>{o.email}</a>
        {d.event ? ` · ${d.event.title}, ${d.event.whenText}` : ""}
      </p>
      {o.message ? <blockquote className="card">{o.message}</blockquote> : null}
      <div className="payments-scroll">
        <table className="payments-table">
          <tbody>
            {d.lines.map((l) => (
              <tr key={l.id}>
                <td>
                  {l.quantity} × {l.name}
                </td>
                <td className="num">{money(l.unit_price * l.quantity)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t("payments.studio.order.total")}</th>
              <td className="num">
                <strong>{money(o.total)}</strong>
              </td>
            </tr>
            {o.vat_rate ? (
              <tr>
                <td>{t("payments.studio.order.vat", { rate: rateLabel(o.vat_rate) })}</td>
                <td className="num">{money(o.vat_amount)}</td>
              </tr>
            ) : null}
            {o.fee !== null ? (
              <tr>
                <td>{t("payments.studio.order.fee")}</td>
                <td className="num">{money(o.fee)}</td>
              </tr>
            ) : null}
            {o.refunded ? (
              <tr>
                <td>{t("payments.studio.order.refundedSum")}</td>
                <td className="num">−{money(o.refunded)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <p className="muted">
        {o.provider === "stripe" ? "Stripe" : "Mollie"} · {o.provider_ref ?? "—"}
      </p>
      {d.tickets.length ? (
        <section aria-labelledby="tickets-h">
          <h2 id="tickets-h">{t("payments.studio.order.tickets")}</h2>
          <ul>
            {d.tickets.map((k) => (
              <li key={k.id}>
                {k.position}. {k.typeName} —{" "}
                {k.state === "void"
                  ? t("payments.studio.order.void")
                  : k.checkedInAt
                    ? t("payments.studio.order.inAt", {
                        at: time.format(new Date(k.checkedInAt)),
                        by: k.checkedInBy ?? "",
                      })
                    : t("payments.studio.order.notIn")}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {d.downloads.length ? (
        <section aria-labelledby="downloads-h">
          <h2 id="downloads-h">{t("payments.studio.order.downloads")}</h2>
          <ul>
            {d.downloads.map((g) => (
              <li key={g.id}>
                {t("payments.studio.order.download", {
                  at: time.format(new Date(g.createdAt)),
                  until: time.format(new Date(g.expiresAt)),
                  uses: g.uses,
                  max: g.max,
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {o.state === "paid" || o.state === "partially_refunded" ? (
        <AdminForm method="post">
          <input type="hidden" name="intent" value="resend" />
          <SubmitButton className="secondary">
            {o.kind === "release" ? t("payments.studio.order.resendDownload") : t("payments.studio.order.resend")}
          </SubmitButton>
        </AdminForm>
      ) : null}
      {d.refundable > 0 ? (
        <section aria-labelledby="refund-h">
          <h2 id="refund-h">{t("payments.studio.order.refund")}</h2>
          <AdminForm key={key} errors={errors} className="form" noValidate>
            <input type="hidden" name="key" value={d.refundKey} />
            <div className="payments-grid">
              <TextField
                label={t("payments.studio.order.amount")}
                name="amount"
                inputMode="decimal"
                defaultValue={toDecimal(d.refundable)}
                error={errors?.amount}
                hint={t("payments.studio.order.amountHint", { left: money(d.refundable) })}
              />
              <TextField label={t("payments.studio.order.reason")} name="reason" maxLength={200} />
            </div>
            <div className="field">
              <div className="check">
                <input type="checkbox" id="refund-whole" name="whole" />
                <label htmlFor="refund-whole">{t("payments.studio.order.whole")}</label>
              </div>
            </div>
            <SubmitButton>{t("payments.studio.order.refundButton")}</SubmitButton>
          </AdminForm>
        </section>
      ) : null}
      <section aria-labelledby="timeline-h">
        <h2 id="timeline-h">{t("payments.studio.order.timeline")}</h2>
        <ol className="payments-timeline">
          {d.events.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{time.format(new Date(e.at))}</time>{" "}
              <TimelineEntry kind={e.kind} detail={e.detail} money={money} />
              {e.actor ? <span className="muted">{e.actor}</span> : null}
            </li>
          ))}
          {d.refunds
            .filter((r) => r.state === "failed")
            .map((r) => (
              <li key={r.id} className="notice error">
                {t("payments.studio.order.refundFailed", { amount: money(r.amount), error: r.error ?? "" })}
              </li>
            ))}
        </ol>
      </section>
    </>
  );
}

/**
 * /admin/tickets/:eventId — an event's ticket types (for every date, or for
 * one date of a series), what each has sold, and per date: the door, and
 * "cancel this date and refund every order" with its progress.
 */
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/tickets-event";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { AppError } from "~/core/errors.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { now } from "~/core/clock.server.ts";
import { formatMoney, toDecimal } from "~/capabilities/payments/lib/money.ts";
import { removeTicketType, saveTicketType, typesPage } from "~/capabilities/payments/server/types-studio.server.ts";
import { cancelDate, runDateRefunds } from "~/capabilities/payments/server/date-refunds.server.ts";
import { PaymentsTabs } from "~/capabilities/payments/components/admin/PaymentsTabs.tsx";
import { TestRibbon } from "~/capabilities/payments/components/admin/TestRibbon.tsx";
import { TypeFields, type TypeValues } from "~/capabilities/payments/components/admin/TypeFields.tsx";
import css from "~/capabilities/payments/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  studioMeta(`${studioI18nFrom(matches).t("payments.studio.types.title")} – ${loaderData?.event.title ?? ""}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const p = await typesPage(params.eventId);
  if (!p) throw notFound();
  return { ...p, owner: user.role === "owner" };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const back = `/admin/tickets/${params.eventId}`;
  const intent = String(form.get("intent") ?? "save");
  if (intent === "delete") {
    const problem = await removeTicketType(actor, params.eventId, String(form.get("id") ?? ""), tr.t);
    if (problem) return formFailure({ errors: { _form: problem } });
    return redirectWithToast(back, { type: "success", message: tr.t("payments.studio.types.deleted") }, context);
  }
  if (intent === "cancel-date") {
    const date = String(form.get("date") ?? "");
    if (form.get("confirm") !== "on")
      return formFailure({ errors: { _form: tr.t("payments.studio.cancel.confirmFirst") } });
    let run: string;
    try {
      run = await cancelDate(actor, params.eventId, date, new Date(now()).toISOString(), tr.t);
    } catch (e) {
      // A date the event does not have (or an event deleted meanwhile): said on the form, nothing refunded.
      if (!(e instanceof AppError)) throw e;
      return formFailure({ errors: { _form: e.message } });
    }
    // Started here, finished by the payments job if this request ends first: each refund has its own key.
    void runDateRefunds(now(), run);
    return redirectWithToast(back, { type: "success", message: tr.t("payments.studio.cancel.started") }, context);
  }
  const r = await saveTicketType(actor, params.eventId, form, tr);
  if (!r.ok) return formFailure({ errors: r.errors, input: r.input, section: String(form.get("id") || "new") });
  return redirectWithToast(back, { type: "success", message: tr.t("payments.studio.types.saved") }, context);
}

const empty: TypeValues = {
  date: "",
  name: "",
  price: "",
  quantity: "",
  on_sale: "",
  off_sale: "",
  max_per_order: "10",
  pwyw: false,
  pwyw_min: "",
};

export default function TicketsEvent({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t, intl } = useStudioI18n();
  const { key } = useLocation();
  const failure = actionData && "errors" in actionData ? actionData : undefined;
  const section = failure && "section" in failure ? failure.section : undefined;
  const typed = (failure?.input ?? {}) as Record<string, string>;
  const valuesOf = (x: TypeValues, s: string): TypeValues =>
    section === s ? { ...x, ...typed, pwyw: typed.pwyw === "on" } : x;
  const dateLabel = (date: string) =>
    date ? (d.dates.find((x) => x.date === date)?.whenText ?? date) : t("payments.studio.types.everyDate");
  return (
    <>
      <p>
        <Link to="/admin/tickets">{t("payments.studio.types.back")}</Link>
      </p>
      <h1>{d.event.title}</h1>
      <p>
        <a href={d.event.path}>{t("payments.studio.types.view")}</a>
      </p>
      <PaymentsTabs owner={d.owner} />
      <TestRibbon on={d.testMode} />
      {!d.ready ? <p className="notice">{t("payments.studio.types.notReady")}</p> : null}
      {failure?.errors._form ? (
        <p className="notice error" role="alert">
          {failure.errors._form}
        </p>
      ) : null}
      <h2>{t("payments.studio.types.list")}</h2>
      {d.types.length === 0 ? <p>{t("payments.studio.types.none")}</p> : null}
      <ul className="payments-types">
        {d.types.map((x) => (
          <li key={x.id} className="card">
            <details open={section === x.id}>
              <summary>
                {x.name} ·{" "}
                {x.pwyw
                  ? t("payments.studio.types.fromPrice", { price: formatMoney(x.pwyw_min, x.currency, intl) })
                  : formatMoney(x.price, x.currency, intl)}{" "}
                · {t("payments.studio.types.sold", { sold: x.sold, quantity: x.quantity })} · {dateLabel(x.date)}
              </summary>
              <AdminForm
                key={`${key}-${x.id}`}
                errors={section === x.id ? failure?.errors : undefined}
                className="form"
                noValidate
              >
                <input type="hidden" name="id" value={x.id} />
                <TypeFields
                  prefix={x.id}
                  v={valuesOf(
                    {
                      id: x.id,
                      date: x.date,
                      name: x.name,
                      price: toDecimal(x.price),
                      quantity: String(x.quantity),
                      on_sale: x.on_sale ?? "",
                      off_sale: x.off_sale ?? "",
                      max_per_order: String(x.max_per_order),
                      pwyw: x.pwyw === 1,
                      pwyw_min: x.pwyw ? toDecimal(x.pwyw_min) : "",
                    },
                    x.id,
                  )}
                  errors={section === x.id ? (failure?.errors ?? {}) : {}}
                  dates={d.dates}
                  currency={d.currency}
                  tz={d.event.tz}
                />
                <p className="row">
                  <SubmitButton name="intent" value="save">
                    {t("payments.studio.types.save")}
                  </SubmitButton>
                  <button type="submit" name="intent" value="delete" className="button secondary">
                    {t("payments.studio.types.delete")}
                  </button>
                </p>
              </AdminForm>
            </details>
          </li>
        ))}
      </ul>
      <h2>{t("payments.studio.types.add")}</h2>
      <AdminForm
        key={`${key}-new`}
        errors={section === "new" ? failure?.errors : undefined}
        className="form card"
        noValidate
      >
        <TypeFields
          prefix="new"
          v={valuesOf(empty, "new")}
          errors={section === "new" ? (failure?.errors ?? {}) : {}}
          dates={d.dates}
          currency={d.currency}
          tz={d.event.tz}
        />
        <SubmitButton name="intent" value="save">
          {t("payments.studio.types.addButton")}
        </SubmitButton>
      </AdminForm>
      {d.dates.length ? (
        <section aria-labelledby="dates-h">
          <h2 id="dates-h">{t("payments.studio.types.dates")}</h2>
          <ul className="payments-types">
            {d.dates.map((x) => {
              const run = d.runs.find((r) => r.date === x.date);
              return (
                <li key={x.date} className="card">
                  <p>
                    <strong>{x.whenText}</strong>{" "}
                    <Link className="button small secondary" to={`/admin/rsvp/${d.event.id}/${x.date}/door`}>
                      {t("payments.studio.types.door")}
                    </Link>{" "}
                    <Link className="button small secondary" to={`/admin/orders?event=${d.event.id}`}>
                      {t("payments.studio.tabs.orders")}
                    </Link>
                  </p>
                  {run ? (
                    <p role="status">
                      {run.state === "done"
                        ? t("payments.studio.cancel.done", { count: run.total })
                        : t("payments.studio.cancel.progress", {
                            done: run.done,
                            total: run.total,
                            failed: run.failed,
                          })}
                    </p>
                  ) : (
                    <AdminForm className="form">
                      <input type="hidden" name="intent" value="cancel-date" />
                      <input type="hidden" name="date" value={x.date} />
                      <div className="field">
                        <div className="check">
                          <input type="checkbox" id={`confirm-${x.date}`} name="confirm" />
                          <label htmlFor={`confirm-${x.date}`}>{t("payments.studio.cancel.confirm")}</label>
                        </div>
                      </div>
                      <SubmitButton className="secondary">{t("payments.studio.cancel.button")}</SubmitButton>
                    </AdminForm>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * Ticket types in the studio (issue 29): per event (every date) or for one
 * date of a series (which then sells only its own, as ticket links do, ADR
 * 0108); price in the site's currency, quantity per date, sale window in the
 * event's zone, per-order maximum, pay what you want with a minimum.
 */
import { entryExamples, parseDateTimeEntry } from "~/core/dates/entry.ts";
import { upcomingDatesOf, getEventDate } from "~/capabilities/events/index.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { db } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { MAX_AMOUNT, parseAmount } from "../lib/money.ts";
import { readPaymentSettings } from "./data/settings.server.ts";
import { deleteType, insertType, typesOfEvent, updateType, type TicketType } from "./data/types.server.ts";
import { SOLD } from "./data/orders.server.ts";
import { paymentsConfig } from "./config.server.ts";

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Tickets sold (paid) per type of an event, all dates together. */
async function soldPerType(eventId: string): Promise<Map<string, number>> {
  const rows = await db()
    .selectFrom("order_lines as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .select(["l.type_id"])
    .select((eb) => eb.fn.sum<number>("l.quantity").as("n"))
    .where("o.event_id", "=", eventId)
    .where("o.state", "in", SOLD)
    .groupBy("l.type_id")
    .execute();
  return new Map(rows.map((r) => [r.type_id ?? "", Number(r.n)]));
}

export async function typesPage(eventId: string) {
  const first = await getEventDate(eventId, null);
  if (!first) return null;
  const [types, dates, sold, config, runs] = await Promise.all([
    typesOfEvent(eventId),
    upcomingDatesOf(eventId, 24),
    soldPerType(eventId),
    paymentsConfig(),
    db()
      .selectFrom("date_refund_runs")
      .selectAll()
      .where("event_id", "=", eventId)
      .orderBy("created_at", "desc")
      .execute(),
  ]);
  return {
    event: { id: eventId, title: first.title, tz: first.tz, recurring: first.recurring, path: first.path },
    types: types.map((t) => ({ ...t, sold: sold.get(t.id) ?? 0 })),
    dates: dates.map((d) => ({ date: d.date, whenText: d.whenText, status: d.status })),
    currency: config.settings.currency,
    ready: config.provider !== null && config.problem === null,
    testMode: config.provider !== null && config.testMode,
    runs,
  };
}

export type TypeFormResult = { ok: true } | { ok: false; errors: FieldErrors; input: FormInput };

export async function saveTicketType(
  actor: Actor,
  eventId: string,
  form: FormData,
  tr: Pick<Translator, "t" | "intl">,
): Promise<TypeFormResult> {
  const { t } = tr;
  const text = (k: string, max = 200) =>
    String(form.get(k) ?? "")
      .slice(0, max)
      .trim();
  const input: FormInput = {};
  for (const k of [
    "id",
    "date",
    "name",
    "price",
    "quantity",
    "on_sale",
    "off_sale",
    "max_per_order",
    "pwyw",
    "pwyw_min",
  ])
    input[k] = text(k);
  const errors: FieldErrors = {};
  const id = text("id", 40);
  const date = text("date", 10);
  if (date && !DATE.test(date)) errors.date = t("payments.studio.types.errors.date");
  const name = text("name", 200).replace(/\s+/g, " ");
  if (!name || name.length > 80) errors.name = t("payments.studio.types.errors.name");
  const price = parseAmount(text("price", 20) || "0");
  if (price === null || price > MAX_AMOUNT) errors.price = t("payments.studio.types.errors.price");
  const quantity = /^\d{1,6}$/.test(text("quantity")) ? Number(text("quantity")) : NaN;
  if (!(quantity >= 1 && quantity <= 100_000)) errors.quantity = t("payments.studio.types.errors.quantity");
  const maxPer = /^\d{1,2}$/.test(text("max_per_order") || "10") ? Number(text("max_per_order") || "10") : NaN;
  if (!(maxPer >= 1 && maxPer <= 20)) errors.max_per_order = t("payments.studio.types.errors.maxPer");
  // As the studio language writes them ("05.12.2026 20:00", ADR 2710) or ISO; unreadable: kept as typed, refused.
  const when = (k: string) => (text(k, 40) ? (parseDateTimeEntry(text(k, 40), tr.intl) ?? text(k, 40)) : null);
  const onSale = when("on_sale");
  const offSale = when("off_sale");
  const like = entryExamples(tr.intl);
  if (onSale && !LOCAL.test(onSale)) errors.on_sale = t("payments.studio.types.errors.when", like);
  if (offSale && !LOCAL.test(offSale)) errors.off_sale = t("payments.studio.types.errors.when", like);
  if (onSale && offSale && offSale <= onSale) errors.off_sale = t("payments.studio.types.errors.window");
  const pwyw = form.get("pwyw") === "on";
  const min = parseAmount(text("pwyw_min", 20) || "0");
  if (pwyw && (min === null || min < 1 || (price !== null && min > price)))
    errors.pwyw_min = t("payments.studio.types.errors.min");
  if (!pwyw && price === 0) errors.price = t("payments.studio.types.errors.free");
  if (Object.keys(errors).length) return { ok: false, errors, input };
  const now = new Date().toISOString();
  const currency = (await readPaymentSettings()).currency;
  const values = {
    date,
    name,
    price: price!,
    currency,
    quantity,
    on_sale: onSale,
    off_sale: offSale,
    max_per_order: maxPer,
    pwyw: pwyw ? 1 : 0,
    pwyw_min: pwyw ? min! : 0,
    updated_at: now,
  };
  if (id) {
    if (!(await updateType(id, eventId, values)))
      return { ok: false, errors: { _form: t("payments.studio.types.errors.gone") }, input };
  } else {
    const position = (await typesOfEvent(eventId)).length;
    await insertType({ id: newId(), event_id: eventId, position, created_at: now, ...values } satisfies TicketType);
  }
  await audit(actor, "tickets.types", "event", eventId, { name, date: date || null, change: id ? "update" : "add" });
  return { ok: true };
}

export async function removeTicketType(
  actor: Actor,
  eventId: string,
  id: string,
  t: Translator["t"],
): Promise<string | null> {
  const used = await db().selectFrom("order_lines").select("id").where("type_id", "=", id).executeTakeFirst();
  if (used) return t("payments.studio.types.errors.used");
  if (!(await deleteType(id, eventId))) return t("payments.studio.types.errors.gone");
  await audit(actor, "tickets.types", "event", eventId, { change: "delete", id });
  return null;
}

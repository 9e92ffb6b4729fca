/**
 * The event editor's ticket links (issue 13): one row per link — kind, label
 * or provider, link, on-sale and off-sale times in the event's zone, price or
 * price range and currency, a note, and (for a series) the one date it is
 * for. Without JavaScript the stored rows and one empty row are posted as
 * they are (an emptied row is removed on save); with it, rows are added,
 * removed and moved up or down on the page, nothing saved until "Save". Each
 * input gets its own message (`ticket_url.2`), by the row's place as posted.
 *
 * The row shows what most links need — kind, label, link, price, currency — and folds the rest (sale
 * times, price range, note, the series date) into a disclosure that opens when it holds something
 * (issue 27); dates and times are typed the studio language's way (core/ui/DateTimeFields.tsx).
 *
 * Each row is named by what it is — "Ticket link: Standing, €18", "New ticket
 * link" — in its legend, and its fields by what they are ("Kind", "Price"):
 * never by a number that changes when a row is added or moved (issue 25).
 */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { SelectField, TextField, linkInputProps } from "~/core/ui/Field.tsx";
import { DateField, DateTimeField } from "~/core/ui/DateTimeFields.tsx";
import { useHydrated } from "~/core/ui/useHydrated.ts";
import { TICKET_KIND_KEYS } from "~/capabilities/events/lib/messages.ts";
import { TICKET_FIELDS, TICKET_LIMITS } from "~/capabilities/events/lib/ticket-rows.ts";
import { MAX_TICKET_LINKS, TICKET_KINDS } from "~/capabilities/events/lib/tickets.ts";
import { ticketRowNames } from "~/capabilities/events/lib/ticket-row-names.ts";

type Input = Record<string, string | string[]>;
type Row = Record<(typeof TICKET_FIELDS)[number], string>;

const CURRENCIES = ["EUR", "USD", "GBP", "CHF", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK", "PLN", "CZK", "JPY", "INR"];
const EMPTY: Row = {
  id: "",
  date: "",
  kind: "tickets",
  label: "",
  url: "",
  on_sale: "",
  off_sale: "",
  price_min: "",
  price_max: "",
  currency: "",
  note: "",
};

/** The posted (or stored) rows, in order. */
function rowsOf(values: Input): Row[] {
  const col = (f: string) => {
    const v = values[`ticket_${f}`];
    return Array.isArray(v) ? v : v === undefined ? [] : [v];
  };
  const n = Math.max(0, ...TICKET_FIELDS.map((f) => col(f).length));
  return Array.from(
    { length: n },
    (_, i) => Object.fromEntries(TICKET_FIELDS.map((f) => [f, col(f)[i] ?? EMPTY[f]])) as Row,
  );
}

/** The fields few links need, folded under the row's "Sale times, price range, note". */
const RARE = ["on_sale", "off_sale", "price_max", "note", "date"] as const;

const isEmpty = (r: Row) =>
  (["label", "url", "on_sale", "off_sale", "price_min", "price_max", "note"] as const).every((f) => r[f].trim() === "");

export function TicketRows({
  values,
  errors,
  series,
  defaultCurrency = "",
}: {
  values: Input;
  errors: Record<string, string>;
  series: boolean;
  defaultCurrency?: string;
}) {
  const hydrated = useHydrated();
  const { t, intl } = useStudioI18n();
  const kindOptions = TICKET_KINDS.map((k) => ({ value: k, label: t(TICKET_KIND_KEYS[k]) }));
  const posted = rowsOf(values);
  // The stored or posted rows, then one empty row to type a new link into (not when the form came back with errors: as posted).
  const initial =
    posted.length === 0 || !isEmpty(posted.at(-1)!) ? [...posted, { ...EMPTY, currency: defaultCurrency }] : posted;
  const next = useRef(initial.length);
  const [rows, setRows] = useState(() => initial.map((r, key) => ({ key, r })));
  const listRef = useRef<HTMLOListElement>(null);
  const move = (i: number, by: -1 | 1) =>
    setRows((list) => {
      const j = i + by;
      if (j < 0 || j >= list.length) return list;
      const copy = [...list];
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      return copy;
    });
  const focusRow = (i: number) =>
    requestAnimationFrame(() => {
      const row = listRef.current?.querySelectorAll<HTMLElement>(".ticket-row")[i];
      row?.querySelector<HTMLElement>("select, input:not([type=hidden])")?.focus();
    });
  const currencies = [...new Set([...CURRENCIES, ...rows.map((x) => x.r.currency).filter(Boolean)])];
  const names = ticketRowNames(
    rows.map(({ key, r }) => ({ ...r, key, empty: isEmpty(r) })),
    t,
    intl,
  );

  return (
    <fieldset className="ticket-rows">
      <legend>{t("events.studio.tickets.legend")}</legend>
      <p className="hint">{t("events.studio.tickets.hint")}</p>
      <ol ref={listRef}>
        {rows.map(({ key, r }, i) => {
          const name = names[i]!;
          const e = (f: string) => errors[`ticket_${f}.${i}`];
          return (
            <li key={key} className="ticket-row">
              <fieldset>
                <legend>{name}</legend>
                <input type="hidden" name="ticket_id[]" value={r.id} />
                <div className="ticket-row__main">
                  <SelectField
                    label={t("events.studio.tickets.kind")}
                    name="ticket_kind[]"
                    defaultValue={r.kind}
                    options={kindOptions}
                    error={e("kind")}
                  />
                  <TextField
                    label={t("events.studio.tickets.label")}
                    name="ticket_label[]"
                    maxLength={TICKET_LIMITS.label}
                    defaultValue={r.label}
                    error={e("label")}
                    placeholder={t("events.studio.tickets.labelPlaceholder")}
                  />
                  <TextField
                    label={t("events.studio.tickets.url")}
                    name="ticket_url[]"
                    {...linkInputProps}
                    defaultValue={r.url}
                    error={e("url")}
                    hint={t("events.studio.tickets.urlHint")}
                  />
                  <TextField
                    label={t("events.studio.tickets.price")}
                    name="ticket_price_min[]"
                    inputMode="decimal"
                    defaultValue={r.price_min}
                    error={e("price_min")}
                    hint={t("events.studio.tickets.priceHint")}
                  />
                  <SelectField
                    label={t("events.studio.tickets.currency")}
                    name="ticket_currency[]"
                    defaultValue={r.currency}
                    options={[{ value: "", label: "—" }, ...currencies.map((c) => ({ value: c, label: c }))]}
                    error={e("currency")}
                  />
                </div>
                {/* What few links need, folded: open when it holds something or a message (issue 27). */}
                <details
                  className="ticket-row__more"
                  open={RARE.some((f) => r[f].trim() !== "" || e(f) !== undefined) || undefined}
                >
                  <summary>{t("events.studio.tickets.more")}</summary>
                  <p className="hint">{t("events.studio.tickets.moreHint")}</p>
                  <div className="ticket-row__grid">
                    <DateTimeField
                      label={t("events.studio.tickets.onSale")}
                      name="ticket_on_sale[]"
                      defaultValue={r.on_sale}
                      error={e("on_sale")}
                      hint={t("events.studio.tickets.onSaleHint")}
                    />
                    <DateTimeField
                      label={t("events.studio.tickets.offSale")}
                      name="ticket_off_sale[]"
                      defaultValue={r.off_sale}
                      error={e("off_sale")}
                      hint={t("events.studio.tickets.offSaleHint")}
                    />
                    <TextField
                      label={t("events.studio.tickets.priceMax")}
                      name="ticket_price_max[]"
                      inputMode="decimal"
                      defaultValue={r.price_max}
                      error={e("price_max")}
                      hint={t("events.studio.tickets.priceMaxHint")}
                    />
                    <TextField
                      label={t("events.studio.tickets.note")}
                      name="ticket_note[]"
                      maxLength={TICKET_LIMITS.note}
                      defaultValue={r.note}
                      error={e("note")}
                      hint={t("events.studio.tickets.noteHint")}
                    />
                    {series || r.date ? (
                      <DateField
                        label={t("events.studio.tickets.date")}
                        name="ticket_date[]"
                        defaultValue={r.date}
                        error={e("date")}
                        hint={t("events.studio.tickets.dateHint")}
                      />
                    ) : (
                      <input type="hidden" name="ticket_date[]" value="" />
                    )}
                  </div>
                </details>
                {hydrated ? (
                  <div className="ticket-row__actions">
                    <button
                      type="button"
                      className="button secondary small"
                      disabled={i === 0}
                      onClick={() => (move(i, -1), focusRow(i - 1))}
                      aria-label={t("events.studio.tickets.moveUp", { name })}
                    >
                      <ArrowUp className="icon" aria-hidden="true" /> {t("events.studio.tickets.up")}
                    </button>
                    <button
                      type="button"
                      className="button secondary small"
                      disabled={i === rows.length - 1}
                      onClick={() => (move(i, 1), focusRow(i + 1))}
                      aria-label={t("events.studio.tickets.moveDown", { name })}
                    >
                      <ArrowDown className="icon" aria-hidden="true" /> {t("events.studio.tickets.down")}
                    </button>
                    <button
                      type="button"
                      className="button secondary small"
                      onClick={() => setRows((list) => list.filter((x) => x.key !== key))}
                      aria-label={t("events.studio.tickets.remove", { name })}
                    >
                      <X className="icon" aria-hidden="true" /> {t("events.studio.dates.remove")}
                    </button>
                  </div>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {hydrated && rows.length < MAX_TICKET_LINKS ? (
        <p>
          <button
            type="button"
            className="button secondary small"
            onClick={() => {
              setRows((list) => [
                ...list,
                { key: next.current++, r: { ...EMPTY, currency: list.at(-1)?.r.currency ?? defaultCurrency } },
              ]);
              focusRow(rows.length);
            }}
          >
            <Plus className="icon" aria-hidden="true" /> {t("events.studio.tickets.add")}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}

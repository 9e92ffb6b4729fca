/**
 * The event editor's ticket links (issue 13): one row per link — kind, label
 * or provider, link, on-sale and off-sale times in the event's zone, price or
 * price range and currency, a note, and (for a series) the one date it is
 * for. Without JavaScript the stored rows and one empty row are posted as
 * they are (an emptied row is removed on save); with it, rows are added,
 * removed and moved up or down on the page, nothing saved until "Save". Each
 * input gets its own message (`ticket_url.2`), by the row's place as posted.
 */
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { useHydrated } from "~/core/ui/useHydrated.ts";
import { TICKET_KIND_OPTIONS } from "~/capabilities/events/lib/messages.ts";
import { TICKET_FIELDS, TICKET_LIMITS } from "~/capabilities/events/lib/ticket-rows.ts";
import { MAX_TICKET_LINKS, TICKET_KINDS } from "~/capabilities/events/lib/tickets.ts";

type Input = Record<string, string | string[]>;
type Row = Record<(typeof TICKET_FIELDS)[number], string>;

const CURRENCIES = ["EUR", "USD", "GBP", "CHF", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK", "PLN", "CZK", "JPY", "INR"];
const KIND_OPTIONS = TICKET_KINDS.map((k) => ({ value: k, label: TICKET_KIND_OPTIONS[k] }));
const EMPTY: Row = { id: "", date: "", kind: "tickets", label: "", url: "", on_sale: "", off_sale: "", price_min: "", price_max: "", currency: "", note: "" };

/** The posted (or stored) rows, in order. */
function rowsOf(values: Input): Row[] {
  const col = (f: string) => {
    const v = values[`ticket_${f}`];
    return Array.isArray(v) ? v : v === undefined ? [] : [v];
  };
  const n = Math.max(0, ...TICKET_FIELDS.map((f) => col(f).length));
  return Array.from({ length: n }, (_, i) => Object.fromEntries(TICKET_FIELDS.map((f) => [f, col(f)[i] ?? EMPTY[f]])) as Row);
}

const isEmpty = (r: Row) => (["label", "url", "on_sale", "off_sale", "price_min", "price_max", "note"] as const).every((f) => r[f].trim() === "");

export function TicketRows({ values, errors, series, defaultCurrency = "" }: { values: Input; errors: Record<string, string>; series: boolean; defaultCurrency?: string }) {
  const hydrated = useHydrated();
  const posted = rowsOf(values);
  // The stored or posted rows, then one empty row to type a new link into (not when the form came back with errors: as posted).
  const initial = posted.length === 0 || !isEmpty(posted.at(-1)!) ? [...posted, { ...EMPTY, currency: defaultCurrency }] : posted;
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
  const focusRow = (i: number) => requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>(".ticket-row")[i]?.querySelector<HTMLElement>("select, input:not([type=hidden])")?.focus());
  const currencies = [...new Set([...CURRENCIES, ...rows.map((x) => x.r.currency).filter(Boolean)])];

  return (
    <fieldset className="ticket-rows">
      <legend>Ticket links</legend>
      <p className="hint">
        Where to buy tickets, in the order the page shows them. Times are in the event's time zone. A presale disappears from the page when it ends; before its on-sale time a link shows
        “On sale Fri 10:00”. Empty a row's fields to remove it.
      </p>
      <ol ref={listRef}>
        {rows.map(({ key, r }, i) => {
          const n = i + 1;
          const e = (f: string) => errors[`ticket_${f}.${i}`];
          return (
            <li key={key} className="ticket-row">
              <fieldset>
                <legend>Ticket link {n}</legend>
                <input type="hidden" name="ticket_id[]" value={r.id} />
                <div className="ticket-row__grid">
                  <SelectField label={`Kind ${n}`} name="ticket_kind[]" defaultValue={r.kind} options={KIND_OPTIONS} error={e("kind")} />
                  <TextField label={`Label or provider ${n}`} name="ticket_label[]" maxLength={TICKET_LIMITS.label} defaultValue={r.label} error={e("label")} hint="Optional, e.g. Eventim or Early bird." />
                  <TextField label={`Ticket link ${n}`} name="ticket_url[]" type="url" defaultValue={r.url} error={e("url")} hint="https://… (not needed at the door or for free entry)." />
                  <TextField label={`On sale from ${n}`} name="ticket_on_sale[]" type="datetime-local" defaultValue={r.on_sale} error={e("on_sale")} hint="Empty: on sale now." />
                  <TextField label={`Off sale at ${n}`} name="ticket_off_sale[]" type="datetime-local" defaultValue={r.off_sale} error={e("off_sale")} hint="Empty: until the show." />
                  <TextField label={`Price ${n}`} name="ticket_price_min[]" inputMode="decimal" defaultValue={r.price_min} error={e("price_min")} hint="e.g. 15 or 12.50; 0 for free." />
                  <TextField label={`Up to ${n}`} name="ticket_price_max[]" inputMode="decimal" defaultValue={r.price_max} error={e("price_max")} hint="For a price range." />
                  <SelectField
                    label={`Currency ${n}`}
                    name="ticket_currency[]"
                    defaultValue={r.currency}
                    options={[{ value: "", label: "—" }, ...currencies.map((c) => ({ value: c, label: c }))]}
                    error={e("currency")}
                  />
                  <TextField label={`Note ${n}`} name="ticket_note[]" maxLength={TICKET_LIMITS.note} defaultValue={r.note} error={e("note")} hint="Optional, e.g. €12 concessions." />
                  {series || r.date ? (
                    <TextField label={`Only for the date ${n}`} name="ticket_date[]" type="date" defaultValue={r.date} error={e("date")} hint="Empty: every date of the series." />
                  ) : (
                    <input type="hidden" name="ticket_date[]" value="" />
                  )}
                </div>
                {hydrated ? (
                  <div className="ticket-row__actions">
                    <button type="button" className="button secondary small" disabled={i === 0} onClick={() => (move(i, -1), focusRow(i - 1))} aria-label={`Move ticket link ${n} up`}>
                      <ArrowUp className="icon" aria-hidden="true" /> Up
                    </button>
                    <button type="button" className="button secondary small" disabled={i === rows.length - 1} onClick={() => (move(i, 1), focusRow(i + 1))} aria-label={`Move ticket link ${n} down`}>
                      <ArrowDown className="icon" aria-hidden="true" /> Down
                    </button>
                    <button type="button" className="button secondary small" onClick={() => setRows((list) => list.filter((x) => x.key !== key))} aria-label={`Remove ticket link ${n}`}>
                      <X className="icon" aria-hidden="true" /> Remove
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
              setRows((list) => [...list, { key: next.current++, r: { ...EMPTY, currency: list.at(-1)?.r.currency ?? defaultCurrency } }]);
              focusRow(rows.length);
            }}
          >
            <Plus className="icon" aria-hidden="true" /> Add a ticket link
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}

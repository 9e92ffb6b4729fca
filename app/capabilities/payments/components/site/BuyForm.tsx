/**
 * The Buy form (issue 29): beside the ticket links on an event's page and on
 * /checkout/:event/:date. A plain form that works without JavaScript up to
 * the provider's page: a quantity per ticket type (and an amount for
 * pay-what-you-want), name and e-mail. Rendered on the server only
 * (server/render.server.tsx). Hidden: the timing token and a honeypot.
 */
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { TextField } from "~/core/ui/Field.tsx";
import { F, NAME_MAX } from "../../lib/fields.ts";
import { toDecimal } from "../../lib/money.ts";

type T = (key: string, values?: Record<string, string | number>) => string;

export interface BuyType {
  id: string;
  name: string;
  priceText: string;
  pwyw: boolean;
  minText: string;
  suggested: string;
  state: "open" | "soon" | "sold_out" | "ended";
  maxQty: number;
  /** "Only 3 left", or "". */
  leftText: string;
  opensText: string | null;
}

export interface BuyFormData {
  eventId: string;
  date: string;
  types: BuyType[];
  token: string;
  testMode: boolean;
  /** Where the form posts: this site, or the server a static export names (--api-origin). */
  action: string;
}

const val = (input: FormInput | undefined, k: string) => {
  const v = input?.[k];
  return typeof v === "string" ? v : Array.isArray(v) ? (v[0] ?? "") : "";
};

export function BuyForm({ d, t, errors, input }: { d: BuyFormData; t: T; errors?: FieldErrors; input?: FormInput }) {
  const e = errors ?? {};
  const p = `buy-${d.date}`;
  const open = d.types.filter((x) => x.state === "open" && x.maxQty > 0);
  return (
    <section className="buy" aria-labelledby={`${p}-heading`}>
      <h2 id={`${p}-heading`}>{t("payments.buy.heading")}</h2>
      {d.testMode ? <p className="buy__test">{t("payments.buy.testMode")}</p> : null}
      {e._form ? (
        <p className="notice error" role="alert">
          {e._form}
        </p>
      ) : null}
      {open.length === 0 ? (
        <ul className="buy__types">
          {d.types.map((x) => (
            <li key={x.id} className={`buy__type buy__type--${x.state}`}>
              <span className="buy__name">{x.name}</span> <span className="buy__price">{x.priceText}</span>{" "}
              <strong className="buy__state">
                {x.state === "soon"
                  ? t("payments.buy.opens", { when: x.opensText ?? "" })
                  : x.state === "sold_out"
                    ? t("payments.buy.soldOut")
                    : t("payments.buy.ended")}
              </strong>
            </li>
          ))}
        </ul>
      ) : (
        <form method="post" action={d.action} className="form buy__form" aria-describedby={`${p}-note`}>
          <input type="hidden" name={F.token} value={d.token} />
          <ul className="buy__types">
            {d.types.map((x) => (
              <li key={x.id} className={`buy__type buy__type--${x.state}`}>
                <div className="buy__line">
                  <span className="buy__name" id={`${p}-${x.id}-name`}>
                    {x.name}
                  </span>
                  <span className="buy__price">{x.priceText}</span>
                  {x.leftText && x.state === "open" ? <span className="buy__left">{x.leftText}</span> : null}
                </div>
                {x.state === "open" && x.maxQty > 0 ? (
                  <div className="buy__pick">
                    <div className="field buy__qty">
                      <label htmlFor={`${p}-${x.id}-qty`}>{t("payments.buy.quantity", { name: x.name })}</label>
                      <select
                        id={`${p}-${x.id}-qty`}
                        name={F.qty(x.id)}
                        defaultValue={val(input, F.qty(x.id)) || "0"}
                        aria-invalid={e[F.qty(x.id)] ? true : undefined}
                        aria-describedby={e[F.qty(x.id)] ? `${p}-${x.id}-qty-error` : undefined}
                      >
                        {Array.from({ length: x.maxQty + 1 }, (_, n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                      {e[F.qty(x.id)] ? (
                        <p className="field-error" id={`${p}-${x.id}-qty-error`}>
                          {e[F.qty(x.id)]}
                        </p>
                      ) : null}
                    </div>
                    {x.pwyw ? (
                      <TextField
                        id={`${p}-${x.id}-amount`}
                        label={t("payments.buy.amount", { name: x.name })}
                        name={F.amount(x.id)}
                        inputMode="decimal"
                        autoComplete="off"
                        maxLength={10}
                        defaultValue={val(input, F.amount(x.id)) || x.suggested}
                        hint={t("payments.buy.amountHint", { min: x.minText })}
                        error={e[F.amount(x.id)]}
                      />
                    ) : null}
                  </div>
                ) : (
                  <strong className="buy__state">
                    {x.state === "soon"
                      ? t("payments.buy.opens", { when: x.opensText ?? "" })
                      : x.state === "sold_out"
                        ? t("payments.buy.soldOut")
                        : t("payments.buy.ended")}
                  </strong>
                )}
              </li>
            ))}
          </ul>
          <div className="buy__who">
            <TextField
              id={`${p}-name`}
              label={t("payments.buy.name")}
              name={F.name}
              required
              autoComplete="name"
              maxLength={NAME_MAX}
              defaultValue={val(input, F.name)}
              error={e[F.name]}
            />
            <TextField
              id={`${p}-email`}
              label={t("payments.buy.email")}
              name={F.email}
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              defaultValue={val(input, F.email)}
              error={e[F.email]}
              hint={t("payments.buy.emailHint")}
            />
          </div>
          <div className="visually-hidden" aria-hidden="true">
            <label>
              {t("payments.buy.honeypot")}
              <input type="text" name={F.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <p>
            <button type="submit" className="button">
              {t("payments.buy.submit")}
            </button>
          </p>
          <p className="hint" id={`${p}-note`}>
            {t("payments.buy.note")}
          </p>
        </form>
      )}
    </section>
  );
}

export const amountText = (minor: number) => toDecimal(minor).replace(/\.00$/, "");

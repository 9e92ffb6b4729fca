/**
 * The public Buy and Support forms are rendered here, on the server only, and
 * handed to pages as HTML (as RSVP's form, ADR 1300): none of their code or
 * words reach a visitor's browser, so no page's first load grows.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { Translator } from "~/core/i18n/translator.ts";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { amountText, BuyForm, type BuyFormData } from "../components/site/BuyForm.tsx";
import { SupportForm, type SupportFormData } from "../components/site/SupportForm.tsx";
import { formatMoney } from "../lib/money.ts";
import { fewLeft, type DateOffer } from "./offer.server.ts";

export function buyFormData(o: DateOffer, tr: Translator, token: string, action: string): BuyFormData {
  const money = (n: number, c: string) => formatMoney(n, c, tr.intl);
  return {
    eventId: o.date.eventId,
    date: o.date.date,
    token,
    testMode: o.testMode,
    action,
    types: o.types.map((x) => ({
      id: x.id,
      name: x.name,
      priceText: x.pwyw ? tr.t("payments.buy.pwyw", { min: money(x.pwywMin, x.currency) }) : money(x.price, x.currency),
      pwyw: x.pwyw,
      minText: money(x.pwywMin, x.currency),
      suggested: amountText(x.price),
      state: x.state,
      maxQty: x.maxQty,
      leftText: fewLeft(x.left, x.quantity) ? tr.t("payments.buy.fewLeft", { count: x.left }) : "",
      opensText: x.opensText,
    })),
  };
}

export function buyFormHtml(
  t: Translator["t"],
  d: BuyFormData,
  failure?: { errors?: FieldErrors; input?: FormInput },
): string {
  return renderToStaticMarkup(<BuyForm d={d} t={t} errors={failure?.errors} input={failure?.input} />);
}

export function supportFormHtml(
  t: Translator["t"],
  d: SupportFormData,
  failure?: { errors?: FieldErrors; input?: FormInput },
): string {
  return renderToStaticMarkup(<SupportForm d={d} t={t} errors={failure?.errors} input={failure?.input} />);
}

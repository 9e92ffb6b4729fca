/**
 * /releases/:slug, /redeem and /downloads/:token's words and data (issue 30),
 * in the site's language, rendered on the server: the release, its offer and
 * a plain form that works without JavaScript.
 */
import { releaseCard } from "~/capabilities/media/index.server.ts";
import { env } from "~/core/env.server.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { slugify } from "~/core/text/slug.ts";
import { amountText } from "../../components/site/BuyForm.tsx";
import { formatMoney } from "../../lib/money.ts";
import { downloadPage } from "./files.server.ts";
import { releaseOffer } from "./sale.server.ts";

export const releaseSlug = (title: string) => slugify(title) || "release";

export async function releasePage() {
  const [offer, view, tr] = await Promise.all([releaseOffer(), releaseCard(), siteI18n()]);
  if (!offer || !view) return null;
  const t = tr.t;
  const money = (n: number) => formatMoney(n, offer.currency, tr.intl);
  return {
    slug: releaseSlug(offer.title),
    title: offer.title,
    kind: view.kind,
    when: view.when,
    description: view.description,
    cover: view.cover,
    mode: offer.mode,
    currency: offer.currency,
    price: offer.mode === "free" ? 0 : offer.mode === "pwyw" ? offer.min : offer.price,
    offerText:
      offer.mode === "price"
        ? t("payments.store.price", { price: money(offer.price) })
        : offer.mode === "pwyw"
          ? t("payments.store.pwyw", { min: money(offer.min) })
          : t("payments.store.free"),
    suggested: offer.mode === "pwyw" ? amountText(Math.max(offer.price, offer.min)) : "",
    tracks: offer.tracks.map((x) => x.name),
    token: issueFormToken(env().SESSION_SECRET),
    testMode: offer.testMode ? t("payments.buy.testMode") : null,
    words: {
      amount: t("payments.store.amount"),
      amountHint: offer.mode === "pwyw" ? t("payments.support.min", { min: money(offer.min) }) : "",
      name: t("payments.buy.name"),
      email: t("payments.buy.email"),
      submit: offer.mode === "free" ? t("payments.store.get") : t("payments.store.buy"),
      join: t("payments.store.join"),
      tracks: t("payments.store.tracks"),
      formats: t("payments.store.formats"),
      redeem: t("payments.store.redeemLink"),
    },
  };
}

export const sentWords = async (email: string) => (await siteI18n()).t("payments.store.sent", { email });

export async function redeemWords() {
  const { t } = await siteI18n();
  return {
    heading: t("payments.redeem.heading"),
    lead: t("payments.redeem.lead"),
    code: t("payments.redeem.code"),
    email: t("payments.buy.email"),
    submit: t("payments.redeem.submit"),
  };
}

export async function downloadView(token: string, nowMs: number) {
  const [d, tr] = await Promise.all([downloadPage(token, nowMs), siteI18n()]);
  const t = tr.t;
  const date = d.expiresAt
    ? new Intl.DateTimeFormat(tr.intl, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
        Date.parse(d.expiresAt),
      )
    : "";
  return {
    ...d,
    heading: t("payments.download.heading", { what: d.title }),
    message:
      d.state === "expired"
        ? t("payments.download.expired")
        : d.state === "used"
          ? t("payments.download.used")
          : d.state === "unknown"
            ? t("payments.download.unknown")
            : t("payments.download.left", { count: d.usesLeft, date }),
    zipLabel: t("payments.download.zip"),
  };
}

/**
 * The Buy form on an event's page (manifest `eventPage`, placement
 * "tickets": in the date's card under its ticket links) and the date's
 * schema.org offers. Shown only when a provider is set up and the date has
 * ticket types; the page cache expires when a sale opens or ends.
 */
import { env } from "~/core/env.server.ts";
import { expirePageAt } from "~/core/http/page-cache.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { now } from "~/core/clock.server.ts";
import { serverMarkup, type ServerMarkupData } from "~/core/ui/server-markup.server.ts";
import { toDecimal } from "../lib/money.ts";
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { dateOffer } from "./offer.server.ts";
import { buyFormData, buyFormHtml } from "./render.server.tsx";

export const buyPath = (eventId: string, date: string) => `/checkout/${encodeURIComponent(eventId)}/${date}`;

export async function loadBuyPart(ctx: {
  eventId: string;
  date: string;
  request: Request;
}): Promise<ServerMarkupData | null> {
  const nowMs = now();
  const offer = await dateOffer(ctx.eventId, ctx.date, nowMs);
  if (!offer || !offer.canSell || offer.types.every((t) => t.state === "ended")) return null;
  if (offer.nextChangeMs !== null) expirePageAt(offer.nextChangeMs);
  const tr = await siteI18n();
  const d = buyFormData(offer, tr, issueFormToken(env().SESSION_SECRET), buyPath(ctx.eventId, ctx.date));
  return serverMarkup(ctx.request, buyFormHtml(tr.t, d));
}

/** One `Offer` per type still on sale or to come, with its price, currency, availability and validFrom. */
export async function buyOffers(ctx: {
  eventId: string;
  date: string;
  origin: string;
}): Promise<Record<string, unknown>[]> {
  const offer = await dateOffer(ctx.eventId, ctx.date, now());
  if (!offer || !offer.canSell) return [];
  return offer.types
    .filter((t) => t.state !== "ended")
    .map((t) => ({
      "@type": "Offer",
      name: t.name,
      price: toDecimal(t.pwyw ? t.pwywMin : t.price),
      priceCurrency: t.currency,
      availability:
        t.state === "sold_out"
          ? "https://schema.org/SoldOut"
          : t.state === "soon"
            ? "https://schema.org/PreOrder"
            : t.left <= 5
              ? "https://schema.org/LimitedAvailability"
              : "https://schema.org/InStock",
      url: `${ctx.origin}${offer.date.path}`,
      ...(t.validFrom ? { validFrom: t.validFrom } : {}),
    }));
}

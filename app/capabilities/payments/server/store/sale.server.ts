/**
 * How the featured release is offered (issue 30): off, at a price, pay what
 * you want with a minimum, or free for an e-mail address; and which uploaded
 * audio files the buyer gets. The studio's form is checked here; the public
 * page and the checkout read the same row, so an amount always comes from it.
 */
import { audioChoices, releaseTitle, trackFiles } from "~/capabilities/media/index.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { amountText } from "../../components/site/BuyForm.tsx";
import { MAX_AMOUNT, parseAmount } from "../../lib/money.ts";
import { paymentsConfig } from "../config.server.ts";
import { readSale, writeSale, type ReleaseSale } from "./data.server.ts";
import type { SaleMode } from "./tables.server.ts";

type T = (key: string, values?: Record<string, string | number>) => string;
const MODES: readonly SaleMode[] = ["off", "price", "pwyw", "free"];
const MAX_TRACKS = 100;

export const saleTracks = (s: Pick<ReleaseSale, "tracks">): string[] => {
  try {
    const v: unknown = JSON.parse(s.tracks);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
};

export async function saleForStudio() {
  const [sale, release, choices, config] = await Promise.all([
    readSale(),
    releaseTitle(),
    audioChoices(),
    paymentsConfig(),
  ]);
  return {
    release: release?.title ?? null,
    currency: config.settings.currency,
    providerReady: config.provider !== null && config.problem === null,
    choices,
    values: {
      mode: sale.mode,
      price: sale.price ? amountText(sale.price) : "",
      min: sale.min ? amountText(sale.min) : "",
      tracks: saleTracks(sale),
    },
  };
}

export type SaleValues = Omit<ReleaseSale, "id" | "updated_at">;

export async function readSaleForm(
  form: FormData,
  t: T,
): Promise<{ ok: true; values: SaleValues } | { ok: false; errors: FieldErrors; input: FormInput }> {
  const errors: FieldErrors = {};
  const modeText = String(form.get("mode") ?? "off");
  const mode = (MODES as readonly string[]).includes(modeText) ? (modeText as SaleMode) : null;
  if (!mode) errors.mode = t("payments.studio.store.errors.mode");
  const amount = (k: string) => {
    const raw = String(form.get(k) ?? "").trim();
    return raw === "" ? 0 : parseAmount(raw);
  };
  const price = amount("price");
  const min = amount("min");
  if (price === null || price > MAX_AMOUNT) errors.price = t("payments.studio.store.errors.amount");
  if (min === null || min > MAX_AMOUNT) errors.min = t("payments.studio.store.errors.amount");
  if (mode === "price" && price === 0) errors.price = t("payments.studio.store.errors.price");
  if (mode === "pwyw" && min === 0) errors.min = t("payments.studio.store.errors.min");
  if (mode === "pwyw" && price !== null && min !== null && price !== 0 && price < min)
    errors.price = t("payments.studio.store.errors.suggested");
  const wanted = form
    .getAll("tracks")
    .map(String)
    .slice(0, MAX_TRACKS + 1);
  const known = new Set((await audioChoices()).map((c) => c.id));
  if (wanted.length > MAX_TRACKS) errors.tracks = t("payments.studio.store.errors.tooMany", { max: MAX_TRACKS });
  else if (wanted.some((id) => !known.has(id))) errors.tracks = t("payments.studio.store.errors.track");
  else if (mode !== "off" && wanted.length === 0) errors.tracks = t("payments.studio.store.errors.noTracks");
  if (mode !== "off" && !(await releaseTitle())) errors._form = t("payments.studio.store.errors.noRelease");
  if (Object.keys(errors).length || !mode || price === null || min === null) {
    const input: FormInput = {
      mode: modeText,
      price: String(form.get("price") ?? ""),
      min: String(form.get("min") ?? ""),
      tracks: wanted,
    };
    return { ok: false, errors, input };
  }
  return { ok: true, values: { mode, price, min, tracks: JSON.stringify([...new Set(wanted)]) } };
}

export async function saveSale(actor: Actor, v: SaleValues): Promise<void> {
  await writeSale({ ...v, updated_at: new Date().toISOString() });
  await audit(actor, "release.sale", "release", "1", { mode: v.mode, price: v.price, min: v.min });
}

/** The public offer, or null while nothing is for sale (no release, no tracks, off, or no provider for a price). */
export async function releaseOffer() {
  const [sale, release, config] = await Promise.all([readSale(), releaseTitle(), paymentsConfig()]);
  if (!release || sale.mode === "off") return null;
  const tracks = await trackFiles(saleTracks(sale));
  if (!tracks.length) return null;
  const providerReady = config.provider !== null && config.problem === null;
  if (sale.mode !== "free" && !providerReady) return null;
  return {
    title: release.title,
    mode: sale.mode,
    price: sale.price,
    min: sale.min,
    currency: config.settings.currency,
    testMode: sale.mode !== "free" && config.testMode,
    tracks,
  };
}

/** Whether a download code can give anything now: a release with files, whatever its offer online (cards may be its only sale). */
export async function releaseDownloadable(): Promise<boolean> {
  const [sale, release] = await Promise.all([readSale(), releaseTitle()]);
  return release !== null && (await trackFiles(saleTracks(sale))).length > 0;
}

/**
 * A visitor's form on the release's page (issue 30): the buy form's defences
 * (buy.server.ts), then the amount from our offer — the price, or what the fan
 * chose above the minimum — and the provider's page; or, when the release is
 * free for an e-mail, the link by e-mail (proving the address), and a sign-up
 * to the mailing list only when ticked, with its own confirmation.
 */
import { signUp, SIGNUP_FIELDS } from "~/capabilities/fans/index.server.ts";
import { db } from "~/core/db/client.server.ts";
import { sendingStatus } from "~/core/mail/index.server.ts";
import { requestLanguage } from "~/core/i18n/request-language.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import type { FieldErrors } from "~/core/validation/forms.ts";
import { F } from "../../lib/fields.ts";
import { formatMoney, MAX_AMOUNT, parseAmount } from "../../lib/money.ts";
import { after, gate, keptInput, tooMany, who, type BuyOutcome } from "../buy.server.ts";
import { startOneLineCheckout } from "../checkout.server.ts";
import { mailTransport, queueDownloadMail, wakeMail } from "../mail.server.ts";
import { newGrant } from "./grants.server.ts";
import { releaseOffer } from "./sale.server.ts";

export const JOIN_FIELD = "join";

export type ReleaseOutcome = BuyOutcome | { kind: "sent"; email: string };

export async function submitRelease(a: {
  form: FormData;
  ip: string;
  origin: string;
  now?: Date;
}): Promise<ReleaseOutcome> {
  const now = a.now ?? new Date();
  const gated = await gate(a.form, a.ip, now);
  if (gated) return gated;
  const [tr, offer] = await Promise.all([siteI18n(), releaseOffer()]);
  const t = tr.t;
  if (!offer)
    return { kind: "invalid", errors: { _form: t("payments.errors.closed") }, input: keptInput(a.form), status: 409 };
  const errors: FieldErrors = {};
  let amount = offer.mode === "price" ? offer.price : 0;
  if (offer.mode === "pwyw") {
    const chosen = parseAmount(String(a.form.get(F.support) ?? "").slice(0, 20));
    if (chosen === null || chosen < offer.min || chosen > MAX_AMOUNT)
      errors[F.support] = t("payments.errors.amount", { min: formatMoney(offer.min, offer.currency, tr.intl) });
    else amount = chosen;
  }
  const person = await who(a.form, errors);
  if (!person || Object.keys(errors).length)
    return {
      kind: "invalid",
      errors: { ...errors, _form: t("payments.errors.check") },
      input: keptInput(a.form),
      status: 400,
    };
  const throttled = await tooMany(a.form, a.ip, person.email, now, t);
  if (throttled) return throttled;
  const language = requestLanguage() ?? null;
  if (offer.mode === "free") {
    // The link goes by e-mail only: a page must not say it is on its way when nothing can leave.
    if (!(await sendingStatus()).canSend)
      return { kind: "invalid", errors: { _form: t("payments.store.noMail") }, input: keptInput(a.form), status: 503 };
    const transport = await mailTransport();
    await db()
      .transaction()
      .execute(async (trx) => {
        const g = await newGrant(trx, { email: person.email, language }, now.getTime());
        await queueDownloadMail(trx, transport, g.id, person.email);
      });
    wakeMail();
    if (a.form.get(JOIN_FIELD) === "on") await joinList(a.form, person, a.ip, now);
    return { kind: "sent", email: person.email };
  }
  const r = await startOneLineCheckout(
    {
      kind: "release",
      origin: a.origin,
      amount,
      ...person,
      message: "",
      language,
      lineName: offer.title,
      description: offer.title,
    },
    now.getTime(),
  );
  return after(r, a.form);
}

/** The fans' own sign-up (double opt-in), with the checked timing token of this form. */
async function joinList(form: FormData, person: { name: string; email: string }, ip: string, now: Date) {
  const f = new FormData();
  f.set(SIGNUP_FIELDS.email, person.email);
  f.set(SIGNUP_FIELDS.name, person.name);
  f.set(SIGNUP_FIELDS.wants, "all");
  f.set(SIGNUP_FIELDS.source, "subscribe");
  f.set(SIGNUP_FIELDS.token, String(form.get(F.token) ?? ""));
  await signUp({ form: f, ip, now });
}

/**
 * A sign-up (issue 12): rate limits, validation, the contact form's spam
 * defences, then the subscriber and the confirmation e-mail stored in one
 * transaction. Nothing but that one confirmation goes to an address before
 * its link is clicked, and at most one per address per 24 hours, whoever
 * types it; a confirmed address gets nothing from a new sign-up.
 */
import { randomBytes } from "node:crypto";
import { outboxStatus, queueMail, sendingStatus as mailStatus, wakeOutbox } from "~/core/mail/index.server.ts";
import { FANS_MAIL } from "../lib/mail-kind.ts";
import { checkFormToken } from "~/core/http/form-token.server.ts";
import { db } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { env } from "~/core/env.server.ts";
import { hmac } from "~/core/http/sign.server.ts";
import { blockedFor, consume, type Rule } from "~/core/http/rate-limit.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import type { FieldErrors } from "~/core/validation/forms.ts";
import { checkAddress } from "../lib/address.ts";
import { F, NAME_MAX, SOURCES, type SignupSource } from "../lib/fields.ts";
import { parseRadius } from "../lib/geo.ts";
import { consentText, signupErrors, signupWords } from "../lib/messages.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { requestLanguage } from "~/core/i18n/request-language.server.ts";
import { findByEmail, insertSubscriber, patchSubscriber, type Subscriber } from "./data/subscribers.server.ts";
import { findTown, townById, townLabel, type Town } from "./towns.server.ts";

export const CONFIRM_EVERY_MS = 24 * 60 * 60 * 1000;
const MIN = 60_000;

export const signupRules = (ip: string, email: string | null): Rule[] => [
  { key: `fans:ip10m:${ip}`, limit: 5, windowMs: 10 * MIN },
  { key: `fans:ipday:${ip}`, limit: 20, windowMs: 24 * 60 * MIN },
  ...(email ? [{ key: `fans:addr:${hmac("fans-addr", email).slice(0, 22)}`, limit: 3, windowMs: 24 * 60 * MIN }] : []),
];

export type Input = Record<string, string>;
export type SignupOutcome =
  | { kind: "invalid"; errors: FieldErrors; input: Input; choices?: { id: string; label: string }[] }
  | { kind: "rate_limited"; retryAfter: number; input: Input }
  | { kind: "done"; email: string; queued: boolean }
  /** No e-mail can leave, so no sign-up can be confirmed: refused kindly, nothing stored (ADR 2520). */
  | { kind: "closed" };

/** The confirmation's outbox reference; from a page of another language (`/es/…`) it names the language, so the mail speaks it (compose.server.ts). */
const confirmationRef = (id: string) => {
  const language = requestLanguage();
  return language ? `c:${id}:${language}` : `c:${id}`;
};

const text = (form: FormData, name: string, max = 300) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, max) : "";
};

/** What the visitor typed, to show again (never the hidden fields). */
function keptInput(form: FormData): Input {
  const out: Input = {};
  for (const k of [F.email, F.name, F.wants, F.town, F.townId, F.radius, F.source]) out[k] = text(form, k).trim();
  return out;
}

export async function signUp(args: { form: FormData; ip: string; now?: Date }): Promise<SignupOutcome> {
  const { form } = args;
  // Before anything else: a person and a bot are told the same, and nothing is stored that could never be confirmed.
  if (!(await mailStatus()).canSend) return { kind: "closed" };
  const now = args.now ?? new Date();
  const input = keptInput(form);
  const source: SignupSource = (SOURCES as readonly string[]).includes(input.source ?? "")
    ? (input.source as SignupSource)
    : "subscribe";
  const tr = await siteI18n();
  const [SIGNUP, ERR] = [signupWords(tr.t), signupErrors(tr.t)];
  const address = checkAddress(text(form, F.email, 400), tr.t);
  const errors: FieldErrors = {};
  if (!address.ok) errors[F.email] = address.message;

  const blocked = await blockedFor(signupRules(args.ip, address.ok ? address.address : null), now);
  if (blocked) return { kind: "rate_limited", retryAfter: blocked, input };

  const name = (input[F.name] ?? "").replace(/\s+/g, " ").trim();
  if (name.length > NAME_MAX) errors[F.name] = ERR.nameTooLong(NAME_MAX);
  else if (/https?:\/\/|www\.|[<>]/i.test(name)) errors[F.name] = ERR.nameLinks;
  const wants = input[F.wants] === "near" ? "near" : "all";
  const radius = parseRadius(input[F.radius]);
  let town: Town | undefined;
  let choices: { id: string; label: string }[] | undefined;
  if (wants === "near") {
    const chosen = input[F.townId] ? await townById(input[F.townId]!) : undefined;
    if (chosen) town = chosen;
    else if (!input[F.town]) errors[F.town] = ERR.townMissing;
    else {
      const found = await findTown(input[F.town]!);
      if ("town" in found) town = found.town;
      else if ("choices" in found) {
        errors[F.town] = SIGNUP.townChoose;
        choices = found.choices.map((t) => ({
          id: t.id,
          label: SIGNUP.townPeople(townLabel(t), t.population),
        }));
      } else errors[F.town] = ERR.townUnknown(input[F.town]!);
    }
  }
  if (!address.ok || Object.keys(errors).length > 0)
    return { kind: "invalid", errors, input, ...(choices ? { choices } : {}) };

  const wait = await consume(signupRules(args.ip, address.address), now);
  if (wait) return { kind: "rate_limited", retryAfter: wait, input };

  // The defences are silent (SPEC §5): a bot is told what a person is told, and nothing is stored or sent.
  const honeypot = form.getAll(F.honeypot).join("").trim();
  const tokenProblem = checkFormToken(form.get(F.token) ?? undefined, env().SESSION_SECRET, now.getTime());
  if (honeypot !== "" || tokenProblem) return { kind: "done", email: address.address, queued: false };

  const settings = await getSettings();
  const townText = town ? townLabel(town) : "";
  const details = {
    name,
    wants,
    town_id: town?.id ?? null,
    town: townText,
    latitude: town?.latitude ?? null,
    longitude: town?.longitude ?? null,
    radius_km: radius,
    source,
    consent_text: consentText(tr.t, settings.name, wants, townText, radius),
    consent_ip_hash: hmac("fans-ip", args.ip).slice(0, 22),
  } satisfies Partial<Subscriber>;
  const queued = await storeSignup(address.address.toLowerCase(), details, now);
  if (queued) wakeOutbox();
  return { kind: "done", email: address.address, queued };
}

/**
 * The subscriber row and, when one is due, its confirmation delivery — in one
 * transaction. Returns whether a confirmation was queued.
 */
async function storeSignup(email: string, details: Partial<Subscriber>, now: Date): Promise<boolean> {
  const { transport } = await outboxStatus({ bulk: false });
  const nowS = now.toISOString();
  const attempt = () =>
    db()
      .transaction()
      .execute(async (trx) => {
        const existing = await findByEmail(email, trx);
        // Confirmed already: a new sign-up changes nothing and sends nothing (it may not be them).
        if (existing?.status === "confirmed") return false;
        const due =
          !existing?.confirm_sent_at || now.getTime() - Date.parse(existing.confirm_sent_at) >= CONFIRM_EVERY_MS;
        const nonce = due ? randomBytes(16).toString("base64url") : existing?.confirm_nonce;
        let id: string;
        if (existing) {
          id = existing.id;
          await patchSubscriber(trx, id, {
            ...details,
            status: "pending",
            signed_up_at: nowS,
            consent_at: null,
            import_statement: null,
            confirm_nonce: nonce ?? null,
            ...(due ? { confirm_sent_at: nowS } : {}),
            updated_at: nowS,
          });
        } else {
          id = newId();
          await insertSubscriber(trx, {
            id,
            email,
            name: "",
            wants: "all",
            town_id: null,
            town: "",
            latitude: null,
            longitude: null,
            radius_km: 100,
            source: "subscribe",
            consent_text: "",
            consent_ip_hash: null,
            ...details,
            status: "pending",
            signed_up_at: nowS,
            consent_at: null,
            import_statement: null,
            confirm_nonce: nonce ?? null,
            confirm_sent_at: nowS,
            unsubscribed_at: null,
            unsubscribed_mailing_id: null,
            bounced_at: null,
            bounce_detail: null,
            bounced_mailing_id: null,
            updated_at: nowS,
          });
        }
        if (due) await queueMail(trx, [{ kind: FANS_MAIL, ref: confirmationRef(id), recipient: email }], transport);
        return due;
      });
  try {
    return await attempt();
  } catch (e) {
    // Two sign-ups of one new address at once: the second insert meets the unique address; once more, as an update.
    if (await findByEmail(email)) return attempt();
    throw e;
  }
}

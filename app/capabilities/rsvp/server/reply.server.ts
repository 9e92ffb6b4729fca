/**
 * A visitor's reply (issue 13): rate limits, validation, the contact form's
 * spam defences (honeypot, signed timing token — silent: a bot is told what a
 * person is told and nothing is stored), then the places decided and the
 * e-mail queued in one transaction (places.server.ts).
 */
import { outboxStatus, sendingStatus as mailStatus, wakeOutbox } from "~/core/mail/index.server.ts";
import { checkFormToken } from "~/core/http/form-token.server.ts";
import { checkAddress } from "~/capabilities/fans/index.ts";
import { getEventDate, type EventDate } from "~/capabilities/events/index.server.ts";
import { contentChanged } from "~/core/db/content-version.server.ts";
import { env } from "~/core/env.server.ts";
import { hmac } from "~/core/http/sign.server.ts";
import { blockedFor, consume, type Rule } from "~/core/http/rate-limit.server.ts";
import { signalOutcome } from "~/core/observe.server.ts";
import type { FieldErrors } from "~/core/validation/forms.ts";
import { ANSWER_MAX, F, NAME_MAX } from "../lib/fields.ts";
import type { T } from "../lib/messages.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { replyWindow, rsvpConfig, type RsvpConfig } from "./config.server.ts";
import { NoRoom, placeReply, type ReplyInput } from "./places.server.ts";
import { manageToken } from "./tokens.server.ts";

const MIN = 60_000;
export const RSVP_OUTCOME = "rsvp";

export const replyRules = (ip: string, email: string | null): Rule[] => [
  { key: `rsvp:ip10m:${ip}`, limit: 10, windowMs: 10 * MIN },
  { key: `rsvp:ipday:${ip}`, limit: 40, windowMs: 24 * 60 * MIN },
  ...(email ? [{ key: `rsvp:addr:${hmac("rsvp-addr", email).slice(0, 22)}`, limit: 6, windowMs: 24 * 60 * MIN }] : []),
];

export type Input = Record<string, string>;
export type ReplyOutcome =
  | { kind: "invalid"; errors: FieldErrors; input: Input }
  | { kind: "rate_limited"; retryAfter: number; input: Input }
  | { kind: "closed"; input: Input }
  | {
      kind: "done";
      status: "confirmed" | "waitlisted" | "updated";
      party: number;
      /**
       * The new reply's change/cancel token when no e-mail can carry it (ADR 2520): the page then
       * shows the reply's own page. Only for a reply this visitor just made, never for a change to
       * one already there — typing someone's address must not hand out their link.
       */
      manage?: string;
    };

const text = (form: FormData, name: string, max = 300) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, max) : "";
};

/** What the visitor typed, to show again (never the hidden fields). */
function keptInput(form: FormData): Input {
  const out: Input = {};
  for (const k of [F.name, F.email, F.party, F.answer(0), F.answer(1), F.answer(2)]) out[k] = text(form, k, 400).trim();
  return out;
}

/** The reply's fields checked against the date's settings: the values or the errors per field. */
export function readReply(
  form: FormData,
  cfg: Pick<RsvpConfig, "maxParty" | "questions">,
  t: T,
): { ok: true; value: ReplyInput } | { ok: false; errors: FieldErrors } {
  const input = keptInput(form);
  const errors: FieldErrors = {};
  const address = checkAddress(text(form, F.email, 400), t);
  if (!address.ok) errors[F.email] = address.message;
  const name = (input[F.name] ?? "").replace(/\s+/g, " ").trim();
  if (!name) errors[F.name] = t("rsvp.errors.name");
  else if (name.length > NAME_MAX) errors[F.name] = t("rsvp.errors.nameLong", { max: NAME_MAX });
  else if (/https?:\/\/|www\.|[<>]/i.test(name)) errors[F.name] = t("rsvp.errors.nameLink");
  const rawParty = input[F.party] || "1";
  const party = /^\d{1,3}$/.test(rawParty) ? Number(rawParty) : NaN;
  if (!(party >= 1 && party <= cfg.maxParty)) errors[F.party] = t("rsvp.errors.party", { max: cfg.maxParty });
  const answers = cfg.questions.map((_, i) => (input[F.answer(i)] ?? "").replace(/\s+/g, " ").trim());
  answers.forEach((a, i) => {
    if (a.length > ANSWER_MAX) errors[F.answer(i)] = t("rsvp.errors.answerLong", { max: ANSWER_MAX });
  });
  if (!address.ok || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { email: address.address.toLowerCase(), name, party, answers } };
}

export interface ReplyArgs {
  eventId: string;
  date: string;
  form: FormData;
  ip: string;
  now?: Date;
}

export async function submitReply(args: ReplyArgs): Promise<ReplyOutcome> {
  const now = args.now ?? new Date();
  const input = keptInput(args.form);
  const [d, cfg] = await Promise.all([getEventDate(args.eventId, args.date), rsvpConfig(args.eventId, args.date)]);
  if (!d || d.date !== args.date || !cfg || replyWindow(cfg, d, now.getTime()).state !== "open")
    return { kind: "closed", input };

  const early = checkAddress(text(args.form, F.email, 400), (await siteI18n()).t);
  const blocked = await blockedFor(replyRules(args.ip, early.ok ? early.address.toLowerCase() : null), now);
  if (blocked) return { kind: "rate_limited", retryAfter: blocked, input };
  const read = readReply(args.form, cfg, (await siteI18n()).t);
  if (!read.ok) return { kind: "invalid", errors: read.errors, input };
  const wait = await consume(replyRules(args.ip, read.value.email), now);
  if (wait) return { kind: "rate_limited", retryAfter: wait, input };

  const honeypot = args.form.getAll(F.honeypot).join("").trim();
  const tokenProblem = checkFormToken(args.form.get(F.token) ?? undefined, env().SESSION_SECRET, now.getTime());
  if (honeypot !== "" || tokenProblem) return { kind: "done", status: "confirmed", party: read.value.party };

  return store(d, cfg, read.value, now, input);
}

/** The reply stored and its mail queued (no spam checks: the caller did them, or it is a test or the bench). */
export async function store(
  d: EventDate,
  cfg: RsvpConfig,
  value: ReplyInput,
  now: Date,
  input: Input = {},
): Promise<ReplyOutcome> {
  const { transport } = await outboxStatus({ bulk: false });
  try {
    const placed = await placeReply(d.eventId, d.date, cfg.capacity, value, now.toISOString(), transport);
    wakeOutbox();
    if (placed.fullChanged) await contentChanged();
    if (placed.change === "new") signalOutcome({ kind: RSVP_OUTCOME, subject: d.eventId });
    const noMail = placed.change === "new" && !(await mailStatus()).working;
    return {
      kind: "done",
      status: placed.change === "updated" ? "updated" : placed.status === "waitlisted" ? "waitlisted" : "confirmed",
      party: value.party,
      ...(noMail ? { manage: manageToken(placed.replyId, placed.nonce) } : {}),
    };
  } catch (e) {
    if (e instanceof NoRoom)
      return {
        kind: "invalid",
        errors: { [F.party]: (await siteI18n()).t("rsvp.errors.partyNoRoom", { left: e.left, kept: e.kept }) },
        input,
      };
    throw e;
  }
}

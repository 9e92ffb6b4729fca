/**
 * The change/cancel page behind the signed link in every RSVP e-mail: read
 * the reply, change its name, party and answers, or cancel it (its places go
 * to the waitlist, and whoever moves up is told by e-mail).
 */
import { outboxStatus, sendingStatus as mailStatus, wakeOutbox } from "~/core/mail/index.server.ts";
import { getEventDate, type EventDate } from "~/capabilities/events/index.server.ts";
import { contentChanged } from "~/core/db/content-version.server.ts";
import { safeEqual } from "~/core/http/sign.server.ts";
import { replyWindow, rsvpConfig, type RsvpConfig } from "./config.server.ts";
import { getReply, type Reply } from "./data/replies.server.ts";
import { cancelPlaced } from "./places.server.ts";
import { readReply, store, type ReplyOutcome } from "./reply.server.ts";
import { keepAddress, readManageToken } from "./tokens.server.ts";
import { manageHtml } from "./render.server.tsx";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { formatWhen } from "~/core/dates/format.ts";
import type { ManageView } from "../components/site/ManageReply.tsx";

export interface ManagedReply {
  reply: Pick<Reply, "id" | "name" | "email" | "party" | "status"> & { answers: string[] };
  date: EventDate;
  config: RsvpConfig;
  /** Changes are taken while replies are open; cancelling until the date starts. */
  canChange: boolean;
  canCancel: boolean;
}

async function byToken(t: string | null): Promise<{ r: Reply; d: EventDate; cfg: RsvpConfig } | null> {
  const tok = readManageToken(t);
  const r = tok ? await getReply(tok.id) : undefined;
  if (!tok || !r || !safeEqual(r.nonce, tok.nonce)) return null;
  const [d, cfg] = await Promise.all([getEventDate(r.event_id, r.date), rsvpConfig(r.event_id, r.date)]);
  return d && cfg && d.date === r.date ? { r, d, cfg } : null;
}

export async function managedReply(t: string | null, nowMs = Date.now()): Promise<ManagedReply | null> {
  const x = await byToken(t);
  if (!x) return null;
  const { r, d, cfg } = x;
  return {
    reply: {
      id: r.id,
      name: r.name,
      email: r.email,
      party: r.party,
      status: r.status,
      answers: JSON.parse(r.answers) as string[],
    },
    date: d,
    config: cfg,
    canChange: r.status !== "cancelled" && replyWindow(cfg, d, nowMs).state === "open",
    canCancel: r.status !== "cancelled" && nowMs < d.startMs,
  };
}

/** A change through the link: the same rules as a new reply from that address (places.server.ts). */
export async function changeReply(t: string | null, form: FormData, now = new Date()): Promise<ReplyOutcome | null> {
  const x = await byToken(t);
  if (!x || x.r.status === "cancelled") return null;
  if (replyWindow(x.cfg, x.d, now.getTime()).state !== "open") return { kind: "closed", input: {} };
  form.set("email", x.r.email);
  const read = readReply(form, x.cfg, (await siteI18n()).t);
  if (!read.ok)
    return {
      kind: "invalid",
      errors: read.errors,
      input: Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>,
    };
  return store(x.d, x.cfg, read.value, now);
}

/** Cancels through the link; true when it was cancelled (now or before). */
export async function cancelByLink(t: string | null, now = new Date()): Promise<boolean> {
  const x = await byToken(t);
  if (!x) return false;
  if (now.getTime() >= x.d.startMs) return false;
  const { transport } = await outboxStatus({ bulk: false });
  const r = await cancelPlaced(x.r, x.cfg.capacity, now.toISOString(), transport);
  if (!r) return false;
  wakeOutbox();
  if (r.fullChanged) await contentChanged();
  return true;
}

/** The change/cancel page's body as HTML, and whether the link was good. */
export async function manageView(
  t: string | null,
  extra: Pick<ManageView, "errors" | "input"> & { done?: ManageView["done"] },
): Promise<{ found: boolean; html: string; title: string }> {
  const [m, tr, mail] = await Promise.all([managedReply(t), siteI18n(), mailStatus()]);
  const view: ManageView = {
    t: tr.t,
    token: t ?? "",
    done: extra.done ?? null,
    // No e-mail carries this page's link: the page says so and shows the address to keep (ADR 2520).
    keepUrl: mail.working || !m || !t ? null : keepAddress(t),
    reply: m ? { name: m.reply.name, party: m.reply.party, status: m.reply.status, answers: m.reply.answers } : null,
    event: m
      ? {
          title: m.date.title,
          whenText: formatWhen(
            { start: m.date.startMs, end: m.date.endMs, tz: m.date.tz, allDay: m.date.allDay },
            tr.intl,
          ),
          path: m.date.path,
        }
      : null,
    maxParty: m?.config.maxParty ?? 1,
    questions: m?.config.questions ?? [],
    canChange: m?.canChange ?? false,
    canCancel: m?.canCancel ?? false,
    ...(extra.errors ? { errors: extra.errors } : {}),
    ...(extra.input ? { input: extra.input } : {}),
  };
  return { found: m !== null, html: manageHtml(view).html, title: tr.t("rsvp.manage.heading") };
}

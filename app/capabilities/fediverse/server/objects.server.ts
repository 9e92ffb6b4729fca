/**
 * The site's objects as fediverse servers read them (issue 31): a published date as an `Event`, a
 * published post as an `Article` — for the Create/Update activities (publish.server.ts) and for a
 * server asking an event's or a post's page for its ActivityPub form (represent.server.ts). Always in
 * the site's default language. Drafts, private press kits and anything unpublished have no object.
 */
import { federatedDate, type FederatedDate } from "~/capabilities/events/index.server.ts";
import { parsePostalAddress } from "~/capabilities/location/index.ts";
import { federatedPost, type FederatedPost } from "~/capabilities/news/index.server.ts";
import { formatWhen } from "~/core/dates/format.ts";
import { defaultLocale } from "~/core/i18n/site-language.server.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { now } from "~/core/clock.server.ts";
import { changeLine, type Change, type ChangeWords, type DateSnapshot } from "../lib/changes.ts";
import { articleObject, eventObject, type Audience } from "../lib/objects.ts";
import { ACTOR_IDENTIFIER, PATHS, type PageObject } from "../lib/paths.ts";
import { clip, escapeHtml } from "../lib/text.ts";
import type { Json } from "../lib/vocabulary.ts";
import { federationState } from "./account.server.ts";
import { datePlaces } from "./places.server.ts";

export function audienceOf(origin: string): Audience {
  const actorId = origin + PATHS.actor.replace("{identifier}", ACTOR_IDENTIFIER);
  return { actorId, followersId: origin + PATHS.followers.replace("{identifier}", ACTOR_IDENTIFIER) };
}

export async function siteTranslator(): Promise<Translator> {
  return translatorFor(await defaultLocale());
}

export function changeWords(tr: Translator): ChangeWords {
  return {
    cancelled: tr.t("fediverse.change.cancelled"),
    postponed: tr.t("fediverse.change.postponed"),
    moved: (was) => tr.t("fediverse.change.moved", { was }),
    place: (was) => tr.t("fediverse.change.place", { was }),
    soldOut: tr.t("fediverse.change.soldOut"),
    back: tr.t("fediverse.change.back"),
  };
}

const placeText = (d: Pick<FederatedDate, "venue">) =>
  [d.venue.name, parsePostalAddress(d.venue.address).addressLocality]
    .filter((x, i, all) => x && all.indexOf(x) === i)
    .join(", ");

/** What fediverse_objects keeps of an announced date, to tell later what changed. */
export function snapshotOf(d: FederatedDate, rest: string): DateSnapshot {
  return {
    title: d.title,
    startMs: d.startMs,
    endMs: d.endMs,
    allDay: d.allDay,
    tz: d.tz,
    status: d.status,
    place: placeText(d),
    rest,
    path: d.path,
  };
}

/** The change a date's own state shows (for a page asked directly): cancelled, postponed, moved, sold out. */
export function stateChanges(d: FederatedDate): Change[] {
  if (d.status === "cancelled") return [{ kind: "cancelled" }];
  const out: Change[] = [];
  if (d.status === "postponed") out.push({ kind: "postponed" });
  if (d.previousStartMs !== null) out.push({ kind: "moved", fromMs: d.previousStartMs });
  if (d.status === "sold_out") out.push({ kind: "sold_out" });
  return out;
}

export async function eventJson(d: FederatedDate, changes: Change[], origin: string): Promise<Json> {
  const tr = await siteTranslator();
  const when = (ms: number) => formatWhen({ start: ms, end: null, tz: d.tz, allDay: d.allDay }, tr.intl);
  const line = changeLine(changes, changeWords(tr), when);
  const whenText = formatWhen({ start: d.startMs, end: d.endMs, tz: d.tz, allDay: d.allDay }, tr.intl);
  const pageUrl = origin + d.path;
  const places = await datePlaces(d.eventId, d.date);
  const links = [
    places?.open ? `<a href="${escapeHtml(pageUrl)}">${escapeHtml(tr.t("fediverse.object.reply"))}</a>` : null,
    d.ticketUrl ? `<a href="${escapeHtml(d.ticketUrl)}">${escapeHtml(tr.t("fediverse.object.tickets"))}</a>` : null,
  ].filter(Boolean);
  return eventObject(
    {
      id: pageUrl,
      name: d.title,
      summary: [line, whenText, placeText(d)].filter(Boolean).join(" · "),
      contentHtml:
        (line ? `<p><strong>${escapeHtml(line)}</strong></p>` : "") +
        d.descriptionHtml +
        (links.length ? `<p>${links.join(" · ")}</p>` : ""),
      startIso: d.startIso,
      endIso: d.endIso,
      tz: d.tz,
      status: d.status,
      venue: {
        name: d.venue.name,
        address: parsePostalAddress(d.venue.address),
        latitude: d.venue.latitude,
        longitude: d.venue.longitude,
        ...(/^https?:\/\//.test(d.venue.website) ? { url: d.venue.website } : {}),
      },
      image: d.image
        ? {
            url: origin + d.image.path,
            alt: d.image.alt,
            mediaType: "image/webp",
            width: d.image.width,
            height: d.image.height,
          }
        : null,
      participation: places?.open
        ? { mode: "free", capacity: places.capacity, taken: places.taken }
        : { mode: "external", url: d.ticketUrl ?? pageUrl },
      published: d.publishedAt,
      updated: d.updatedAt,
      language: tr.locale,
    },
    audienceOf(origin),
  );
}

export async function articleJson(p: FederatedPost, origin: string): Promise<Json> {
  const tr = await siteTranslator();
  return articleObject(
    {
      id: origin + p.path,
      name: p.title,
      summary: clip(p.summary, 280),
      contentHtml: p.html,
      image: p.image ? { url: origin + p.image.path, alt: p.image.alt, mediaType: "image/webp" } : null,
      published: p.publishedAt,
      updated: p.updatedAt,
      language: tr.locale,
    },
    audienceOf(origin),
  );
}

/** A page's ActivityPub form (the home page's is the actor, asked of Fedify), or null. */
export async function pageObjectJson(page: PageObject): Promise<Json | null> {
  const origin = (await federationState()).origin!;
  if (page.kind === "actor") {
    const { getFederation } = await import("./fedify/federation.server.ts");
    const res = await getFederation().fetch(
      new Request(origin + PATHS.actor.replace("{identifier}", ACTOR_IDENTIFIER), {
        headers: { accept: "application/activity+json" },
      }),
      { contextData: undefined },
    );
    return res.ok ? ((await res.json()) as Json) : null;
  }
  if (page.kind === "event") {
    const d = await federatedDate(page.slug, page.date, now());
    return d ? eventJson(d, stateChanges(d), origin) : null;
  }
  const p = await federatedPost(page.slug);
  return p ? articleJson(p, origin) : null;
}

/**
 * The site's ActivityPub objects (issue 31), pure: a date as an `Event`, a news post as an `Article`,
 * a studio note as a `Note`. Written against FEP-8a8e and what Mobilizon and gancio read (times with
 * the zone's offset and the IANA zone, a `Place` with a PostalAddress and coordinates, the status,
 * the participation mode with the ticket or RSVP address) and what Mastodon shows of an object it
 * converts: the name as a heading, the `summary` and the link — so the summary carries the date,
 * the place and what changed. Fedify reads every one of them back (objects.test.ts).
 */
import type { PostalAddressParts } from "~/capabilities/location/index.ts";
import { CONTEXT, PUBLIC, type Json } from "./vocabulary.ts";
import { escapeHtml } from "./text.ts";

export interface Audience {
  actorId: string;
  followersId: string;
}

export interface EventObjectInput {
  id: string;
  name: string;
  /** "Fri 12 June 2026, 20:00 CEST · The Venue, Town", with what changed first when something did. */
  summary: string;
  contentHtml: string;
  startIso: string;
  endIso: string | null;
  tz: string;
  status: "scheduled" | "postponed" | "cancelled" | "sold_out";
  venue: { name: string; address: PostalAddressParts; latitude: number | null; longitude: number | null; url?: string };
  image: { url: string; alt: string; mediaType: string; width?: number; height?: number } | null;
  /** Replies by Join when open; else the ticket shop, else the page. */
  participation: { mode: "free"; capacity: number; taken: number } | { mode: "external"; url: string };
  published: string | null;
  updated: string;
  language: string;
}

const ICAL_STATUS = { scheduled: "CONFIRMED", sold_out: "CONFIRMED", postponed: "TENTATIVE", cancelled: "CANCELLED" };

const compact = (o: Json): Json =>
  Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && !v.length)),
  );

function place(v: EventObjectInput["venue"]): Json | undefined {
  const address = compact({ type: "PostalAddress", ...v.address });
  const hasGeo = v.latitude !== null && v.longitude !== null;
  if (!v.name && Object.keys(address).length <= 1 && !hasGeo) return undefined;
  return compact({
    type: "Place",
    name: v.name || undefined,
    address: Object.keys(address).length > 1 ? address : undefined,
    latitude: hasGeo ? v.latitude : undefined,
    longitude: hasGeo ? v.longitude : undefined,
    url: v.url,
  });
}

function picture(image: EventObjectInput["image"]): Json[] {
  if (!image) return [];
  // Mastodon shows an attached image with `name` as its text alternative.
  return [
    compact({
      type: "Document",
      mediaType: image.mediaType,
      url: image.url,
      name: image.alt,
      width: image.width,
      height: image.height,
    }),
  ];
}

export function eventObject(e: EventObjectInput, to: Audience): Json {
  const image = picture(e.image);
  return compact({
    "@context": CONTEXT,
    id: e.id,
    type: "Event",
    attributedTo: to.actorId,
    name: e.name,
    summary: e.summary,
    content: e.contentHtml,
    mediaType: "text/html",
    startTime: e.startIso,
    endTime: e.endIso,
    timezone: e.tz,
    location: place(e.venue),
    url: e.id,
    image: e.image ? compact({ type: "Image", url: e.image.url, mediaType: e.image.mediaType }) : undefined,
    attachment: image,
    status: ICAL_STATUS[e.status],
    joinMode: e.participation.mode,
    externalParticipationUrl: e.participation.mode === "external" ? e.participation.url : undefined,
    maximumAttendeeCapacity: e.participation.mode === "free" ? e.participation.capacity : undefined,
    remainingAttendeeCapacity:
      e.participation.mode === "free" ? Math.max(0, e.participation.capacity - e.participation.taken) : undefined,
    participantCount: e.participation.mode === "free" ? e.participation.taken : undefined,
    commentsEnabled: true,
    isOnline: false,
    inLanguage: e.language,
    published: e.published ?? e.updated,
    updated: e.updated,
    to: [PUBLIC],
    cc: [to.followersId],
  });
}

export interface ArticleInput {
  id: string;
  name: string;
  summary: string;
  contentHtml: string;
  image: { url: string; alt: string; mediaType: string } | null;
  published: string;
  updated: string;
  language: string;
}

/** A news post: Mastodon shows its name, its summary and the link; others read the whole text. */
export function articleObject(a: ArticleInput, to: Audience): Json {
  return compact({
    "@context": CONTEXT,
    id: a.id,
    type: "Article",
    attributedTo: to.actorId,
    name: a.name,
    summary: a.summary,
    content: a.contentHtml,
    mediaType: "text/html",
    url: a.id,
    image: a.image ? compact({ type: "Image", url: a.image.url, mediaType: a.image.mediaType }) : undefined,
    attachment: a.image ? picture({ ...a.image }) : undefined,
    inLanguage: a.language,
    published: a.published,
    updated: a.updated,
    to: [PUBLIC],
    cc: [to.followersId],
  });
}

/** A short note from the studio: plain text, links made clickable, paragraphs kept. */
export function noteObject(n: { id: string; text: string; published: string; language: string }, to: Audience): Json {
  return {
    "@context": CONTEXT,
    id: n.id,
    type: "Note",
    attributedTo: to.actorId,
    content: textToHtml(n.text),
    contentMap: { [n.language]: textToHtml(n.text) },
    url: n.id,
    published: n.published,
    to: [PUBLIC],
    cc: [to.followersId],
  };
}

/** Plain text as HTML: paragraphs, line breaks, and http(s) links (nothing else becomes markup). */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p>${p
          .split("\n")
          .map((line) =>
            escapeHtml(line).replace(
              /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g,
              (u) => `<a href="${u}" rel="nofollow noopener" target="_blank">${u}</a>`,
            ),
          )
          .join("<br>")}</p>`,
    )
    .join("");
}

/** The object's own id alone, for a Delete: a Tombstone of the type it was. */
export function tombstone(id: string, formerType: string): Json {
  return { type: "Tombstone", id, formerType };
}

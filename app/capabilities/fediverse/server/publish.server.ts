/**
 * What followers hear about the site's dates and news (issue 31): the publisher compares what is
 * published now with what it last announced (fediverse_objects) and sends the difference —
 * `Create` for a new date (its next few within 60 days; a weekly series' later dates as they come
 * near) or a new post, `Update` when something a reader sees changed (with a line that says what, for
 * a cancelled, postponed or moved date or a new place), `Delete` for a date or post that is gone.
 * It never needs to be told: studio edits, imports and scheduled posts are all caught on its next
 * run (the job runs it at every content change and every half minute). Drafts and unpublished
 * posts have no object; a date that is simply over is left alone. One process at a time (a lease);
 * each object's new state, its activity and its deliveries are stored together, so nothing is
 * announced twice or lost.
 */
import { createHash } from "node:crypto";
import { federatedDate, federatedDates, type FederatedDate } from "~/capabilities/events/index.server.ts";
import { federatedPost, federatedPosts, type FederatedPost } from "~/capabilities/news/index.server.ts";
import { db } from "~/core/db/client.server.ts";
import { now as clock } from "~/core/clock.server.ts";
import { wrap } from "../lib/activities.ts";
import { changesOf, differs, type Change, type DateSnapshot } from "../lib/changes.ts";
import { tombstone } from "../lib/objects.ts";
import { pageObject } from "../lib/paths.ts";
import type { Json } from "../lib/vocabulary.ts";
import { federationState } from "./account.server.ts";
import { objectsOf, putObject, setObjectState, type ObjectRow } from "./data/objects.server.ts";
import { joinInboxes } from "./data/joins.server.ts";
import { withLease } from "./lease.server.ts";
import { articleJson, audienceOf, eventJson, snapshotOf } from "./objects.server.ts";
import { followerTargets, queueOutbound } from "./outbound.server.ts";
import { datePlaces } from "./places.server.ts";

export const HORIZON_DAYS = 60;
export const PER_EVENT = 4;
const POSTS = 20;

const hash = (v: unknown) => createHash("sha256").update(JSON.stringify(v)).digest("base64url").slice(0, 22);

export interface PublishReport {
  created: number;
  updated: number;
  deleted: number;
}

interface Ctx {
  origin: string;
  nowIso: string;
  report: PublishReport;
}

/** Everything a reader sees of a date besides what the snapshot names (the capacity, not who has replied). */
async function dateRest(d: FederatedDate): Promise<string> {
  const places = await datePlaces(d.eventId, d.date);
  return hash([d.descriptionHtml, d.image?.path, d.ticketUrl, d.venue.website, d.path, places?.open, places?.capacity]);
}

async function send(
  ctx: Ctx,
  type: "Create" | "Update" | "Delete",
  object: Json,
  row: ObjectRow,
  summary: string,
  extraInboxes: string[] = [],
): Promise<void> {
  const audience = audienceOf(ctx.origin);
  const inboxes = [...(await followerTargets()), ...extraInboxes];
  await db()
    .transaction()
    .execute(async (trx) => {
      await putObject(row, trx);
      await queueOutbound(
        trx,
        { type, build: (id) => wrap(type, id, object, audience, ctx.nowIso), objectUri: row.uri, summary, inboxes },
        ctx.origin,
        audience.actorId,
        ctx.nowIso,
      );
    });
  ctx.report[type === "Create" ? "created" : type === "Update" ? "updated" : "deleted"]++;
}

async function announceDate(ctx: Ctx, d: FederatedDate, known: ObjectRow | undefined): Promise<void> {
  const uri = ctx.origin + d.path;
  const after = snapshotOf(d, await dateRest(d));
  const row = (state: ObjectRow["state"]): ObjectRow => ({
    key: `event:${d.eventId}:${d.date}`,
    uri,
    kind: "Event",
    snapshot: JSON.stringify(after),
    state,
    created_at: known?.created_at ?? ctx.nowIso,
    updated_at: ctx.nowIso,
  });
  const extra = await joinInboxes(d.eventId, d.date);
  if (!known || known.state === "deleted") {
    await send(ctx, "Create", await eventJson(d, [], ctx.origin), row("live"), d.title, extra);
    return;
  }
  const before = JSON.parse(known.snapshot) as DateSnapshot;
  if (!differs(before, after)) return;
  const changes: Change[] = changesOf(before, after);
  await send(ctx, "Update", await eventJson(d, changes, ctx.origin), row("live"), d.title, extra);
}

async function publishDates(ctx: Ctx, nowMs: number): Promise<void> {
  const known = new Map((await objectsOf("Event", ["live", "deleted"])).map((r) => [r.key, r]));
  const seen = new Set<string>();
  for (const d of await federatedDates(nowMs, { horizonDays: HORIZON_DAYS, perEvent: PER_EVENT })) {
    const key = `event:${d.eventId}:${d.date}`;
    seen.add(key);
    await announceDate(ctx, d, known.get(key));
  }
  for (const [key, row] of known) {
    if (seen.has(key) || row.state !== "live") continue;
    const page = pageObject(new URL(row.uri).pathname);
    const d = page?.kind === "event" ? await federatedDate(page.slug, page.date, nowMs) : null;
    if (!d) {
      const [eventId = "", date = ""] = key.split(":").slice(1);
      await send(
        ctx,
        "Delete",
        tombstone(row.uri, "Event"),
        { ...row, state: "deleted", updated_at: ctx.nowIso },
        (JSON.parse(row.snapshot) as DateSnapshot).title,
        await joinInboxes(eventId, date),
      );
    } else if ((d.endMs ?? d.startMs) < nowMs) await setObjectState(key, "past", ctx.nowIso);
    // Still published and to come, outside the window now (moved far ahead): its change is announced.
    else await announceDate(ctx, d, row);
  }
}

async function publishPosts(ctx: Ctx, firstEnabledAt: string | null): Promise<void> {
  const known = new Map((await objectsOf("Article", ["live", "deleted"])).map((r) => [r.key, r]));
  const seen = new Set<string>();
  const rowOf = (p: FederatedPost, state: ObjectRow["state"], prev?: ObjectRow): ObjectRow => ({
    key: `post:${p.id}`,
    uri: ctx.origin + p.path,
    kind: "Article",
    snapshot: JSON.stringify({ title: p.title, hash: hash([p.title, p.html, p.image?.path, p.path]) }),
    state,
    created_at: prev?.created_at ?? ctx.nowIso,
    updated_at: ctx.nowIso,
  });
  for (const p of await federatedPosts(POSTS)) {
    const key = `post:${p.id}`;
    seen.add(key);
    const prev = known.get(key);
    const row = rowOf(p, "live", prev);
    if (!prev || prev.state === "deleted") {
      // News from before the site federated stays where it was: followers get what is new.
      if (!prev && firstEnabledAt && p.publishedAt < firstEnabledAt) await putObject(row);
      else await send(ctx, "Create", await articleJson(p, ctx.origin), row, p.title);
    } else if (prev.snapshot !== row.snapshot)
      await send(ctx, "Update", await articleJson(p, ctx.origin), row, p.title);
  }
  for (const [key, row] of known) {
    if (seen.has(key) || row.state !== "live") continue;
    const page = pageObject(new URL(row.uri).pathname);
    const p = page?.kind === "post" ? await federatedPost(page.slug) : null;
    if (!p)
      await send(
        ctx,
        "Delete",
        tombstone(row.uri, "Article"),
        { ...row, state: "deleted", updated_at: ctx.nowIso },
        (JSON.parse(row.snapshot) as { title: string }).title,
      );
  }
}

/** One run (null when federation is off or another process is running it). */
export async function publishChanges(nowMs = clock()): Promise<PublishReport | null> {
  const state = await federationState();
  if (!state.on || !state.origin) return null;
  return withLease("publish", 120_000, nowMs, async () => {
    const ctx: Ctx = {
      origin: state.origin!,
      nowIso: new Date(nowMs).toISOString(),
      report: { created: 0, updated: 0, deleted: 0 },
    };
    await publishDates(ctx, nowMs);
    await publishPosts(ctx, state.firstEnabledAt);
    return ctx.report;
  });
}

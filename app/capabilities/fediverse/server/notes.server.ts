/**
 * Short notes the owner posts from the studio (issue 31): plain text up to 500 characters (what
 * Mastodon shows in full), a `Create` of a `Note` to every follower; deleting one sends `Delete`.
 */
import { db } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { wrap } from "../lib/activities.ts";
import { noteObject, tombstone } from "../lib/objects.ts";
import { NOTE_PREFIX } from "../lib/paths.ts";
import { clip } from "../lib/text.ts";
import type { Json } from "../lib/vocabulary.ts";
import { federationState } from "./account.server.ts";
import { deleteNote, getNote, insertNote, putObject, setObjectState } from "./data/objects.server.ts";
import { wakeDeliveries } from "./jobs.server.ts";
import { audienceOf, siteTranslator } from "./objects.server.ts";
import { followerTargets, queueOutbound } from "./outbound.server.ts";

export const NOTE_MAX = 500;

export async function noteJson(id: string): Promise<Json | null> {
  const [n, state, tr] = await Promise.all([getNote(id), federationState(), siteTranslator()]);
  if (!n || !state.origin) return null;
  return noteObject(
    { id: state.origin + NOTE_PREFIX + n.id, text: n.content, published: n.created_at, language: tr.locale },
    audienceOf(state.origin),
  );
}

/** Posts a note to every follower; its id. */
export async function postNote(actor: Actor, text: string, nowIso = new Date().toISOString()): Promise<string> {
  const state = await federationState();
  if (!state.on || !state.origin) throw new Error("Federation is off.");
  const content = text.trim();
  if (!content || content.length > NOTE_MAX) throw new Error(`A note has 1 to ${NOTE_MAX} characters.`);
  const id = newId();
  const origin = state.origin;
  const audience = audienceOf(origin);
  const uri = origin + NOTE_PREFIX + id;
  const inboxes = await followerTargets();
  const tr = await siteTranslator();
  await db()
    .transaction()
    .execute(async (trx) => {
      await insertNote({ id, content, created_at: nowIso, created_by: actor.id }, trx);
      const object = noteObject({ id: uri, text: content, published: nowIso, language: tr.locale }, audience);
      await putObject(
        { key: `note:${id}`, uri, kind: "Note", snapshot: "{}", state: "live", created_at: nowIso, updated_at: nowIso },
        trx,
      );
      await queueOutbound(
        trx,
        {
          type: "Create",
          build: (aid) => wrap("Create", aid, object, audience, nowIso),
          objectUri: uri,
          summary: clip(content, 80),
          inboxes,
        },
        origin,
        audience.actorId,
        nowIso,
      );
    });
  await audit(actor, "fediverse.note", "fediverse_note", id);
  wakeDeliveries();
  return id;
}

/** Deletes a note here and tells followers' servers to delete it too. */
export async function removeNote(actor: Actor, id: string, nowIso = new Date().toISOString()): Promise<boolean> {
  const state = await federationState();
  const n = await getNote(id);
  if (!n || !state.origin) return false;
  const origin = state.origin;
  const audience = audienceOf(origin);
  const uri = origin + NOTE_PREFIX + id;
  const inboxes = await followerTargets();
  await db()
    .transaction()
    .execute(async (trx) => {
      await deleteNote(id, trx);
      await setObjectState(`note:${id}`, "deleted", nowIso, trx);
      await queueOutbound(
        trx,
        {
          type: "Delete",
          build: (aid) => wrap("Delete", aid, tombstone(uri, "Note"), audience, nowIso),
          objectUri: uri,
          summary: clip(n.content, 80),
          inboxes,
        },
        origin,
        audience.actorId,
        nowIso,
      );
    });
  await audit(actor, "fediverse.note_delete", "fediverse_note", id);
  wakeDeliveries();
  return true;
}

/**
 * The site's own ActivityPub documents under /ap/ that Fedify does not serve (issue 31): each
 * activity it sent, at its id (a server checking an Update or a Delete reads it there), and the
 * owner's notes. Inbound activities are never served back.
 */
import { ACTIVITY_PREFIX, NOTE_PREFIX } from "../lib/paths.ts";
import type { Json } from "../lib/vocabulary.ts";
import { getActivity } from "./data/activities.server.ts";
import { noteJson } from "./notes.server.ts";

export async function ownDocument(pathname: string): Promise<Json | null> {
  if (pathname.startsWith(ACTIVITY_PREFIX)) {
    const a = await getActivity(pathname.slice(ACTIVITY_PREFIX.length));
    return a && a.direction === "out" && a.body ? (JSON.parse(a.body) as Json) : null;
  }
  if (pathname.startsWith(NOTE_PREFIX)) return noteJson(pathname.slice(NOTE_PREFIX.length));
  return null;
}

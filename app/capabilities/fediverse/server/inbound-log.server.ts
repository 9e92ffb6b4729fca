/**
 * The record of what arrived (issue 31, SPEC §12 Activity, inbound): the type, who sent it, what it
 * was about and one line — never the whole body. An activity recorded once (its id) is not recorded
 * again when a server sends it twice.
 */
import { newId } from "~/core/db/ids.server.ts";
import { insertActivity } from "./data/activities.server.ts";

export async function logInbound(
  type: string,
  uri: string,
  actorUri: string,
  objectUri: string | null,
  summary: string,
  nowIso = new Date().toISOString(),
): Promise<boolean> {
  return insertActivity({
    id: newId(),
    direction: "in",
    type,
    uri,
    actor_uri: actorUri,
    object_uri: objectUri,
    summary: summary.slice(0, 300),
    body: null,
    created_at: nowIso,
  });
}

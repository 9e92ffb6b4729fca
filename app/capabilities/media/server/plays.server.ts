/**
 * Plays are reported by the browser after the visitor's consent (the embed
 * player's click sends `navigator.sendBeacon("/go/beacon/play/<id>")`, issue
 * 16); only a published item's play counts.
 */
import { getMediaItem } from "./data/media.server.ts";

export async function playableItem(id: string): Promise<boolean> {
  const item = await getMediaItem(id);
  return !!item?.published;
}

/** A date's places as the fediverse shows them (capacity, taken, open), from RSVP's door. */
import { remotePlaces, type RemotePlaces } from "~/capabilities/rsvp/index.server.ts";
import { now } from "~/core/clock.server.ts";

export function datePlaces(eventId: string, date: string): Promise<RemotePlaces | null> {
  return remotePlaces(eventId, date, now());
}

/** The RSVP capability's public door (server): what other capabilities may use (lint enforces it). */
// A date's places, shared with ticket sales (issue 29): one counter per date under the RSVP per-date lock.
export { datePlacesLeft, withDatePlaces, type DatePlaces, type Trx } from "./server/shared-places.server.ts";
// Replies from another system (a fediverse Join/Leave, issue 31), under the same per-date lock.
export {
  joinRemote,
  leaveRemote,
  remotePlaces,
  replyStates,
  type RemoteJoin,
  type RemotePlaces,
} from "./server/remote.server.ts";

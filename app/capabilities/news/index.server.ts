/** The news capability's public door (server): what other capabilities may use (lint enforces it). */
// Published posts with what an ActivityPub Article carries, for the fediverse (issue 31).
export { federatedPost, federatedPosts, type FederatedPost } from "./server/federation-door.server.ts";

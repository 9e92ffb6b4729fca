/** The location capability's server door: what other capabilities may use (lint enforces it; docs/architecture.md). */
// What the place finder needs to offer "Find this address" (GEOCODER_URL), for the venue fields.
export { placeFinderGeocoder } from "./server/places.server.ts";

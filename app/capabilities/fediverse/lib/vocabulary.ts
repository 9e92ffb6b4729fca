/**
 * The JSON-LD context of the site's objects (issue 31): ActivityStreams, plus the terms Mobilizon,
 * gancio and FEP-8a8e use for events — the time zone, the address as a schema.org PostalAddress,
 * the participation mode, the external ticket or RSVP address, capacity and the iCalendar status —
 * and Mastodon's for profile fields. A reader that knows none of them still reads an AS2 Event.
 */
export const PUBLIC = "https://www.w3.org/ns/activitystreams#Public";

export const CONTEXT = [
  "https://www.w3.org/ns/activitystreams",
  {
    toot: "http://joinmastodon.org/ns#",
    schema: "http://schema.org#",
    mz: "https://joinmobilizon.org/ns#",
    ical: "http://www.w3.org/2002/12/cal/ical#",
    sensitive: "as:sensitive",
    PostalAddress: "schema:PostalAddress",
    address: { "@id": "schema:address", "@type": "@id" },
    streetAddress: "schema:streetAddress",
    postalCode: "schema:postalCode",
    addressLocality: "schema:addressLocality",
    addressRegion: "schema:addressRegion",
    addressCountry: "schema:addressCountry",
    timezone: { "@id": "mz:timezone", "@type": "schema:Text" },
    joinMode: { "@id": "mz:joinMode", "@type": "mz:joinModeType" },
    externalParticipationUrl: { "@id": "mz:externalParticipationUrl", "@type": "schema:URL" },
    maximumAttendeeCapacity: "schema:maximumAttendeeCapacity",
    remainingAttendeeCapacity: "schema:remainingAttendeeCapacity",
    participantCount: { "@id": "mz:participantCount", "@type": "schema:Number" },
    isOnline: { "@id": "mz:isOnline", "@type": "schema:Boolean" },
    commentsEnabled: { "@id": "pt:commentsEnabled", "@type": "schema:Boolean" },
    pt: "https://joinpeertube.org/ns#",
    status: { "@id": "ical:status", "@type": "ical:status" },
    inLanguage: "schema:inLanguage",
  },
] as const;

export type Json = Record<string, unknown>;

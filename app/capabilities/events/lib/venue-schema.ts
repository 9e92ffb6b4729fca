/**
 * A saved venue's fields (issue 11), as /admin/venues and the event form's
 * "New venue" part post them: the same names on both pages, so one schema
 * checks both and each message lands under its field (SPEC §5).
 */
import { z } from "zod";
import { latitudeSchema, longitudeSchema, webLink } from "~/core/validation/fields.ts";

export const VENUE_LIMITS = { name: 120, address: 500 } as const;

/** What a venue is, as the services take it. */
export interface VenueInput {
  name: string;
  address: string;
  website: string;
  latitude: number | null;
  longitude: number | null;
}

/** A studio translator's `t` (the form's messages are the studio's, in the user's language). */
type StudioT = (key: string, values?: Record<string, string | number>) => string;

/** A venue's fields (the venue pages, and a new venue in the event form); its messages in the studio language of `t`. */
export const venueFormSchema = (t: StudioT) =>
  z
    .object({
      venue_name: z
        .string({ message: t("events.studio.errors.venue.name") })
        .trim()
        .min(1, { message: t("events.studio.errors.venue.name") })
        .max(VENUE_LIMITS.name, { message: t("events.studio.errors.venue.nameLong", { max: VENUE_LIMITS.name }) }),
      venue_address: z
        .string()
        .trim()
        .max(VENUE_LIMITS.address, {
          message: t("events.studio.errors.venue.addressLong", { max: VENUE_LIMITS.address }),
        })
        .default(""),
      venue_website: z
        .string()
        .trim()
        .default("")
        // "moritzbastei.de" is kept as https://moritzbastei.de (core/validation/fields.ts).
        .transform((v, ctx) => {
          if (v === "") return "";
          const link = webLink(v);
          if (link === null) ctx.addIssue({ code: "custom", message: t("events.studio.errors.venue.website") });
          return link ?? v;
        }),
      venue_latitude: latitudeSchema,
      venue_longitude: longitudeSchema,
    })
    .transform((v, ctx): VenueInput => {
      if ((v.venue_latitude === null) !== (v.venue_longitude === null)) {
        ctx.addIssue({
          code: "custom",
          path: [v.venue_latitude === null ? "venue_latitude" : "venue_longitude"],
          message: t("events.studio.errors.venue.pair"),
        });
      }
      return {
        name: v.venue_name,
        address: v.venue_address,
        website: v.venue_website,
        latitude: v.venue_latitude,
        longitude: v.venue_longitude,
      };
    });

/** The form's field names, for the event form to pass through. */
export const VENUE_FIELDS = [
  "venue_name",
  "venue_address",
  "venue_website",
  "venue_latitude",
  "venue_longitude",
] as const;

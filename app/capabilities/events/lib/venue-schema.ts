/**
 * A saved venue's fields (issue 11), as /admin/venues and the event form's
 * "New venue" part post them: the same names on both pages, so one schema
 * checks both and each message lands under its field (SPEC §5).
 */
import { z } from "zod";
import { httpUrlSchema, latitudeSchema, longitudeSchema } from "~/core/validation/fields.ts";

export const VENUE_LIMITS = { name: 120, address: 500 } as const;

/** What a venue is, as the services take it. */
export interface VenueInput {
  name: string;
  address: string;
  website: string;
  latitude: number | null;
  longitude: number | null;
}

export const venueFormSchema = z
  .object({
    venue_name: z
      .string({ message: "Give the venue a name." })
      .trim()
      .min(1, { message: "Give the venue a name." })
      .max(VENUE_LIMITS.name, { message: `The venue's name must be at most ${VENUE_LIMITS.name} characters.` }),
    venue_address: z
      .string()
      .trim()
      .max(VENUE_LIMITS.address, { message: `The address must be at most ${VENUE_LIMITS.address} characters.` })
      .default(""),
    venue_website: z
      .string()
      .trim()
      .default("")
      .refine((v) => v === "" || httpUrlSchema.safeParse(v).success, { message: "Enter a full link starting with https:// or http://." }),
    venue_latitude: latitudeSchema,
    venue_longitude: longitudeSchema,
  })
  .transform((v, ctx): VenueInput => {
    if ((v.venue_latitude === null) !== (v.venue_longitude === null)) {
      ctx.addIssue({ code: "custom", path: [v.venue_latitude === null ? "venue_latitude" : "venue_longitude"], message: "Give both latitude and longitude, or neither." });
    }
    return { name: v.venue_name, address: v.venue_address, website: v.venue_website, latitude: v.venue_latitude, longitude: v.venue_longitude };
  });

/** The form's field names, for the event form to pass through. */
export const VENUE_FIELDS = ["venue_name", "venue_address", "venue_website", "venue_latitude", "venue_longitude"] as const;

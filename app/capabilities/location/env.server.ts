/**
 * The location capability's environment variables: the map's provider and tiles, and
 * the geocoder behind the studio's address search (docs/maps.md, docs/events.md).
 * Part of the configuration (core/env.server.ts assembles it from the
 * manifests; plain Node loads it before a build: relative imports only).
 */
import { z } from "zod";
import { defineEnvPart, httpUrl, optionalText, type EnvOf } from "../../core/env.server.ts";
import { templateSource } from "../../core/http/csp-source.ts";

const part = defineEnvPart(
  {
    MAP_PROVIDER: optionalText
      .transform((v) => v ?? "osm")
      .pipe(z.enum(["osm", "google", "none"], { message: "MAP_PROVIDER must be one of osm, google, none" })),
    MAP_TILE_URL: optionalText
      .transform((v) => v ?? "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
      .refine((v) => /^https?:\/\//.test(v) && v.includes("{z}") && v.includes("{x}") && v.includes("{y}"), {
        message: "MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}",
      })
      // The CSP names the tile host, so it must be a plain host or start with the {s} subdomain placeholder.
      .refine((v) => templateSource(v) !== null, {
        message:
          "MAP_TILE_URL's host must be a plain name, or {s}. followed by one (like https://{s}.tile.example.org/…)",
      }),
    MAP_ATTRIBUTION: optionalText.transform((v) => v ?? "© OpenStreetMap contributors"),
    GOOGLE_MAPS_API_KEY: optionalText,
    /**
     * A Nominatim-compatible geocoder (its /search?format=jsonv2&q= answers) for the studio's
     * address search (issue 11): OpenStreetMap's Nominatim unless set, "off" turns it off
     * (issue 25, SPEC §12). Called from the server only, on an editor's click, within
     * Nominatim's usage policy (app/capabilities/location/server/geocode.server.ts).
     */
    GEOCODER_URL: optionalText
      .transform((v) => (v === undefined ? "https://nominatim.openstreetmap.org" : v))
      .transform((v) => (v.toLowerCase() === "off" ? undefined : v))
      .pipe(httpUrl("GEOCODER_URL"))
      .refine(
        (v) => {
          if (v === undefined || !URL.canParse(v)) return true; // the check above already names an unreadable one
          const u = new URL(v);
          return !u.username && !u.password && !u.search && !u.hash;
        },
        {
          message:
            "GEOCODER_URL must be the geocoder's base URL, without a user name, password, query or #fragment (e.g. https://nominatim.openstreetmap.org)",
        },
      )
      .transform((v) => v?.replace(/\/+$/, "")),
  },
  (env, ctx) => {
    if (env.MAP_PROVIDER === "google" && !env.GOOGLE_MAPS_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_MAPS_API_KEY"],
        message: "GOOGLE_MAPS_API_KEY must be set when MAP_PROVIDER=google",
      });
    }
  },
);
export default part;

declare module "../../core/env.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this part's variables into Env
  interface CapabilityEnv extends EnvOf<typeof part> {}
}

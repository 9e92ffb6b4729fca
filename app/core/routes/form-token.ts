/**
 * GET /api/form-token — a fresh form token as JSON, for a static export's
 * fans' sign-up and RSVP forms that post to this server (`--api-origin`,
 * issue 17): the token in the exported page may be older than its 24 hours.
 * Only ALLOWED_ORIGINS may read it from another origin (server/cross-origin.ts
 * adds the CORS header); a token proves only when a form was served, and the
 * site's own pages hand one to anyone.
 */
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { env } from "~/core/env.server.ts";

export function loader() {
  return Response.json({ token: issueFormToken(env().SESSION_SECRET) }, { headers: { "Cache-Control": "no-store" } });
}

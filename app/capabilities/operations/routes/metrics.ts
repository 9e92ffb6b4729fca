/**
 * /metrics (SPEC §12, ADR 2803): Prometheus' text format, for a scraper that
 * sends `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the
 * path does not exist (404, like any unknown page); a missing or wrong token
 * is a 401. The comparison takes the same time whatever the token.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Route } from "./+types/metrics";
import { env } from "~/core/env.server.ts";
import { metricsText } from "~/capabilities/operations/server/metrics.server.ts";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Constant-time: both sides hashed to the same length first. */
function tokenMatches(header: string | null, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = env().METRICS_TOKEN;
  if (!token)
    throw new Response("Not Found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!tokenMatches(request.headers.get("Authorization"), token))
    return new Response("Unauthorized\n", {
      status: 401,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "WWW-Authenticate": 'Bearer realm="metrics"',
        "Cache-Control": "no-store",
      },
    });
  const { body, contentType } = await metricsText();
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}

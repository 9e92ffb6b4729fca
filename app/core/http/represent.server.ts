/**
 * Answers a capability gives before the router renders a page (Capability.represent, issue 31):
 * another representation of the page chosen by the Accept header, or a protocol path of its own.
 * The first capability with an answer wins; with none, the page renders as always and — where a
 * capability says the URL has another representation — its answer says `Vary: Accept`, so a shared
 * cache keeps the HTML apart from the other form. The page cache never answers such a request
 * from its HTML copies (page-cache.server.ts: only requests that accept HTML are served from it).
 */
import type { MiddlewareFunction } from "react-router";
import { capabilities } from "~/core/capability.server.ts";

export const representationMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const parts = capabilities().flatMap((c) => (c.represent ? [c.represent] : []));
  for (const r of parts) {
    const answer = await r.answer(request);
    if (answer) return answer;
  }
  const res = await next();
  if (request.method !== "GET" && request.method !== "HEAD") return res;
  const url = new URL(request.url);
  for (const r of parts) {
    if (!(await r.varies?.(url))) continue;
    const vary = res.headers.get("Vary");
    if (!vary?.split(",").some((v) => v.trim().toLowerCase() === "accept"))
      res.headers.set("Vary", vary ? `${vary}, Accept` : "Accept");
    break;
  }
  return res;
};

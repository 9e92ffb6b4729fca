/**
 * The federation at the site's own addresses (issue 31, the manifest's `represent`):
 *
 * - protocol paths (/.well-known/webfinger, /.well-known/nodeinfo, /nodeinfo/2.1, /ap/…) go to
 *   Fedify while federation is on, and are the ordinary 404 page while it is off;
 * - the home page, an event date's page and a news post's page answer a fediverse server's
 *   `Accept: application/activity+json` (or ld+json with the ActivityStreams profile) with the actor
 *   or the object; browsers get the HTML page, untouched, still from the page cache;
 * - an activity posted to an inbox is read here first: at most 256 KB, nested at most 32 deep,
 *   not from a blocked account or server, within a per-server rate — then Fedify verifies its
 *   signature and queues it.
 *
 * Everything else returns null at once: one Accept test and a path match, no query.
 */
import type { Representation } from "~/core/capability.server.ts";
import { prefersHtml } from "~/core/http/encoding.ts";
import { stripPrefix } from "~/core/i18n/prefix.ts";
import { isProtocolPath, pageObject } from "../lib/paths.ts";
import { federationState } from "./account.server.ts";
import { ownDocument } from "./documents.server.ts";
import { readActivityPost } from "./inbound-gate.server.ts";
import { pageObjectJson } from "./objects.server.ts";

const AP_TYPE = /application\/(activity\+json|ld\+json)/i;

/** Whether a fediverse server is asking for the ActivityPub form (HTML not preferred, an AP type named). */
export function asksForActivityJson(accept: string | null): boolean {
  return !!accept && AP_TYPE.test(accept) && !prefersHtml(accept);
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/activity+json", "Cache-Control": "no-cache", Vary: "Accept", ...headers },
  });

async function protocol(request: Request): Promise<Response | null> {
  if (request.method === "GET" || request.method === "HEAD") {
    const own = await ownDocument(new URL(request.url).pathname);
    if (own) return json(own);
  }
  const { getFederation } = await import("./fedify/federation.server.ts");
  let req = request;
  if (request.method === "POST") {
    const gate = await readActivityPost(request);
    if (gate instanceof Response) return gate;
    req = gate;
  }
  return getFederation().fetch(req, {
    contextData: undefined,
    onNotFound: () => json({ error: "Not found" }, 404),
    // A browser at the actor's address (a link on a profile) is shown the home page.
    onNotAcceptable: (r) =>
      new URL(r.url).pathname.startsWith("/ap/actors/")
        ? new Response(null, { status: 302, headers: { Location: "/" } })
        : json({ error: "Not acceptable" }, 406),
  });
}

export const fediverseRepresentation: Representation = {
  async answer(request) {
    const url = new URL(request.url);
    const isProtocol = isProtocolPath(url.pathname);
    const page =
      !isProtocol &&
      (request.method === "GET" || request.method === "HEAD") &&
      asksForActivityJson(request.headers.get("accept"))
        ? pageObject(stripPrefix(url.pathname))
        : null;
    if (!isProtocol && !page) return null;
    if (!(await federationState()).on) return null;
    if (isProtocol) return protocol(request);
    const body = await pageObjectJson(page!);
    return body ? json(body) : null;
  },
  async varies(url) {
    return pageObject(stripPrefix(url.pathname)) !== null && (await federationState()).on;
  },
};

/**
 * `POST /go/beacon/<kind>/<subject>`: what a browser reports after a visitor's
 * action with `navigator.sendBeacon` to the own origin (an embed played after
 * the visitor's consent, issue 16). 204 whatever happened, so a page learns
 * nothing; counted only for a declared beacon whose subject exists.
 */
import type { ActionFunctionArgs } from "react-router";
import { beaconAccepted, countable, signalOutcome } from "~/core/observe.server.ts";
import { appError } from "~/core/http/errors.server.ts";

const done = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

export async function action({ request, params }: ActionFunctionArgs) {
  const kind = params.kind ?? "";
  const subject = params.subject ?? "";
  if (countable(request) && (await beaconAccepted(kind, subject))) signalOutcome({ kind, subject });
  return done();
}

export function loader() {
  throw appError("method_not_allowed");
}

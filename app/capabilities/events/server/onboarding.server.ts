/** The events step of the dashboard's "get started" checklist (issue 11): the owner's first own event (the demo's don't count). */
import { demoIds } from "~/core/demo/registry.server.ts";
import { hasEventOtherThan } from "./data/onboarding.server.ts";

export async function ownEventDone(): Promise<boolean> {
  return hasEventOtherThan(await demoIds("event"));
}
